import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

type LockEntry = { version?: string; engines?: { node?: unknown }; os?: string[]; cpu?: string[] };

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

  it('allows Node 20.19+, 22 and 24 (the guide recommends 22 LTS), and every installed package does too', () => {
    const range: string = readJson('package.json').engines.node;
    for (const version of ['20.19.0', '22.13.0', '22.20.0', '24.0.0', '24.11.0']) {
      expect(semver.satisfies(version, range)).toBe(true);
    }
    for (const version of ['18.20.0', '20.18.0', '21.7.0', '22.12.0', '23.5.0']) {
      expect(semver.satisfies(version, range)).toBe(false);
    }
    const lock: { packages: Record<string, LockEntry> } = readJson('package-lock.json');
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => typeof entry.engines?.node === 'string')
      // Another platform's build (sharp for Windows) is never installed on a Linux server.
      .filter(
        ([, entry]) => (entry.os ?? ['linux']).includes('linux') && (entry.cpu ?? ['x64']).includes('x64'),
      )
      .flatMap(([name, entry]) =>
        ['22.13.0', '24.0.0']
          .filter((version) => !semver.satisfies(version, String(entry.engines?.node)))
          .map((version) => `${name}@${entry.version} refuse node ${version}`),
      );
    expect(refused).toEqual([]);
  });
});
