/** Entity types of the audit log → the admin resource that shows them. */
export const ENTITY_RESOURCES: Record<string, string> = {
  user: 'users',
  publication: 'publications',
  noticeType: 'noticetypes',
};

export const ENTITY_TYPES = Object.keys(ENTITY_RESOURCES);
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status'];

/** A before/after value as one line of text: empty as a dash, objects as compact JSON. */
export function formatAuditValue(value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
