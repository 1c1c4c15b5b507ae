import { describe, expect, it } from 'vitest';
import { readingTime, readingTimeLabel } from './reading-time';

const words = (count: number) => Array.from({ length: count }, (_, i) => `mot${i}`).join(' ');

describe('readingTime', () => {
  it('is at least 1 minute, even for an empty text', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime('   \n\t ')).toBe(1);
    expect(readingTime(null)).toBe(1);
    expect(readingTime(undefined)).toBe(1);
    expect(readingTime('Bonjour')).toBe(1);
  });
  it('divides the words by 200 and rounds up', () => {
    expect(readingTime(words(200))).toBe(1);
    expect(readingTime(words(201))).toBe(2);
    expect(readingTime(words(400))).toBe(2);
    expect(readingTime(words(401))).toBe(3);
    expect(readingTime(words(1000))).toBe(5);
  });
  it('counts words separated by any whitespace, including line breaks', () => {
    const text = `${words(150)}\n\n${words(100)}\t  `;
    expect(readingTime(text)).toBe(2);
  });
});

describe('readingTimeLabel', () => {
  it('words the label in French', () => {
    expect(readingTimeLabel(1)).toBe('1 min de lecture');
    expect(readingTimeLabel(7)).toBe('7 min de lecture');
  });
});
