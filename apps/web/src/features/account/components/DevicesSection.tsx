import { accountMessages as am } from '@plateau/shared/messages/account.fr';
import { fill } from '@plateau/shared/messages/fill';
import type { DeviceSession } from '@plateau/shared/schemas/account-security';
import { Monitor, Smartphone } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { ApiRequestError } from '@/lib/api';
import { formatRelative } from '@/lib/format';
import { toast } from '@/lib/toaster';
import { useDeviceSessions, useRevokeSessions } from '../hooks/useAccountSecurity';
import { SettingsSection } from './SettingsSection';

const isPhone = (device: string) => /\b(iOS|Android)\b/.test(device);

function failed(error: unknown) {
  toast.error(error instanceof ApiRequestError ? error.message : am.devicesLoadFailed);
}

function DeviceRow({ session }: { session: DeviceSession }) {
  const { one } = useRevokeSessions();
  const Icon = isPhone(session.device) ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap">
      <Icon className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {session.device}
          {session.current ? <Badge variant="success">{am.thisDevice}</Badge> : null}
        </p>
        <p className="text-sm text-slate-600">
          {session.ipAddress ? fill(am.devicePlace, { ip: session.ipAddress }) : am.devicePlaceUnknown}
          {' · '}
          {fill(am.deviceLastActive, { date: formatRelative(session.lastActiveAt) })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          loading={one.isPending}
          aria-label={fill(am.signOutDeviceLabel, { device: session.device })}
          onClick={() =>
            one.mutate(session.id, {
              onSuccess: () => toast.success(am.deviceSignedOut),
              onError: failed,
            })
          }
        >
          {am.signOutDevice}
        </Button>
      )}
    </li>
  );
}

/** 'Appareils connectés': each session with its browser, place and last activity; end one, or the others. */
export function DevicesSection() {
  const sessions = useDeviceSessions();
  const { others } = useRevokeSessions();
  const list = sessions.data ?? [];
  const hasOthers = list.some((session) => !session.current);

  return (
    <SettingsSection id="appareils" title={am.devicesSectionTitle} text={am.devicesSectionText}>
      {sessions.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : sessions.isError ? (
        <Alert variant="error">
          <p>{am.devicesLoadFailed}</p>
        </Alert>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {list.map((session) => (
              <DeviceRow key={session.id} session={session} />
            ))}
          </ul>
          {hasOthers ? (
            <Button
              variant="outline"
              className="mt-3"
              loading={others.isPending}
              onClick={() =>
                others.mutate(undefined, {
                  onSuccess: () => toast.success(am.othersSignedOut),
                  onError: failed,
                })
              }
            >
              {am.signOutOthers}
            </Button>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{am.noOtherDevice}</p>
          )}
        </>
      )}
    </SettingsSection>
  );
}
