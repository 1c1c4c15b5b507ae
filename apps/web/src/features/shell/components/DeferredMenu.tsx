import { type ComponentProps, type ReactNode, Suspense, useState } from 'react';

interface DeferredMenuProps {
  /** Loads the menu's code (its Radix primitives and their positioning): on hover or focus, then on press. */
  load: () => Promise<unknown>;
  /** The button shown until the menu is first opened, looking like the menu's own trigger. */
  trigger: Omit<ComponentProps<'button'>, 'type' | 'onClick' | 'aria-label'>;
  /** Its name, as the menu's trigger is named (read by screen readers, not shown). */
  label: string;
  /** The menu itself, opened (its trigger takes the button's place). */
  menu: ReactNode;
  /** `dialog` for a popover, `menu` for a dropdown menu (what the trigger announces). */
  popup: 'dialog' | 'menu';
}

/**
 * A navigation bar menu whose code loads when it is first wanted, not with every signed-in page: a plain
 * button stands in its place, starts the download when hovered or focused and, once pressed, gives way to
 * the menu, open.
 */
export function DeferredMenu({ load, trigger, label, menu, popup }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setWanted(true)}
      {...trigger}
    >
      {/* In the content, not aria-label: a visible avatar's initials need not be part of the name. */}
      <span className="sr-only">{label}</span>
      {trigger.children}
    </button>
  );
  if (!wanted) return placeholder;
  return <Suspense fallback={placeholder}>{menu}</Suspense>;
}
