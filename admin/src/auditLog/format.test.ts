import { describe, expect, it } from 'vitest';
import { formatAuditValue } from './format';

describe('formatAuditValue', () => {
  it('writes empty values as a dash, booleans in words, objects as JSON', () => {
    expect([null, undefined, ''].map((value) => formatAuditValue(value, 'Yes', 'No'))).toEqual([
      '—',
      '—',
      '—',
    ]);
    expect(formatAuditValue(true, 'Yes', 'No')).toBe('Yes');
    expect(formatAuditValue(false, 'Yes', 'No')).toBe('No');
    expect(formatAuditValue({ a: [1] }, 'Yes', 'No')).toBe('{"a":[1]}');
    expect(formatAuditValue(0, 'Yes', 'No')).toBe('0');
  });
});
