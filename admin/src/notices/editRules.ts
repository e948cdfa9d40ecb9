import type { Notice } from './types';

/**
 * Edit is offered to whoever may edit notices; an archived version (one with next versions) shows it
 * disabled with the reason, since the API's `permissions.edit` is false there for that reason alone.
 */
export const mayOfferEdit = (
  mayEditNotices: boolean,
  notice: Pick<Notice, 'hasNextVersions' | 'permissions'>,
): boolean => mayEditNotices && (notice.permissions?.edit !== false || notice.hasNextVersions);

/** i18n key of why Edit is disabled, or undefined when it is not. */
export const editBlockReason = (notice: Pick<Notice, 'hasNextVersions'>): string | undefined =>
  notice.hasNextVersions ? 'admin.pages.notices.hasNextVersion' : undefined;
