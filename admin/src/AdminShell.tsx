import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as CrashPage,
  LoadingPage,
  localStorageStore,
  type AdminProps,
} from 'react-admin';

const store = localStorageStore();

type ShellProps = Pick<
  AdminProps,
  | 'accessDenied'
  | 'authProvider'
  | 'catchAll'
  | 'dashboard'
  | 'dataProvider'
  | 'i18nProvider'
  | 'layout'
  | 'notification'
  | 'theme'
  | 'title'
> & { children: ReactNode };

/**
 * react-admin's <Admin> without its defaults for screens we never show: <Admin> imports its login
 * form (react-hook-form and every MUI input) and the OAuth callback page even with `loginPage={false}`,
 * which is most of the first screen's weight. Sign-in happens on the public site, so neither is needed.
 * Same parts as <Admin> otherwise (AdminContext + AdminUI's CssBaseline, CoreAdminUI, notification).
 */
export const AdminShell = ({
  authProvider,
  dataProvider,
  i18nProvider,
  theme,
  notification: AppNotification,
  children,
  ...pages
}: ShellProps) => (
  <AdminContext
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    store={store}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        {...pages}
        disableTelemetry
        requireAuth
        loginPage={false}
        authCallbackPage={false}
        authenticationError={AuthenticationError}
        loading={LoadingPage}
        error={CrashPage}
      >
        {children}
      </CoreAdminUI>
      {AppNotification ? <AppNotification /> : null}
    </CssBaseline>
  </AdminContext>
);
