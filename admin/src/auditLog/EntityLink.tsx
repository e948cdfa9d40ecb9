import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../types';
import { ENTITY_RESOURCES } from './format';

/** The record an entry is about: a link to its summary while it has one. */
export const EntityLink = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  const type = translate(`admin.pages.auditLog.entityTypes.${record.entityType}`, {
    _: record.entityType,
  });
  const resource = ENTITY_RESOURCES[record.entityType];
  const text = `${type} #${record.entityId}`;
  if (!resource || record.action === 'delete') return <span>{text}</span>;
  return (
    <Link to={`/${resource}/${record.entityId}/show`} onClick={(event) => event.stopPropagation()}>
      {text}
    </Link>
  );
};
