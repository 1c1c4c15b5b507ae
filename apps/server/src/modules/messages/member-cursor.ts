import { hasControlCharacters } from '@plateau/shared';
import { z } from 'zod';
import { cursorCodec } from '../../lib/cursor';

/** A position in the members list sorted by (full_name, id). */
export type MemberCursor = { name: string; id: string };

/** The members list's cursor: the token holds `[name, id]`. */
export const memberCursor = cursorCodec(
  z.codec(
    z.tuple([
      z
        .string()
        .max(300)
        .refine((name) => !hasControlCharacters(name)),
      z.guid(),
    ]),
    z.custom<MemberCursor>(),
    {
      decode: ([name, id]): MemberCursor => ({ name, id }),
      encode: ({ name, id }): [string, string] => [name, id],
    },
  ),
);
