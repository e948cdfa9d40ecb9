import { NOTICE_STATUSES, SUBMISSION_TYPES } from '@notices/common';

export const statusChoices = NOTICE_STATUSES.map((id) => ({ id, name: `admin.pages.notices.status.${id}` }));

export const submissionTypeChoices = SUBMISSION_TYPES.map((id) => ({
  id,
  name: `admin.pages.notices.submissionType.${id}`,
}));
