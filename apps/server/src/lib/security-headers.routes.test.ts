import { describe, expect, it } from 'vitest';
import { buildSignedInUser, defaultPassword } from '../test/factories';
import { createTestApp } from '../test/test-app';

describe('security headers', () => {
  it('forbid framing the same way in both headers, and send no HSTS over http', async () => {
    const ctx = await createTestApp();
    const response = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('send HSTS when the public address is https', async () => {
    const ctx = await createTestApp({ publicUrl: 'https://plateau.example' });
    const response = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('account deletion', () => {
  it('clears the session cookie under both of its names (http and https)', async () => {
    const ctx = await createTestApp();
    const { cookie } = await buildSignedInUser(ctx);
    const response = await ctx.request({
      method: 'POST',
      url: '/api/me/deletion',
      payload: { password: defaultPassword },
      cookie,
    });
    expect(response.statusCode).toBe(204);
    const cleared = [response.headers['set-cookie']].flat().map(String);
    expect(cleared.some((c) => c.startsWith('plateau.session_token=;'))).toBe(true);
    expect(cleared.some((c) => c.startsWith('__Secure-plateau.session_token=;') && /Secure/.test(c))).toBe(
      true,
    );
  });
});
