import { describe, expect, it } from 'vitest';
import { createSendRateLimit } from './send-rate-limit';

describe('createSendRateLimit', () => {
  it('allows max sends per window and member, frees slots as time passes or on release', () => {
    let now = 0;
    const limit = createSendRateLimit({ max: 2, windowMs: 10_000 }, () => now);
    expect(limit.reserve('a')).not.toBeNull();
    const second = limit.reserve('a');
    expect(second).not.toBeNull();
    expect(limit.reserve('a')).toBeNull();
    expect(limit.reserve('b')).not.toBeNull();
    second?.();
    expect(limit.reserve('a')).not.toBeNull();
    now = 10_001;
    expect(limit.reserve('a')).not.toBeNull();
    expect(limit.reserve('a')).not.toBeNull();
    expect(limit.reserve('a')).toBeNull();
  });
});
