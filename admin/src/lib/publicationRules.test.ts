import { describe, expect, it } from 'vitest';
import { publicationName } from './publicationRules';

describe('publication rules', () => {
  it('mark a deactivated publication’s name', () => {
    const translate = (key: string, options?: object) => `${key}:${JSON.stringify(options)}`;
    expect(publicationName('Daily', true, translate)).toBe('Daily');
    expect(publicationName('Daily', undefined, translate)).toBe('Daily');
    expect(publicationName('Daily', false, translate)).toBe('admin.publication.deactivated:{"name":"Daily"}');
  });
});
