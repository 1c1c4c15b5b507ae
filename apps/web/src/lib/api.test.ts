import { endpoints } from '@plateau/shared/api/index';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, api, endpointUrl, isNetworkError } from './api';

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
    await expect(api.call(endpoints.notifications.unreadCount)).resolves.toEqual({ count: 3 });
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
    const error = await api
      .call(endpoints.auth.signIn, { body: { email: '', password: '' } })
      .catch((caught: unknown) => caught);
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
    const error = await api.call(endpoints.auth.me).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error instanceof Error && error.message).toContain('network');
    expect(isNetworkError(error)).toBe(true);
  });

  it('treats a gateway answer without the API error shape as a network failure', async () => {
    respond(502, '', 'text/plain');
    const error = await api.call(endpoints.auth.me).catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
  });

  it('gives a French message for an unexpected answer', async () => {
    respond(500, '<html></html>', 'text/html');
    const error = await api.call(endpoints.auth.me).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, message: "Une erreur inattendue s'est produite" });
  });

  it('sends the typed body as JSON and an empty object for a POST without one', async () => {
    respond(200, JSON.stringify({ updated: 2 }));
    await api.call(endpoints.notifications.markAllRead);
    await api.call(endpoints.messages.send, { params: { userId: 'u1' }, body: { content: 'Salut' } });
    const calls = vi.mocked(fetch).mock.calls;
    expect(calls[0]?.[0]).toBe('/api/notifications/read-all');
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(calls[0]?.[1]?.body).toBe('{}');
    expect(calls[1]?.[0]).toBe('/api/conversations/u1/messages');
    expect(calls[1]?.[1]?.body).toBe('{"content":"Salut"}');
  });
});

describe('endpointUrl', () => {
  it('fills and encodes the path parameters', () => {
    const url = endpointUrl(endpoints.magazine.deleteComment, { id: 'a/b', commentId: 'c d' });
    expect(url).toBe('/api/articles/a%2Fb/comments/c%20d');
  });

  it('writes the query without empty values and repeats lists', () => {
    const url = endpointUrl(endpoints.talents.list, undefined, {
      q: 'jean',
      availability: undefined,
      profession: '',
      skills: ['Montage', 'Son'],
      page: 2,
    });
    expect(url).toBe('/api/talents?q=jean&skills=Montage&skills=Son&page=2');
  });
});
