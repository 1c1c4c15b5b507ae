import type { TestContext } from './test-app';

/** The token of the newest reset link mailed to an address, once the pending sends are done. */
export async function resetTokenMailedTo(ctx: TestContext, email: string): Promise<string | null> {
  await ctx.mailDelivered();
  const mail = ctx.outbox.findLast(
    (sent) => sent.to === email && sent.text.includes('/update-password?token='),
  );
  const match = mail?.text.match(/\/update-password\?token=([\w%-]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Asks for a reset link through the API and returns its token (the mail is sent after the answer). */
export async function requestResetToken(ctx: TestContext, email: string): Promise<string> {
  const answer = await ctx.request({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
  });
  if (answer.statusCode !== 200) throw new Error(`demande refusée : ${answer.body}`);
  const token = await resetTokenMailedTo(ctx, email);
  if (!token) throw new Error(`aucun lien pour ${email}`);
  return token;
}
