import { describe, expect, it } from 'vitest';
import type { PublicationUserPermission } from '../types';
import { allPublicationsDeactivated } from './publicationRequirement';

const row = (publicationEnabled: boolean) =>
  ({ publicationId: 1, publicationEnabled }) as PublicationUserPermission;

describe('allPublicationsDeactivated', () => {
  it('blocks a manager whose every publication is deactivated', () => {
    expect(allPublicationsDeactivated('PUBLICATION_MANAGER', [row(false), row(false)])).toBe(true);
  });

  it('lets through one active publication, no rows, or another role', () => {
    expect(allPublicationsDeactivated('PUBLICATION_MANAGER', [row(false), row(true)])).toBe(false);
    expect(allPublicationsDeactivated('PUBLICATION_MANAGER', [])).toBe(false);
    expect(allPublicationsDeactivated('PUBLICATION_MANAGER', undefined)).toBe(false);
    expect(allPublicationsDeactivated('API_USER', [row(false)])).toBe(false);
  });
});
