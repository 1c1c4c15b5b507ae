import { endpoints } from '@plateau/shared';
import { describe, expect, it } from 'vitest';
import { compiledSerializer, utf8Answer } from './compiled-serializer';

describe('answers written as UTF-8 bytes once (utf8Answer)', () => {
  it('gives the bytes of Buffer.from for Latin-1, two-byte, astral and broken texts', () => {
    const texts = [
      '',
      '{"ok":true}',
      '{"nom":"Hélène Lefèvre","ville":"Saint-Étienne"}',
      '{"bio":"L’équipe du tournage — « Œdipe » à 20 h…"}',
      '{"emoji":"🎬 clap 🎞️","chinois":"电影"}',
      // A lone surrogate is written as U+FFFD by both.
      `{"cassé":"a${String.fromCharCode(0xd800)}b${String.fromCharCode(0xdc00)}"}`,
      `{"long":"${'Réalisatrice’ '.repeat(20_000)}"}`,
    ];
    for (const text of texts) {
      const answer = utf8Answer(text);
      expect(answer.equals(Buffer.from(text, 'utf8'))).toBe(true);
      expect(answer.toString('utf8')).toBe(Buffer.from(text, 'utf8').toString('utf8'));
    }
  });

  it('gives each answer its own bytes: a later answer changes nothing in an earlier one', () => {
    const first = utf8Answer('{"message":"Bonjour l’équipe"}');
    const second = utf8Answer('{"message":"Au revoir, à demain !!!"}');
    expect(first.toString('utf8')).toBe('{"message":"Bonjour l’équipe"}');
    expect(second.toString('utf8')).toBe('{"message":"Au revoir, à demain !!!"}');
    expect(first.length).toBe(Buffer.byteLength('{"message":"Bonjour l’équipe"}'));
  });

  it('writes a compiled answer as the JSON text of its schema', () => {
    const serialize = compiledSerializer({ schema: endpoints.notifications.unreadCount.response });
    const answer = serialize({ count: 3, extra: 'ignoré' }) as unknown as Buffer;
    expect(Buffer.isBuffer(answer)).toBe(true);
    expect(answer.toString('utf8')).toBe('{"count":3}');
  });
});
