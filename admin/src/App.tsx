import { CustomRoutes, Notification, Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { SNACKBAR_HIDE_MS } from '@notices/common';
import { AdminShell } from './AdminShell';
import { PermissionDenied } from './components/PageStatus';
import { CatchAll, EditorRedirect, Landing, SummaryRedirect } from './components/Redirects';
import apiKeys from './apiKeys';
import auditLog from './auditLog';
import { lazyPage } from './components/lazyPage';
import billingReports from './billingReports';
import { Layout } from './layout/Layout';
import mailbox from './mailbox';
import textMessages from './textMessages';
import notices from './notices';
import noticeTypes from './noticeTypes';
import publications from './publications';
import savedSearches from './savedSearches';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { theme } from './theme';
import users from './users';

// Pages outside the resources load on first use too (see lazyPage).
const ApiKeyList = lazyPage(() => import('./apiKeys/ApiKeyList'), 'ApiKeyList');
const NoticeTypeClone = lazyPage(() => import('./noticeTypes/NoticeTypeClone'), 'NoticeTypeClone');
const ProfilePage = lazyPage(() => import('./profile/ProfilePage'), 'ProfilePage');
const SystemSettingsPage = lazyPage(
  () => import('./systemSettings/SystemSettingsPage'),
  'SystemSettingsPage',
);

const AppNotification = () => <Notification autoHideDuration={SNACKBAR_HIDE_MS} />;

/** The back office, served at /admin/ with hash routes (#/users). */
export const App = () => (
  <AdminShell
    title="Administration Panel"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    dashboard={Landing}
    catchAll={CatchAll}
    accessDenied={PermissionDenied}
    notification={AppNotification}
    theme={theme}
  >
    <Resource name="users" {...users} />
    <Resource name="publications" {...publications} />
    <Resource name="noticetypes" {...noticeTypes} />
    <Resource name="notices" {...notices} />
    <Resource name="mailbox" {...mailbox} />
    <Resource name="text_messages" {...textMessages} />
    <Resource name="audit_log" {...auditLog} />
    <Resource name="billingreports" {...billingReports} />
    <Resource name="savedsearches" {...savedSearches} />
    {/* Served at #/apikeys (the spec's route) rather than the resource's own path. */}
    <Resource name="api_keys" icon={apiKeys.icon} />
    <CustomRoutes>
      <Route path="/dashboard" element={<Landing />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/users/:id/summary" element={<SummaryRedirect resource="users" />} />
      <Route path="/users/:id/editor" element={<EditorRedirect resource="users" />} />
      <Route path="/publications/:id/summary" element={<SummaryRedirect resource="publications" />} />
      <Route path="/publications/:id/editor" element={<EditorRedirect resource="publications" />} />
      <Route path="/noticetypes/:id/summary" element={<SummaryRedirect resource="noticetypes" />} />
      <Route path="/noticetypes/:id/editor" element={<EditorRedirect resource="noticetypes" />} />
      <Route path="/notices/:id/summary" element={<SummaryRedirect resource="notices" />} />
      <Route path="/notices/:id/editor" element={<EditorRedirect resource="notices" />} />
      <Route path="/noticetypes/clone/:id" element={<NoticeTypeClone />} />
      <Route path="/savedsearches/:id/summary" element={<SummaryRedirect resource="savedsearches" />} />
      <Route path="/savedsearches/:id/editor" element={<EditorRedirect resource="savedsearches" />} />
      <Route path="/systemsettings" element={<SystemSettingsPage />} />
      <Route
        path="/apikeys"
        element={
          <ResourceContextProvider value="api_keys">
            <ApiKeyList />
          </ResourceContextProvider>
        }
      />
    </CustomRoutes>
  </AdminShell>
);
