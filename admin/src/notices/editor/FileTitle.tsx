import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { FormFile } from '../types';

/** A file's name in FileInput previews (stored files have no preview URL). */
export const FileTitle = () => {
  const file = useRecordContext<FormFile & { id?: never }>();
  return file ? <Typography variant="body2">{file.title}</Typography> : null;
};
