import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&#x27;'],
    ['`', '&#x60;'],
    ['/', '&#x2F;'],
  ])('VAL-014 replaces %s by %s', (char, entity) => {
    expect(escapeHtml(char)).toBe(entity);
  });

  it('VAL-014 escapes markup from data and leaves Chinese text alone', () => {
    expect(escapeHtml('<script>alert("张三")</script>')).toBe(
      '&lt;script&gt;alert(&quot;张三&quot;)&lt;&#x2F;script&gt;',
    );
    expect(escapeHtml('AT&T 研发部')).toBe('AT&amp;T 研发部');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('VAL-014 gives an empty string for null and undefined and stringifies numbers', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});
