import type { ComponentType } from 'react';
import HomeIcon from '@mui/icons-material/Home';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import CategoryIcon from '@mui/icons-material/Category';
import ArticleIcon from '@mui/icons-material/Article';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PersonIcon from '@mui/icons-material/Person';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SettingsIcon from '@mui/icons-material/Settings';
import MailIcon from '@mui/icons-material/Mail';
import SmsIcon from '@mui/icons-material/Sms';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import type { Permission } from '@notices/common';

export interface MenuItemDefinition {
  key: string;
  /** Admin route, or an absolute path on the public site when `external`. */
  to: string;
  icon: ComponentType;
  /** null: shown to everyone signed in. */
  permission: Permission | null;
  external?: boolean;
  /** false until the screen exists; flip to true when the resource lands. */
  built: boolean;
}

/** The one menu definition; a Divider follows the third shown item. */
export const MENU_ITEMS: MenuItemDefinition[] = [
  { key: 'homepage', to: '/', icon: HomeIcon, permission: null, external: true, built: true },
  { key: 'dashboard', to: '/', icon: DashboardIcon, permission: 'dashboard.show', built: true },
  { key: 'users', to: '/users', icon: PeopleIcon, permission: 'users.index', built: true },
  {
    key: 'noticeTypes',
    to: '/noticetypes',
    icon: CategoryIcon,
    permission: 'noticeTypes.index',
    built: true,
  },
  { key: 'notices', to: '/notices', icon: ArticleIcon, permission: 'notices.index', built: true },
  {
    key: 'publications',
    to: '/publications',
    icon: NewspaperIcon,
    permission: 'publications.index',
    built: true,
  },
  { key: 'profile', to: '/profile', icon: PersonIcon, permission: 'auth.updateProfile', built: true },
  {
    key: 'createNotice',
    to: '/notices/create',
    icon: NoteAddIcon,
    permission: 'notices.create',
    built: true,
  },
  {
    key: 'savedSearches',
    to: '/savedsearches',
    icon: SavedSearchIcon,
    permission: 'savedSearches.index',
    built: true,
  },
  {
    key: 'billingReports',
    to: '/billingreports',
    icon: ReceiptIcon,
    permission: 'billingReports.index',
    built: true,
  },
  {
    key: 'systemSettings',
    to: '/systemsettings',
    icon: SettingsIcon,
    permission: 'systemSettings.show',
    built: true,
  },
  { key: 'apiKeys', to: '/apikeys', icon: KeyIcon, permission: 'apiKeys.manage', built: true },
  { key: 'mailbox', to: '/mailbox', icon: MailIcon, permission: 'mailbox.index', built: true },
  {
    key: 'textMessages',
    to: '/text_messages',
    icon: SmsIcon,
    permission: 'textMessages.index',
    built: true,
  },
  { key: 'auditLog', to: '/audit_log', icon: HistoryIcon, permission: 'auditLog.index', built: true },
];

export const DIVIDER_AFTER = 3;
