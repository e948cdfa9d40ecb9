import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { ROLE_LABELS, type SystemRole } from '@notices/common';
import type { AuditEntry } from '../types';
import type { ChangeLabels } from './changeList';
import { FIELD_RESOURCES } from './format';

/** Answered by translate for a key it does not know (never a real text). */
const MISSING = '\u0000';
const FILE = /^(content|public):(.+)$/;

/** Value keys (i18n prefixes) of the enumerations the snapshots hold, by field key. */
const VALUE_KEYS: Record<string, string> = {
  role: 'admin.publicationRoles',
  paymentMethod: 'admin.pages.publications.paymentMethods',
  paymentPeriod: 'admin.pages.publications.paymentPeriods',
  fieldType: 'admin.pages.noticeTypes.fieldTypes',
  gender: 'admin.gender',
};

/** Fields holding another record's id: its name when known, else "#id". */
const ID_FIELDS = new Set([
  'publicationArea',
  'publicationId',
  'noticeTypeId',
  'emergencyNoticeTypeId',
  'clonedFrom',
  'userId',
]);

/**
 * The app's words for changeList: the page's field labels first, then the history's own; `names`
 * (useRecordNames) turns ids into names.
 */
export function useChangeLabels(
  entityType: AuditEntry['entityType'],
  names: Record<string, Map<string, string>> = {},
): ChangeLabels {
  const translate = useTranslate();
  return useMemo(() => {
    const known = (key: string) => {
      const text = translate(key, { _: MISSING });
      return text === MISSING ? undefined : text;
    };
    const resource = FIELD_RESOURCES[entityType];
    const statusKey = entityType === 'notice' ? 'admin.pages.notices.status' : 'admin.status';
    return {
      field: (key) =>
        (resource ? known(`resources.${resource}.fields.${key}`) : undefined) ??
        known(`admin.pages.auditLog.fields.${key}`),
      value: (path, value) => {
        const key = path.slice(path.lastIndexOf('.') + 1);
        if (ID_FIELDS.has(key) && typeof value === 'number')
          return names[key]?.get(String(value)) ?? `#${value}`;
        if (key === 'roles' && typeof value === 'string') return ROLE_LABELS[value as SystemRole];
        if (key === 'status') return known(`${statusKey}.${String(value)}`);
        if (key === 'enabled' && entityType === 'publication')
          return known(`admin.pages.publications.enabled.${String(value)}`);
        const file = key === 'files' || key === 'file' ? FILE.exec(String(value)) : null;
        if (file) return `${file[2]} (${translate(`admin.pages.auditLog.fileKinds.${file[1]}`)})`;
        return VALUE_KEYS[key] ? known(`${VALUE_KEYS[key]}.${String(value)}`) : undefined;
      },
      yes: translate('ra.boolean.true'),
      no: translate('ra.boolean.false'),
      contentChanged: translate('admin.pages.auditLog.contentChanged'),
      dateStates: {
        published: translate('admin.pages.auditLog.dateStates.published'),
        canceled: translate('admin.pages.auditLog.dateStates.canceled'),
        pending: translate('admin.pages.auditLog.dateStates.pending'),
      },
    };
  }, [translate, entityType, names]);
}
