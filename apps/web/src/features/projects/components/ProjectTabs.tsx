import { fill } from '@plateau/shared/messages/fill';
import { teamConversationMessages as tm } from '@plateau/shared/messages/team-conversation.fr';
import { badgeCount } from '@plateau/shared/rules/badge-count';
import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/cn';

export type ProjectTab = 'projet' | 'discussion';
const tabs: ProjectTab[] = ['projet', 'discussion'];

/**
 * The project page's tabs for its owner and team (issue 33): 'Projet' (the page as everyone sees it) and
 * 'Discussion' with its unread count. Arrow keys move between them (WAI-ARIA tabs).
 */
export function ProjectTabs({
  current,
  unread,
  onChange,
}: {
  current: ProjectTab;
  unread: number;
  onChange: (tab: ProjectTab) => void;
}) {
  const refs = useRef<Record<ProjectTab, HTMLButtonElement | null>>({ projet: null, discussion: null });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = current === 'projet' ? 'discussion' : 'projet';
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={tm.tabsLabel}
      className="flex gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`project-tab-${tab}`}
            aria-selected={selected}
            aria-controls={`project-panel-${tab}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={cn(
              'flex min-h-10 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-violet-600 focus-visible:outline-none',
              selected ? 'bg-violet-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {tab === 'projet' ? tm.projectTab : tm.tab}
            {tab === 'discussion' && unread > 0 ? (
              <span
                className={cn(
                  'min-w-5 rounded-full px-1.5 text-xs leading-5',
                  selected ? 'bg-white text-violet-800' : 'bg-red-600 text-white',
                )}
                aria-hidden="true"
              >
                {badgeCount(unread)}
              </span>
            ) : null}
            {tab === 'discussion' && unread > 0 ? (
              <span className="sr-only">{fill(tm.unreadInTab, { count: unread })}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
