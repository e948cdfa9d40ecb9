import { TABLE_WIDTHS } from '@notices/common';
import { describe, expect, it } from 'vitest';
import { columnsSx } from './columns';

describe('columnsSx', () => {
  it('gives every column the default width and a sticky actions column', () => {
    const sx = columnsSx() as Record<string, Record<string, unknown>>;
    expect(sx['& th[class*="column-"], & td[class*="column-"]']).toMatchObject({
      width: TABLE_WIDTHS.default,
    });
    expect(sx['& th.column-actions, & td.column-actions']).toMatchObject({
      width: TABLE_WIDTHS.actions,
      position: 'sticky',
      right: 0,
    });
  });

  it('sizes the named columns, written after the default so they win', () => {
    const sx = columnsSx({ status: 120 }) as Record<string, unknown>;
    const keys = Object.keys(sx);
    expect(sx['& th.column-status, & td.column-status']).toEqual({
      width: 120,
      minWidth: 120,
      maxWidth: 120,
    });
    expect(keys.indexOf('& th.column-status, & td.column-status')).toBeGreaterThan(
      keys.indexOf('& th[class*="column-"], & td[class*="column-"]'),
    );
  });
});
