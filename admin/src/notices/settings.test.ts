import { describe, expect, it } from 'vitest';
import type { User } from '../types';
import { mayDisableCharging } from './settings';

/** An API user whose first link does not allow free notices and whose second one does. */
const apiUser = {
  id: 4,
  roles: 'API_USER',
  apiUserToPublications: [
    { publicationId: 7, allowFreeNotices: false },
    { publicationId: 8, allowFreeNotices: true },
  ],
} as User;

describe('mayDisableCharging', () => {
  it('decides on the publication chosen in the form, as the API does, not on the first link', () => {
    expect(mayDisableCharging(apiUser, null, 8)).toBe(true);
    expect(mayDisableCharging(apiUser, null, 7)).toBe(false);
    expect(mayDisableCharging(apiUser, 'D', null)).toBe(false);
  });
  it('never offers the switch on a published or canceled notice', () => {
    expect(mayDisableCharging(apiUser, 'P', 8)).toBe(false);
    expect(mayDisableCharging(apiUser, 'C', 8)).toBe(false);
    expect(mayDisableCharging(undefined, 'D', 8)).toBe(false);
  });
});
