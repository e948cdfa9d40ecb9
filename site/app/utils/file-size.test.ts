import { describe, expect, it } from 'vitest';
import { formatBytes } from './file-size';

describe('formatBytes', () => {
  it('reads as download pages write sizes', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(1234)).toBe('1.2 kB');
    expect(formatBytes(45_600_000)).toBe('46 MB');
    expect(formatBytes(2_500_000_000)).toBe('2.5 GB');
  });
});
