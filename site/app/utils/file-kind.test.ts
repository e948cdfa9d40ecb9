import { describe, expect, it } from 'vitest';
import { fileSummary, opensInBrowser } from './file-kind';

describe('fileSummary', () => {
  it('names the type and the size', () => {
    expect(fileSummary('application/pdf', 1_234_567)).toBe('PDF, 1.2 MB');
    expect(fileSummary('image/png', 800)).toBe('PNG image, 800 bytes');
    expect(fileSummary('image/jpeg', 48_213)).toBe('JPEG image, 48 kB');
    expect(fileSummary('text/plain', 12)).toBe('Text, 12 bytes');
    expect(fileSummary('application/zip', 2000)).toBe('ZIP, 2.0 kB');
  });

  it('leaves out what it does not know', () => {
    expect(fileSummary(undefined, undefined)).toBe('');
    expect(fileSummary('application/pdf', undefined)).toBe('PDF');
    expect(fileSummary('', 10)).toBe('10 bytes');
  });
});

describe('opensInBrowser', () => {
  it('is true for PDFs and raster images only', () => {
    expect(['application/pdf', 'image/png', 'IMAGE/JPEG'].map(opensInBrowser)).toEqual([true, true, true]);
    expect(['text/html', 'image/svg+xml', 'text/plain', ''].map(opensInBrowser)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
