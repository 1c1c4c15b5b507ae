import { describe, expect, it } from 'vitest';
import { parseQueryString } from './request-encoding';

describe('parseQueryString', () => {
  it('decodes names and values, + as a space, repeated names as a list', () => {
    expect({ ...parseQueryString('q=Zo%C3%A9+L&skills=a&skills=b&skills=c&flag&=x&&') }).toEqual({
      q: 'Zoé L',
      skills: ['a', 'b', 'c'],
      flag: '',
      '': 'x',
    });
  });

  it('keeps %2B, %26 and %3D as the characters they encode', () => {
    expect({ ...parseQueryString('q=a%2Bb%26c%3Dd') }).toEqual({ q: 'a+b&c=d' });
  });

  it('turns invalid UTF-8 into U+FFFD (refused by the text fields), keeping the rest', () => {
    expect({ ...parseQueryString('q=a%E9b&r=%FF&s=%ED%A0%80&t=%C3%A9%C3') }).toEqual({
      q: 'a\uFFFDb',
      r: '\uFFFD',
      s: '\uFFFD\uFFFD\uFFFD',
      t: 'é\uFFFD',
    });
  });

  it('keeps a percent sign that encodes nothing', () => {
    expect({ ...parseQueryString('q=100%&r=%zz%C3%A9') }).toEqual({ q: '100%', r: '%zzé' });
  });
});
