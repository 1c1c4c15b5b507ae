import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, api, isNetworkError } from './api';

function respond(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('returns the JSON body and sends cookies', async () => {
    respond(200, JSON.stringify({ count: 3 }));
    await expect(api.get<{ count: number }>('/api/x')).resolves.toEqual({ count: 3 });
    const fetchMock = vi.mocked(fetch);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('throws the server error with status, code, French message and fields', async () => {
    respond(
      400,
      JSON.stringify({
        error: {
          code: 'validation',
          message: 'Les données envoyées ne sont pas valides.',
          fields: { email: 'X' },
        },
      }),
    );
    const error = await api.post('/api/auth/sign-in/email', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Les données envoyées ne sont pas valides.',
      fields: { email: 'X' },
    });
  });

  it('reports a network failure with a message containing network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await api.get('/api/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error instanceof Error && error.message).toContain('network');
    expect(isNetworkError(error)).toBe(true);
  });

  it('treats a gateway answer without the API error shape as a network failure', async () => {
    respond(502, '', 'text/plain');
    const error = await api.get('/api/me').catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
  });

  it('gives a French message for an unexpected answer', async () => {
    respond(500, '<html></html>', 'text/html');
    const error = await api.get('/api/me').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, message: "Une erreur inattendue s'est produite" });
  });
});
