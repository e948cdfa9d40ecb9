import { describe, expect, it } from 'vitest';
import { adminCount, canEditPublication, publicationName } from './publicationRules';

describe('publication rules', () => {
  it('count the publication admins among permission rows', () => {
    expect(adminCount([{ role: 'PUBLICATION_ADMIN' }, { role: 'PUBLICATION_USER' }, {}])).toBe(1);
    expect(adminCount(undefined)).toBe(0);
  });

  it('let nobody edit without a user', () => {
    expect(canEditPublication(undefined, 1)).toBe(false);
  });

  it('mark a deactivated publication’s name', () => {
    const translate = (key: string, options?: object) => `${key}:${JSON.stringify(options)}`;
    expect(publicationName('Daily', true, translate)).toBe('Daily');
    expect(publicationName('Daily', undefined, translate)).toBe('Daily');
    expect(publicationName('Daily', false, translate)).toBe('admin.publication.deactivated:{"name":"Daily"}');
  });
});
