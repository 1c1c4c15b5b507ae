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
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("give an API answer a policy that lets nothing load, and keep the page's headers for pages", async () => {
    const ctx = await createTestApp();
    const { cookie } = await buildSignedInUser(ctx);
    const answer = await ctx.request({ method: 'GET', url: '/api/notifications', cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(answer.headers[documentOnly]).toBeUndefined();
    }
    const page = await ctx.request({ method: 'GET', url: '/talents' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('are on every answer, errors included, and a route may narrow its own CSP', async () => {
    const ctx = await createTestApp();
    const missing = await ctx.request({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    const avatar = await ctx.request({ method: 'GET', url: '/demo-avatars/1.svg' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(avatar.headers['x-content-type-options']).toBe('nosniff');
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
