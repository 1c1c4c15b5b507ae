import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes octets, Ko and Mo the French way', () => {
    expect(formatFileSize(850)).toBe('850 octets');
    expect(formatFileSize(12 * 1024 + 100)).toBe('12 Ko');
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1,4 Mo');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 Mo');
  });
});
