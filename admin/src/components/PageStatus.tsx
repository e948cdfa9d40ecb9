import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';

/** Generic page pieces: a loader, an error box with status code and message, or no access. */
export const PageLoader = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
};

export const PageError = ({ error }: { error: unknown }) => {
  const translate = useTranslate();
  const status = error instanceof HttpError ? error.status : 500;
  const message = translate(error instanceof Error ? error.message : 'errors.http.fallback');
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }}>
      {translate('admin.page.error', { status, message })}
    </Alert>
  );
};

export const PermissionDenied = () => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" sx={{ m: 2 }}>
      {translate('admin.page.permissionDenied')}
    </Alert>
  );
};

/** A record the API answers 404 for: absent, or out of the caller's reach (ADR 027). */
export const NotFoundOrDenied = () => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" role="alert" sx={{ m: 2 }}>
      {translate('admin.page.notFoundOrDenied')}
    </Alert>
  );
};

/** Shows the loader, the error or the access message, else the page. */
export const PageStatus = (props: {
  loading: boolean;
  error?: unknown;
  allowed?: boolean;
  children: ReactNode;
}) => {
  if (props.allowed === false) return <PermissionDenied />;
  if (props.loading) return <PageLoader />;
  if (props.error) return <PageError error={props.error} />;
  return <>{props.children}</>;
};
