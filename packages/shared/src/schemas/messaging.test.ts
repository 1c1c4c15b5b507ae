import { describe, expect, it } from 'vitest';
import { messagingMessages as m } from '../messages/messaging.fr';
import { canSendDraft, maxMessageLength, messageContentSchema, messageInputSchema } from './messaging';

describe('message text (spec 1 §5)', () => {
  it('may be sent only when the trimmed text is non-empty and at most 5,000 characters', () => {
    expect(canSendDraft('')).toBe(false);
    expect(canSendDraft('   \n ')).toBe(false);
    expect(canSendDraft(' Bonjour ')).toBe(true);
    expect(canSendDraft('x'.repeat(maxMessageLength))).toBe(true);
    expect(canSendDraft(`  ${'x'.repeat(maxMessageLength)}  `)).toBe(true);
    expect(canSendDraft('x'.repeat(maxMessageLength + 1))).toBe(false);
  });

  it('lets the send button agree with the server: canSendDraft (no zod) is the schema’s answer', () => {
    const drafts = [
      '',
      ' ',
      '\t\n',
      'Bonjour',
      'Deux\nlignes\tet une tabulation',
      'nul\u0000',
      'bip\u0007',
      'C1\u0085',
      ' \u0000 ',
      'é'.repeat(maxMessageLength),
      '😀'.repeat(maxMessageLength),
      '😀'.repeat(maxMessageLength + 1),
      `\n${'x'.repeat(maxMessageLength)}\n`,
    ];
    for (const draft of drafts) {
      expect(canSendDraft(draft), JSON.stringify(draft.slice(0, 12))).toBe(
        messageContentSchema.safeParse(draft).success,
      );
    }
  });

  it('is trimmed, with French errors', () => {
    expect(messageInputSchema.parse({ content: '  Salut  ' })).toEqual({ content: 'Salut' });
    expect(messageInputSchema.safeParse({ content: ' ' }).error?.issues[0]?.message).toBe(m.contentRequired);
    expect(messageInputSchema.safeParse({}).error?.issues[0]?.message).toBe(m.contentRequired);
    expect(messageInputSchema.safeParse({ content: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe(
      'Le message doit contenir au plus 5000 caractères',
    );
  });
});
