import { describe, expect, it } from 'vitest';
import { matchText, readSha256 } from './lookup-text';

const HEX = 'ab'.repeat(32);

describe('matchText', () => {
  it('says what the file is, in plain words', () => {
    const base = { noticeId: 40, title: 'Notice of Sale', name: 'certificate-40.pdf', url: '/x' };
    expect(matchText({ ...base, kind: 'certificate' })).toBe(
      'This file is the certificate of notice 40 (“Notice of Sale”).',
    );
    expect(matchText({ ...base, kind: 'attachment', name: 'map.pdf' })).toBe(
      'This file is the attachment “map.pdf” of notice 40 (“Notice of Sale”).',
    );
    expect(matchText({ ...base, kind: 'entry', index: 17 })).toBe(
      'This file is entry #17 of the public log, for notice 40 (“Notice of Sale”).',
    );
  });
});

describe('readSha256', () => {
  it('takes a hash as pasted, from sha256sum too, in any case', () => {
    expect(readSha256(` ${HEX.toUpperCase()} `)).toBe(HEX);
    expect(readSha256(`${HEX}  certificate-40.pdf`)).toBe(HEX);
  });

  it('refuses what is not 64 hexadecimal characters', () => {
    for (const text of ['', 'abc', `${HEX}0`, `${HEX.slice(0, 63)}g`]) expect(readSha256(text)).toBeNull();
  });
});
