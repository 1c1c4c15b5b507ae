import { createServer } from 'node:net';

/**
 * A loopback port free right now, chosen by the system: a port counted from a fixed base could be another
 * program's (Erlang's epmd listens on 4369 on some machines) or another test worker's (server-process tests, the browser tests' servers).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
