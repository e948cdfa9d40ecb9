import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WEB_VERSION } from '@notices/common';
import { api, ok } from '../providers/api';

const UNKNOWN_VERSION = '0.0.0';

/** Footer with the web version and the API version (0.0.0 until fetched; a failure is only logged). */
export const Footer = () => {
  const translate = useTranslate();
  const [apiVersion, setApiVersion] = useState(UNKNOWN_VERSION);
  useEffect(() => {
    let active = true;
    ok(api.GET('/api/v1/utilities/version'))
      .then((answer) => active && setApiVersion(answer.version))
      .catch((error: unknown) => console.error('Could not fetch the API version', error));
    return () => {
      active = false;
    };
  }, []);
  return (
    <Box component="footer" sx={{ display: 'flex', gap: 3, justifyContent: 'flex-end', px: 2, py: 1 }}>
      <Typography variant="caption">{translate('admin.footer.web', { version: WEB_VERSION })}</Typography>
      <Typography variant="caption">{translate('admin.footer.api', { version: apiVersion })}</Typography>
    </Box>
  );
};
