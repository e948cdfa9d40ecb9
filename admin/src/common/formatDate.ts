import { formatDateTime as formatInstant, formatDay } from '@notices/common';

/** The shared §9 formatters (common/src/display-format.ts), under the names the admin used. */
export const formatDateTime = (value: string | null | undefined): string => formatInstant(value);

/** A billing period's first or last instant as its Detroit day, as the PDF and the CSV write it. */
export const formatPeriodDay = (value: string | null | undefined): string => formatDay(value);
