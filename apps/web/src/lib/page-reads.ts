import { pageReadsElementId } from '@plateau/shared/rules/page-data';

/** How long after the page opened its answers stand for a first read (later, the page asks the API). */
const freshForMs = 10_000;

let reads: Map<string, unknown> | undefined;

/**
 * The answer the server wrote into a member's page for a first API read of that exact address
 * (apps/server/src/web/serve-web-app.ts), once: the page's first screen needs no request for it. Undefined
 * for any other read, a second time, after the page's first seconds, or in a page without them.
 */
export function takePageRead(url: string): { body: unknown } | undefined {
  if (reads === undefined) reads = readPage();
  if (!reads.has(url)) return undefined;
  const body = reads.get(url);
  reads.delete(url);
  return performance.now() <= freshForMs ? { body } : undefined;
}

/** Drops the answers the page came with that no read has used yet (the member who opened it has left). */
export function forgetPageReads(): void {
  reads = new Map();
}

function readPage(): Map<string, unknown> {
  if (typeof document === 'undefined') return new Map();
  const element = document.getElementById(pageReadsElementId);
  element?.remove();
  try {
    const value: unknown = element ? JSON.parse(element.textContent ?? '') : null;
    return typeof value === 'object' && value !== null ? new Map(Object.entries(value)) : new Map();
  } catch {
    return new Map();
  }
}
