import { describe, expect, it } from 'vitest';
import { editBlockReason, mayOfferEdit } from './editRules';

const permissions = (edit: boolean) => ({ edit, delete: true, publish: true, cancel: true, addDate: true });

describe('mayOfferEdit and editBlockReason', () => {
  it('offer Edit when the API allows it, and (disabled, with the reason) on an archived version', () => {
    expect(mayOfferEdit(true, { hasNextVersions: false, permissions: permissions(true) })).toBe(true);
    expect(mayOfferEdit(true, { hasNextVersions: true, permissions: permissions(false) })).toBe(true);
    expect(editBlockReason({ hasNextVersions: true })).toBe('admin.pages.notices.hasNextVersion');
  });

  it('hide Edit when the API refuses it for another reason, or the user may not edit notices', () => {
    expect(mayOfferEdit(true, { hasNextVersions: false, permissions: permissions(false) })).toBe(false);
    expect(mayOfferEdit(false, { hasNextVersions: true, permissions: permissions(true) })).toBe(false);
    expect(editBlockReason({ hasNextVersions: false })).toBeUndefined();
  });
});
