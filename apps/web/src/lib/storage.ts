/** Browser storage access that never throws (private mode, disabled storage). */
type StorageKind = 'local' | 'session';

function getStorage(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return getStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    getStorage(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value is simply not kept.
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    getStorage(kind)?.removeItem(key);
  } catch {
    // Storage disabled: nothing to remove.
  }
}

export function countStorageKeys(kind: StorageKind): number {
  try {
    return getStorage(kind)?.length ?? 0;
  } catch {
    return 0;
  }
}

/** Empties local and session storage (forced logout). */
export function clearBrowserStorage(): void {
  for (const kind of ['local', 'session'] as const) {
    try {
      getStorage(kind)?.clear();
    } catch {
      // Storage disabled: nothing to clear.
    }
  }
}
