import { detectType } from './file-type';

describe('detectType', () => {
  it('knows PNG, JPEG and PDF by their first bytes', () => {
    expect(detectType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(detectType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  });
  it('calls UTF-8 text without NUL bytes text, even cut in the middle of a character', () => {
    expect(detectType(Buffer.from('Notice of hearing — Lansing'))).toBe('text/plain');
    expect(detectType(Buffer.from('café').subarray(0, 4))).toBe('text/plain');
  });
  it('refuses binary that claims to be something else', () => {
    expect(detectType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull(); // a Windows executable
    expect(detectType(Buffer.alloc(0))).toBeNull();
  });
});
