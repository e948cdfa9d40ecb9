import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** Breadcrumb (spec §2.4): a link to /{first segment} and, for deeper paths, the last segment. */
export const Breadcrumb = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const [first] = segments;
  const last = segments.length > 1 ? segments[segments.length - 1] : null;
  return (
    <Breadcrumbs aria-label={translate('admin.breadcrumb.label')} sx={{ px: 2, pt: 1 }}>
      <Link component={RouterLink} to={`/${first}`} underline="hover" color="inherit">
        {first}
      </Link>
      {last && <Typography color="text.primary">{decodeURIComponent(last)}</Typography>}
    </Breadcrumbs>
  );
};
