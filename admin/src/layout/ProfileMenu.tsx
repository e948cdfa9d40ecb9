import PersonIcon from '@mui/icons-material/Person';
import { Box, Divider, Typography } from '@mui/material';
import { Logout, MenuItemLink, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { ROLE_LABELS } from '@notices/common';
import { useCurrentUser } from '../components/useCan';

const ProfileLink = () => {
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItemLink
      to="/profile"
      primaryText={translate('admin.profileMenu.profile')}
      leftIcon={<PersonIcon />}
      onClick={onClose}
    />
  );
};

/** Profile popover: full name, e-mail, role label, profile link, logout. */
export const ProfileMenu = () => {
  const translate = useTranslate();
  const user = useCurrentUser();
  const profile = translate('admin.profileMenu.label');
  // The button shows the user's name: its accessible name starts with it (WCAG 2.5.3, label in name).
  return (
    <UserMenu label={user ? `${user.fullName} (${profile})` : profile}>
      {user && (
        <Box sx={{ px: 2, py: 1 }} aria-label={translate('admin.profileMenu.label')}>
          <Typography variant="subtitle1">{user.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {ROLE_LABELS[user.roles]}
          </Typography>
        </Box>
      )}
      <Divider />
      <ProfileLink />
      <Logout />
    </UserMenu>
  );
};
