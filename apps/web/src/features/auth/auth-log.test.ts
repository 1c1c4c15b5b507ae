import { beforeEach, describe, expect, it, vi } from 'vitest';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
});

describe('authentication log', () => {
  it('keeps at most 1000 entries in memory', async () => {
    const { authLog, maxLogEntries } = await import('./auth-log');
    for (let index = 0; index < 1200; index += 1) authLog.debug(`entrée ${index}`);
    const entries = authLog.getEntries();
    expect(entries).toHaveLength(maxLogEntries);
    expect(entries.at(-1)?.message).toBe('entrée 1199');
    expect(entries[0]?.message).toBe('entrée 200');
  });

  it('persists the last 50 WARN and ERROR entries and reloads them', async () => {
    const first = await import('./auth-log');
    first.authLog.info('ignorée');
    for (let index = 0; index < 60; index += 1) first.authLog.error(`erreur ${index}`);
    first.authLog.warn('avertissement');

    vi.resetModules();
    const second = await import('./auth-log');
    const reloaded = second.authLog.getEntries();
    expect(reloaded).toHaveLength(50);
    expect(reloaded.every((entry) => entry.level === 'WARN' || entry.level === 'ERROR')).toBe(true);
    expect(reloaded.at(-1)?.message).toBe('avertissement');
  });

  it('notifies subscribers and clears everything', async () => {
    const { authLog } = await import('./auth-log');
    const listener = vi.fn();
    const unsubscribe = authLog.subscribe(listener);
    authLog.error('erreur');
    authLog.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(authLog.getEntries()).toHaveLength(0);
    unsubscribe();
    vi.resetModules();
    const reloaded = await import('./auth-log');
    expect(reloaded.authLog.getEntries()).toHaveLength(0);
  });
});
