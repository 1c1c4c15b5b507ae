import type { LogLevel } from '@plateau/shared/enums';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

export interface AuthLogEntry {
  id: string;
  timestamp: string;
  level: LogLevel;
  message: string;
  details?: Record<string, string | number | boolean | null> | undefined;
}

type LogDetails = AuthLogEntry['details'];

/** Spec 1, section 9: 1000 entries in memory, the last 50 critical ones persisted. */
export const maxLogEntries = 1000;
export const maxPersistedEntries = 50;
const storageKey = 'plateau.auth-log';
const criticalLevels: ReadonlySet<LogLevel> = new Set(['WARN', 'ERROR']);

function isEntry(value: unknown): value is AuthLogEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'timestamp' in value &&
    typeof value.timestamp === 'string' &&
    'message' in value &&
    typeof value.message === 'string' &&
    'level' in value &&
    (value.level === 'WARN' || value.level === 'ERROR')
  );
}

function loadPersisted(): AuthLogEntry[] {
  const raw = readStorage('local', storageKey);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(-maxPersistedEntries) : [];
  } catch {
    return [];
  }
}

let persisted: AuthLogEntry[] = loadPersisted();
let entries: readonly AuthLogEntry[] = persisted;
let sequence = 0;
const listeners = new Set<() => void>();

function add(level: LogLevel, message: string, details?: LogDetails): void {
  sequence += 1;
  const entry: AuthLogEntry = {
    id: `${Date.now().toString(36)}-${sequence}`,
    timestamp: new Date().toISOString(),
    level,
    message,
    details,
  };
  entries = [...entries.slice(-(maxLogEntries - 1)), entry];
  if (criticalLevels.has(level)) {
    persisted = [...persisted, entry].slice(-maxPersistedEntries);
    writeStorage('local', storageKey, JSON.stringify(persisted));
  }
  for (const listener of listeners) listener();
}

/** The authentication log shown by the diagnostics dialog. */
export const authLog = {
  debug: (message: string, details?: LogDetails) => add('DEBUG', message, details),
  info: (message: string, details?: LogDetails) => add('INFO', message, details),
  warn: (message: string, details?: LogDetails) => add('WARN', message, details),
  error: (message: string, details?: LogDetails) => add('ERROR', message, details),
  /** The current entries, oldest first; a new array after every change. */
  getEntries: (): readonly AuthLogEntry[] => entries,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  clear(): void {
    entries = [];
    persisted = [];
    removeStorage('local', storageKey);
    for (const listener of listeners) listener();
  },
};

/** Details of an error fit for the log (never a password or a token). */
export function errorDetails(error: unknown): LogDetails {
  if (typeof error === 'object' && error !== null && 'status' in error && 'code' in error) {
    const status = typeof error.status === 'number' ? error.status : null;
    const code = typeof error.code === 'string' ? error.code : null;
    const message = error instanceof Error ? error.message : null;
    return { status, code, message };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}
