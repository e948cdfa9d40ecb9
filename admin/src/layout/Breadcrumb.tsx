import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { breadcrumbTrail, type Crumb } from './breadcrumbTrail';

/** Breadcrumb: the section, linked to its page, and for deeper paths the page's name. */
export const Breadcrumb = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  if (!trail) return null;
  const words = (crumb: Crumb) =>
    [crumb.key ? translate(crumb.key, crumb.args) : null, crumb.text].filter(Boolean).join(' ');
  return (
    <Breadcrumbs aria-label={translate('admin.breadcrumb.label')} sx={{ px: 2, pt: 1 }}>
      <Link component={RouterLink} to={trail.to} underline="hover" color="inherit">
        {words(trail.section)}
      </Link>
      {trail.page && <Typography color="text.primary">{words(trail.page)}</Typography>}
    </Breadcrumbs>
  );
};
