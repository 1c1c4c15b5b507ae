import { describe, expect, it } from 'vitest';
import { jsonForScriptElement, withPageData } from './page-data';

describe('page data', () => {
  const hostile = { fullName: '</script><script>alert(1)</script>', note: 'a\u2028b<!--' };

  it('never lets a value end the element or open a comment, and reads back unchanged', () => {
    const text = jsonForScriptElement(hostile);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('puts the element at the end of the head', () => {
    const html = '<!doctype html><html><head><title>Plateau</title></head><body></body></html>';
    const page = withPageData(html, 'plateau-session', { user: null });
    expect(page).toBe(
      '<!doctype html><html><head><title>Plateau</title><script type="application/json" id="plateau-session">{"user":null}</script></head><body></body></html>',
    );
  });
});
