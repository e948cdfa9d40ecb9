/** Business constants: text and phone limits, password rules, page sizes. */
export const TEXT_MAX_LENGTH = 255;
/** The public search's text (`for`): longer is refused with 400 `for`. */
export const SEARCH_TEXT_MAX_LENGTH = 1000;
export const PHONE_LENGTH = 12;
/** Phone mask 3-3-4 digits: 555-123-4567. */
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_CLASSES_REQUIRED = 3;

export const ADMIN_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const SEARCH_PAGE_SIZES = [4, 8, 16, 32, 64] as const;
export const SEARCH_DEFAULT_PAGE_SIZE = 8;

export const CONTENT_ATTACHMENTS_MAX = 1;
export const PUBLIC_ATTACHMENTS_MAX = 3;
export const BILLING_PDF_MAX_NOTICES = 10000;

export const SNACKBAR_HIDE_MS = 3000;
export const TABLE_WIDTHS = {
  default: 200,
  actions: 120,
  permissions: 350,
  savedSearchName: 350,
  savedSearchFlags: 120,
  createdAt: 160,
} as const;
export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_COLLAPSED_WIDTH = 50;

export const DATE_FORMATS = {
  visual: 'MM/DD/YYYY',
  visualWithTime: 'MM/DD/YYYY, hh:mm A',
  value: 'YYYY-MM-DD HH:mm',
} as const;

export const DEFAULT_COLORS = { secondary: '#fed54b', background: '#141d25' } as const;
export const HEX_COLOR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const DEFAULT_COUNTRY = 'US';
export const APP_STATE = 'MI';
export const APP_TIME_ZONE = 'America/Detroit';
export const WEB_VERSION = '0.37.4';
export const TOKEN_STORAGE_NAME = 'token';
export const AUTH_COOKIE_NAME = 'access_token';

/** Token lifetimes (hours). */
export const ACTIVATION_TOKEN_HOURS = 72;
export const RESET_TOKEN_HOURS = 1;
