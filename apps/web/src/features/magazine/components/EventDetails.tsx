import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import { CalendarClock, MapPin } from 'lucide-react';
import { formatDateTime } from '@/lib/format';

/** The date and place of an event. */
export function EventDetails({ date, location }: { date: string; location: string | null }) {
  return (
    <section
      aria-label={mm.eventTitle}
      className="grid gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 text-violet-950 sm:grid-cols-2"
    >
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="text-xs font-semibold tracking-wide uppercase">{mm.eventDate}</p>
          <time dateTime={date} className="font-medium">
            {formatDateTime(date)}
          </time>
        </div>
      </div>
      {location ? (
        <div className="flex items-start gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="text-xs font-semibold tracking-wide uppercase">{mm.eventLocation}</p>
            <p className="font-medium">{location}</p>
          </div>
        </div>
      ) : null}
    </section>
  );
}
