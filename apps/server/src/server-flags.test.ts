import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const flags: string[] = JSON.parse(read('scripts/server-node-flags.json'));

describe('the Node flags of the server, one list for every way of starting it (issue 35)', () => {
  it('lists source maps, the young generation of 64 MB and no memory reducer', () => {
    expect(flags).toEqual(['--enable-source-maps', '--max-semi-space-size=64', '--no-memory-reducer']);
  });

  it('are those of the image, of the systemd unit of the guide and of npm start', () => {
    const cmd = JSON.stringify(['node', ...flags, 'apps/server/dist/main.mjs']).replaceAll(',', ', ');
    expect(read('Dockerfile')).toContain(`CMD ${cmd}`);
    expect(read('docs/production.md')).toContain(
      `ExecStart=/usr/bin/node ${flags.join(' ')} apps/server/dist/main.mjs`,
    );
    expect(read('scripts/start.mjs')).toContain("[...serverNodeFlags, await serverEntry('main')]");
  });

  it('are accepted by this Node, and give V8 a young generation four times that of Node 20 and 22', () => {
    const availableWith = (nodeFlags: string[]) =>
      Number(
        execFileSync(
          process.execPath,
          [
            ...nodeFlags,
            '-e',
            "process.stdout.write(String(require('v8').getHeapStatistics().heap_size_limit))",
          ],
          { encoding: 'utf8' },
        ),
      );
    // The heap's size limit counts the young generation's reserve, three times a semispace: 3 × 64 MB instead of the
    // 3 × 16 of Node 20 and 22 (Node 24's V8 already takes 64 by default).
    const grown = availableWith(flags) - availableWith(['--max-semi-space-size=16']);
    expect(grown).toBe(3 * 48 * 1024 * 1024);
  });
});
