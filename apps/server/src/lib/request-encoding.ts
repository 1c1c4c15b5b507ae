import { isUtf8 } from 'node:buffer';
import { messages } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Invalid UTF-8 is never stored replaced (README, Decisions):
 * - a JSON body that is not UTF-8 is refused whole, 400 with the French text of unreadable characters;
 * - in a query string, an invalid percent-encoded sequence becomes U+FFFD, which every text field of the
 *   shared schemas refuses with that same text (a lone surrogate from a JSON escape too).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(new AppError(400, 'invalid_json', messages.api.unreadableCharacters), undefined);
      return;
    }
    void parseJson(request, bytes.toString('utf8'), done);
  });
}

// Invalid bytes become U+FFFD (not fatal): the text field's schema refuses them in French.
const lenientUtf8 = new TextDecoder('utf-8');

function decodeComponent(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    const bytes = spaced
      .split(/(%[0-9a-fA-F]{2})/)
      .map((part) =>
        /^%[0-9a-fA-F]{2}$/.test(part)
          ? Buffer.from([Number.parseInt(part.slice(1), 16)])
          : Buffer.from(part),
      );
    return lenientUtf8.decode(Buffer.concat(bytes));
  }
}

/** Fastify's query string parser: repeated names give a list; an undecodable sequence gives U+FFFD. */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null);
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decodeComponent(pair.slice(equals + 1));
    const previous = result[name];
    result[name] = previous === undefined ? value : [previous, value].flat();
  }
  return result;
}
