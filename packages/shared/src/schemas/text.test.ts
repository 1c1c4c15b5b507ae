import { describe, expect, it } from 'vitest';
import { apiMessages } from '../messages/api.fr';
import { canSendDraft } from '../rules/message-draft';
import { multiLineText, nameText, singleLineText } from './text';

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

/** A lone surrogate (half of an emoji pair) and U+FFFD (invalid UTF-8 once decoded). */
const unreadable = ['a\uD800b', 'x\uDFFF', '\uD83D', 'mal\uFFFDcodé'];
/** Bidirectional controls and zero-width characters (display-name spoofing). */
const invisible = [
  'Alice\u202Egnp.exe',
  '\u202ANora',
  'Nora\u202C',
  '\u2066Nora\u2069',
  'Nora\u2067',
  'Nora\u2068',
  '\u200ENora',
  'Nora\u200F',
  'Nora\u061C',
  'No\u200Bra',
  'No\u200Cra',
  'No\u200Dra',
  'No\u2060ra',
  '\uFEFFNora',
];

describe('singleLineText', () => {
  it.each([
    'a\u0000b',
    'a\u0007',
    '\u001b[31m',
    'a\u007f',
    'a\u0085',
    'une\nligne',
    'une\r\nligne',
    'tab\tulé',
  ])('refuses the control character in %j in French', (value) => {
    expect(message(singleLineText().safeParse(value))).toBe(apiMessages.controlCharacters);
  });

  it.each(unreadable)('refuses the unreadable %j in French', (value) => {
    expect(message(singleLineText().safeParse(value))).toBe(apiMessages.unreadableCharacters);
  });

  it('accepts accents, emoji (a surrogate pair) and typographic characters', () => {
    expect(singleLineText().parse('Zoé « Ça va ? » — 🎬 👨‍👩‍👧')).toBe('Zoé « Ça va ? » — 🎬 👨‍👩‍👧');
  });

  it('keeps invisible characters in a one-line text that is not a name (a search, a city)', () => {
    expect(singleLineText().parse('\u200Fالقاهرة')).toBe('\u200Fالقاهرة');
  });
});

describe('multiLineText', () => {
  it('keeps line feeds and tabs', () => {
    expect(multiLineText().parse('ligne 1\n\n\tligne 2')).toBe('ligne 1\n\n\tligne 2');
  });

  it('stores \\r\\n and a lone \\r as \\n, before the length is counted', () => {
    expect(multiLineText().parse('ligne 1\r\nligne 2\rligne 3')).toBe('ligne 1\nligne 2\nligne 3');
    expect(multiLineText().max(3).safeParse('a\r\nb').success).toBe(true);
  });

  it('still refuses the other control characters, then trims as asked', () => {
    expect(message(multiLineText().safeParse('ligne\u0000'))).toBe(apiMessages.controlCharacters);
    expect(message(multiLineText().safeParse('ligne\u000b'))).toBe(apiMessages.controlCharacters);
    expect(multiLineText().trim().parse('\n  texte\n\n')).toBe('texte');
  });

  it.each(unreadable)('refuses the unreadable %j in French', (value) => {
    expect(message(multiLineText().safeParse(`ligne\n${value}`))).toBe(apiMessages.unreadableCharacters);
  });

  it('keeps bidirectional marks and joiners in free text (Arabic, Hebrew, emoji sequences)', () => {
    expect(multiLineText().parse('שלום\u200F\nسلام\u061C 👩‍💻')).toBe('שלום\u200F\nسلام\u061C 👩‍💻');
  });
});

describe('nameText', () => {
  it.each(invisible)('refuses the invisible character in %j in French', (value) => {
    expect(message(nameText().safeParse(value))).toBe(apiMessages.invisibleCharacters);
  });

  it('refuses line breaks, control and unreadable characters like any one-line text', () => {
    expect(message(nameText().safeParse('Nora\nSentinelle'))).toBe(apiMessages.controlCharacters);
    expect(message(nameText().safeParse('Nora\uD800'))).toBe(apiMessages.unreadableCharacters);
  });

  it('accepts names in any script, with accents, apostrophes and hyphens', () => {
    for (const name of [
      'Zoé Lefèvre-Bérard',
      "Jeanne d'Arc",
      'Łukasz Żółć',
      'محمد علي',
      'יעל כהן',
      '山田 太郎',
    ]) {
      expect(nameText().parse(name)).toBe(name);
    }
  });
});

describe('canSendDraft agrees with the message schema', () => {
  it('refuses a lone surrogate, keeps line breaks', () => {
    expect(canSendDraft('Bonjour\nà demain')).toBe(true);
    expect(canSendDraft('Bonjour \uD800')).toBe(false);
  });
});
