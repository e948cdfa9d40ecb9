import { Link, Typography } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal, useTranslate } from 'react-admin';
import { ProfileMenu } from './ProfileMenu';

/** Header: the title links to the public site (a full link, outside the admin). */
export const AppBar = () => {
  const translate = useTranslate();
  return (
    <RaAppBar color="primary" userMenu={<ProfileMenu />}>
      <Typography variant="h6" component="span" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
        <Link href="/" color="inherit" underline="none">
          {translate('admin.title')}
        </Link>
      </Typography>
      <TitlePortal variant="body1" />
    </RaAppBar>
  );
};
