import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  killServer,
  newServerStore,
  type ServerProcess,
  startServer,
  waitUntilReady,
} from '../test/server-process';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { testDbKind } from '../test/test-database';

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

const servers: ServerProcess[] = [];
let sink: SmtpSink | null = null;
let dropStore: (() => Promise<void>) | null = null;
afterAll(async () => {
  // The servers first: the sink waits for their pooled SMTP connections to close.
  await Promise.all(servers.map(killServer));
  await sink?.close();
  await dropStore?.();
});

describe(`an e-mail queued before a SIGKILL (issue 30), on ${testDbKind}`, () => {
  it('is delivered by the restarted server', async () => {
    const port = await freePort();
    const store = await newServerStore('mailqueue');
    dropStore = store.drop;
    const env = {
      ...store.env,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
      JOBS_POLL_INTERVAL_SECONDS: '0.5',
    };
    const first = await startServer(env);
    servers.push(first);
    await waitUntilReady(first, 400_000);
    // The SMTP server is down: the confirmation e-mail of the sign-up is queued, tried, and waits.
    const email = `relance-${Date.now()}@test.fr`;
    const password = 'file-d-attente-9';
    const answer = await fetch(`${first.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rémi Relance', email, password, confirmPassword: password }),
    });
    expect(answer.status).toBe(200);
    while (!first.output().includes('tâche en échec')) {
      if (first.child.exitCode !== null) throw new Error(first.output());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    first.child.kill('SIGKILL');
    await first.exited;

    sink = await startSmtpSink({ port });
    const second = await startServer(env);
    servers.push(second);
    await waitUntilReady(second, 400_000);
    // A job the killed server still held as taken ('active') comes back once it expires (60 s for an e-mail) and
    // pg-boss's maintenance returns it to the queue: seen on PGlite on a loaded machine, hence the long wait.
    const mail = await sink.mailTo(email, 240_000).catch((error: Error) => {
      throw new Error(
        `${error.message}\n--- premier serveur ---\n${first.output()}\n--- après le redémarrage ---\n${second.output()}`,
      );
    });
    expect(mail.raw).toContain('Bonjour R');
    expect(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('/confirmer-email?token=');
    expect(sink.mails.filter((sent) => sent.to.includes(email))).toHaveLength(1);
  }, 900_000);
});
