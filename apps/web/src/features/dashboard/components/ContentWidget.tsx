import { dashboardMessages as d } from '@plateau/shared/messages/dashboard.fr';
import { plural } from '@plateau/shared/rules/plural';
import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { useWidgetData } from '../hooks/useDashboard';
import { WidgetBody, type WidgetControls, WidgetFrame } from './WidgetFrame';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </div>
  );
}

/** 'Contenus Personnalisés': recent articles, upcoming events and the trend tags of recent articles. */
export function ContentWidget({ controls }: { controls: WidgetControls }) {
  const query = useWidgetData('content', controls.expanded);
  const wide = controls.expanded || controls.size === 'L';
  return (
    <WidgetFrame widget="content" controls={controls}>
      <WidgetBody query={query}>
        {({ content }) =>
          content ? (
            <div className={wide ? 'grid gap-6 lg:grid-cols-3' : 'space-y-5'}>
              <Column title={d.content.articles}>
                {content.articles.length > 0 ? (
                  <ul className="space-y-3">
                    {content.articles.map((article) => (
                      <li key={article.id}>
                        <Link to={`/magazine/${article.id}`} className="group block">
                          <span className="block font-medium text-slate-900 group-hover:underline">
                            {article.title}
                          </span>
                          <span className="text-sm text-slate-600">
                            {[article.category, formatDate(article.publishedAt)].filter(Boolean).join(' · ')}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-600">{d.content.noArticles}</p>
                )}
              </Column>
              <Column title={d.content.events}>
                {content.events.length > 0 ? (
                  <ul className="space-y-3">
                    {content.events.map((event) => (
                      <li key={event.id}>
                        <Link to={`/magazine/${event.id}`} className="group block">
                          <span className="block font-medium text-slate-900 group-hover:underline">
                            {event.title}
                          </span>
                          <span className="flex flex-wrap gap-x-3 text-sm text-slate-600">
                            <span className="inline-flex items-center gap-1">
                              <CalendarDays className="size-3.5" aria-hidden="true" />
                              {event.eventDate ? formatDate(event.eventDate) : d.content.dateToBeConfirmed}
                            </span>
                            {event.eventLocation ? (
                              <span className="inline-flex items-center gap-1">
                                <MapPin className="size-3.5" aria-hidden="true" />
                                {event.eventLocation}
                              </span>
                            ) : null}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-600">{d.content.noEvents}</p>
                )}
              </Column>
              <Column title={d.content.trends}>
                {content.trendTags.length > 0 ? (
                  <ul className="flex flex-wrap gap-2">
                    {content.trendTags.map(({ tag, count }) => (
                      <li key={tag}>
                        <Link
                          to={`/magazine?q=${encodeURIComponent(tag)}`}
                          className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-3 py-1 text-sm text-violet-900 hover:bg-violet-200"
                        >
                          #{tag}
                          <span className="text-violet-700">· {plural(count, d.content.articleCount)}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-600">{d.content.noTrends}</p>
                )}
              </Column>
            </div>
          ) : null
        }
      </WidgetBody>
    </WidgetFrame>
  );
}
