import { describe, expect, it } from 'vitest';
import type { User } from '../../types';
import type { Notice, PublicationDate } from '../types';
import { publishBlockReason } from './NoticeShowActions';

const SETTINGS = { pastDatesEnabled: false, currentDateEnabled: false };
const FUTURE = '2099-01-05';
const PAST = '2000-01-05';

const date = (day: string, extra: Partial<PublicationDate> = {}): PublicationDate => ({
  id: 1,
  date: day,
  version: 1,
  noticeId: 1,
  published: false,
  canceled: false,
  paid: false,
  fromCurrentVersion: true,
  versionStatus: 'D',
  publishedAt: null,
  ...extra,
});

const notice = (extra: Partial<Notice> = {}) =>
  ({
    status: 'D',
    publication: { id: 3 },
    permissions: { edit: true, delete: true, publish: true, cancel: true, addDate: true },
    publicationDates: [date(FUTURE)],
    ...extra,
  }) as Notice;

const admin = { id: 1, roles: 'SYSTEM_ADMIN' } as User;
const manager = (hasPermissionToPublish: boolean) =>
  ({
    id: 2,
    roles: 'PUBLICATION_MANAGER',
    publicationUserPermissions: [
      { publicationId: 3, role: 'PUBLICATION_USER', hasPermissionToPublish, publicationEnabled: true },
    ],
  }) as User;

describe('publishBlockReason', () => {
  it('lets a draft with a future date be published', () => {
    expect(publishBlockReason(notice(), SETTINGS, admin)).toBeUndefined();
    expect(publishBlockReason(notice(), SETTINGS, manager(true))).toBeUndefined();
  });

  it('names a scheduled notice apart from other non-drafts', () => {
    expect(publishBlockReason(notice({ status: 'S' }), SETTINGS, admin)).toBe('alreadyScheduled');
    expect(publishBlockReason(notice({ status: 'P' }), SETTINGS, admin)).toBe('notDraft');
  });

  it('is "training" without the right to publish in the notice’s publication', () => {
    expect(publishBlockReason(notice(), SETTINGS, manager(false))).toBe('training');
    expect(
      publishBlockReason(
        notice({ permissions: { ...notice().permissions!, publish: false } }),
        SETTINGS,
        admin,
      ),
    ).toBe('training');
  });

  it('needs a pending date of the current version, none of them in the past', () => {
    const history = [date(FUTURE, { published: true }), date(FUTURE, { fromCurrentVersion: false })];
    expect(publishBlockReason(notice({ publicationDates: history }), SETTINGS, admin)).toBe('noDates');
    expect(publishBlockReason(notice({ publicationDates: [date(PAST)] }), SETTINGS, admin)).toBe('pastDates');
    expect(
      publishBlockReason(
        notice({ publicationDates: [date(PAST)] }),
        { ...SETTINGS, pastDatesEnabled: true },
        admin,
      ),
    ).toBeUndefined();
  });
});
