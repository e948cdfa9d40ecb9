import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { SNACKBAR_HIDE_MS } from '@notices/common';
import { PermissionDenied } from './common/PageStatus';
import { CatchAll, EditorRedirect, Landing, SummaryRedirect } from './common/Redirects';
import { Layout } from './layout/Layout';
import mailbox from './mailbox';
import { ProfilePage } from './profile/ProfilePage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { theme } from './theme';
import users from './users';

const AppNotification = () => <Notification autoHideDuration={SNACKBAR_HIDE_MS} />;

/** The back office, served at /admin/ with hash routes (#/users). */
export const App = () => (
  <Admin
    disableTelemetry
    requireAuth
    title="Administration Panel"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    dashboard={Landing}
    catchAll={CatchAll}
    accessDenied={PermissionDenied}
    loginPage={false}
    notification={AppNotification}
    theme={theme}
  >
    <Resource name="users" {...users} />
    <Resource name="mailbox" {...mailbox} />
    <CustomRoutes>
      <Route path="/dashboard" element={<Landing />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/users/:id/summary" element={<SummaryRedirect resource="users" />} />
      <Route path="/users/:id/editor" element={<EditorRedirect resource="users" />} />
    </CustomRoutes>
  </Admin>
);
