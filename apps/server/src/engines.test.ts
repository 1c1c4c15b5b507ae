import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

type LockEntry = { version?: string; engines?: { node?: unknown } };

describe('npm install on the Node the README names (issue 19)', () => {
  it('installs no package whose engines refuse the lowest Node of package.json (no EBADENGINE)', () => {
    const range: string = readJson('package.json').engines.node;
    const lowest = semver.minVersion(range)?.version;
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(`Node ${lowest?.split('.')[0]}`);
    const lock: { packages: Record<string, LockEntry> } = readJson('package-lock.json');
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !semver.satisfies(lowest ?? '0.0.0', String(entry.engines?.node)))
      .map(([name, entry]) => `${name}@${entry.version} (node ${String(entry.engines?.node)})`);
    expect(refused).toEqual([]);
  });
});
