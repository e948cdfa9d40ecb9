import { describe, expect, it } from 'vitest';
import { embedSrc, iframeSnippet, isHexColor } from './iframe';

describe('embedSrc', () => {
  it('repeats pub per publication and encodes the colours’ #', () => {
    expect(
      embedSrc('https://notices.example.org', {
        publications: [3, 4],
        searchBgColor: '#141d25',
        secondaryColor: '#fed54b',
      }),
    ).toBe('https://notices.example.org/embed?pub=3&pub=4&searchBgColor=%23141d25&secondaryColor=%23fed54b');
  });
});

describe('iframeSnippet', () => {
  it('is a 1024 by 768 frame whose title cannot break out of its attribute', () => {
    expect(iframeSnippet('https://x/embed', 'Say "hi"')).toBe(
      '<iframe src="https://x/embed" width="1024" height="768" title="Say &quot;hi&quot;"></iframe>',
    );
  });
});

describe('isHexColor', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(['#abc', '#A1B2C3'].every(isHexColor)).toBe(true);
    expect(['abc', '#abcd', 'red', 12, null].some(isHexColor)).toBe(false);
  });
});
