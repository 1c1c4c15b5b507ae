import { describe, expect, it } from 'vitest';
import { apiMessages } from '../messages/api.fr';
import { multilineText, safeText } from './text';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('safeText and multilineText', () => {
  it.each(['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007f', 'a\u0085', 'une\nligne', 'tab\tulé'])(
    'a one-line text refuses %j in French',
    (value) => {
      expect(message(safeText().safeParse(value))).toBe(apiMessages.controlCharacters);
    },
  );

  it('multi-line text keeps line feeds, carriage returns and tabs, and refuses the rest', () => {
    expect(multilineText().parse('ligne 1\r\n\tligne 2')).toBe('ligne 1\r\n\tligne 2');
    expect(message(multilineText().safeParse('ligne\u0000'))).toBe(apiMessages.controlCharacters);
  });

  it('accepts accents, emoji and typographic characters', () => {
    expect(safeText().parse('Zoé « Ça va ? » — 🎬')).toBe('Zoé « Ça va ? » — 🎬');
  });
});
