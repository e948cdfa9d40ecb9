import { describe, expect, it } from 'vitest';
import { matchingOptions } from './option-match';

const named = (...names: string[]) => names.map((name, id) => ({ id: id + 1, name }));
const names = (list: Array<{ name: string }>) => list.map((o) => o.name);

describe('matchingOptions', () => {
  const counties = named('Alcona', 'Grand Traverse', 'Newaygo', 'Ottawa', 'Washtenaw', 'Wayne');

  it('puts names that start with the text first, then word starts, then the rest', () => {
    expect(names(matchingOptions(counties, 'way'))).toEqual(['Wayne', 'Newaygo']);
    expect(names(matchingOptions(counties, 'tra'))).toEqual(['Grand Traverse']);
    expect(names(matchingOptions(counties, 'a'))).toEqual([
      'Alcona',
      'Grand Traverse',
      'Newaygo',
      'Ottawa',
      'Washtenaw',
      'Wayne',
    ]);
    expect(names(matchingOptions(counties, 'aw'))).toEqual(['Ottawa', 'Washtenaw']);
  });

  it('ignores case and surrounding spaces, and offers everything for nothing typed', () => {
    expect(names(matchingOptions(counties, '  WAYNE '))).toEqual(['Wayne']);
    expect(matchingOptions(counties, '')).toHaveLength(6);
    expect(matchingOptions(counties, 'zz')).toEqual([]);
  });
});
