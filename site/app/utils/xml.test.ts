import { describe, expect, it } from 'vitest';
import { xml } from './xml';

describe('xml', () => {
  it('escapes the five markup characters, & first', () => {
    expect(xml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
    expect(xml('&lt;')).toBe('&amp;lt;');
  });

  it('drops control characters XML 1.0 cannot hold, keeps tab and line breaks', () => {
    expect(xml('a\u0000b\u0008c\u001fd')).toBe('abcd');
    expect(xml('a\tb\nc\rd')).toBe('a\tb\nc\rd');
    expect(xml('Café ✓')).toBe('Café ✓');
  });
});
