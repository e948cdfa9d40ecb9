import { Chip } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { FirstPlusMore } from '../components/FirstPlusMore';
import { publicationName } from '../lib/publicationRules';
import { useCan } from '../components/useCan';
import type { Publication } from '../types';

type ColumnProps = { source?: string; label?: string; sortable?: boolean };

/** Name, linking to the summary when allowed, labelled when deactivated. */
export const PublicationNameField = (_props: ColumnProps) => {
  const record = useRecordContext<Publication>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const allowed = useCan();
  if (!record) return null;
  const text = publicationName(record.name, record.enabled, translate);
  if (!allowed('publications.show')) return <span>{text}</span>;
  return (
    <Link
      to={createPath({ resource: 'publications', type: 'show', id: record.id })}
      onClick={(event) => event.stopPropagation()}
    >
      {text}
    </Link>
  );
};

/** Active, or the "Deactivated" label. */
export const EnabledField = (_props: ColumnProps) => {
  const record = useRecordContext<Publication>();
  const translate = useTranslate();
  if (!record) return null;
  return record.enabled ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={translate('admin.pages.publications.enabled.true')}
    />
  ) : (
    <Chip size="small" color="warning" label={translate('admin.pages.publications.enabled.false')} />
  );
};

/** First county and a "+N" popover with the rest. */
export const AreaField = (_props: ColumnProps) => {
  const record = useRecordContext<Publication>();
  const translate = useTranslate();
  return (
    <FirstPlusMore
      items={(record?.publicationArea ?? []).map((county) => county.name)}
      label={translate('resources.publications.fields.publicationArea')}
    />
  );
};
