import { apiMessages, hasControlCharacters, isId } from '@plateau/shared';
import { badRequest } from '../../lib/errors';

/** A position in the members list sorted by (full_name, id). */
export type MemberCursor = { name: string; id: string };

/** The last member's name and id as an opaque base64url token. */
export function encodeMemberCursor(cursor: MemberCursor): string {
  return Buffer.from(JSON.stringify([cursor.name, cursor.id]), 'utf8').toString('base64url');
}

/** Decodes a token made by encodeMemberCursor; a 400 with a French message otherwise. */
export function decodeMemberCursor(token: string | undefined): MemberCursor | null {
  if (!token) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(apiMessages.invalidCursor);
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string' ||
    value[0].length > 300 ||
    hasControlCharacters(value[0]) ||
    !isId(value[1])
  ) {
    throw badRequest(apiMessages.invalidCursor);
  }
  return { name: value[0], id: value[1] };
}
