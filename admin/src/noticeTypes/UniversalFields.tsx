import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NoticeTypeField } from '../types';
import { UNIVERSAL_FIELDS } from './fields';

/** A read-only table of fields: the universal ones, or a type's specific ones on the summary. */
export const FieldsTable = (props: {
  title: string;
  fields: ReadonlyArray<Pick<NoticeTypeField, 'name' | 'fieldType'> & { required?: boolean }>;
  translateNames?: boolean;
}) => {
  const translate = useTranslate();
  const title = translate(props.title);
  return (
    <Box component="section" aria-label={title} sx={{ width: '100%', mt: 2 }}>
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      {props.fields.length === 0 ? (
        <Typography variant="body2">{translate('admin.pages.noticeTypes.noFields')}</Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 700 }} aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('admin.pages.noticeTypes.columns.name')}</TableCell>
              <TableCell>{translate('admin.pages.noticeTypes.columns.fieldType')}</TableCell>
              <TableCell>{translate('admin.pages.noticeTypes.columns.required')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.fields.map((field, index) => (
              <TableRow key={`${field.name}-${index}`}>
                <TableCell>
                  {props.translateNames
                    ? translate(`admin.pages.noticeTypes.universal.${field.name}`)
                    : field.name}
                </TableCell>
                <TableCell>{translate(`admin.pages.noticeTypes.fieldTypes.${field.fieldType}`)}</TableCell>
                <TableCell>
                  {translate(field.required === false ? 'ra.boolean.false' : 'ra.boolean.true')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};

/** uploadFile, noticeTitle, publication, county, datesOfPublication, content: fixed, read-only. */
export const UniversalFields = () => (
  <FieldsTable title="admin.pages.noticeTypes.sections.universal" fields={UNIVERSAL_FIELDS} translateNames />
);
