import { diagnosticsMessages } from '@plateau/shared/messages/diagnostics.fr';
import { isNetworkError } from '@/lib/api';
import { isoDay } from '@/lib/format';
import type { AuthContextValue } from './auth-context';
import type { AuthLogEntry } from './auth-log';

const m = diagnosticsMessages;

export interface AuthDiagnosis {
  valid: boolean;
  issues: string[];
  recommendations: string[];
}

/** Checks the authentication state and gives French recommendations for each issue. */
export function diagnoseAuth(state: Pick<AuthContextValue, 'user' | 'session' | 'loadError'>): AuthDiagnosis {
  const issues: string[] = [];
  const recommendations = new Set<string>();
  if (state.loadError && isNetworkError(state.loadError)) {
    issues.push(m.issueLoadError);
    recommendations.add(m.recoCheckConnection);
  }
  if (!state.session && !state.user) {
    issues.push(m.issueNoSession);
    recommendations.add(m.recoLogin);
  } else if (state.session && !state.user) {
    issues.push(m.issueNoProfile);
    recommendations.add(m.recoReload);
  } else if (!state.session && state.user) {
    issues.push(m.issueSessionMismatch);
    recommendations.add(m.recoLogin);
  }
  if (issues.length > 0) recommendations.add(m.recoForceLogout);
  return { valid: issues.length === 0, issues, recommendations: [...recommendations] };
}

/** The export's file name, e.g. auth-logs-2026-11-22.json. */
export function logExportFileName(date: Date = new Date()): string {
  return `auth-logs-${isoDay(date)}.json`;
}

/** Downloads the log entries as a JSON file. */
export function downloadLogs(entries: readonly AuthLogEntry[]): void {
  const payload = { exportedAt: new Date().toISOString(), userAgent: navigator.userAgent, entries };
  const blob = new Blob([JSON.stringify(payload, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = logExportFileName();
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
