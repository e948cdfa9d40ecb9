import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { ErrorCode } from '@notices/common';
import { EmailForm, LoginForm, resultFor } from '~/components/account-forms';
import { FormMessage } from '~/components/form-field';
import { Dialog } from '~/components/dialog';
import { forgotPassword, login, resendVerification } from '~/utils/auth-actions.server';
import { failure } from '~/utils/form-result';
import { homeHref, windowHref } from '~/utils/home-url';
import { socialSignInEnabled } from '~/utils/oauth.server';
import { field } from '~/utils/validation';

const MODES = ['login', 'forget', 'resend_email'] as const;
type Mode = (typeof MODES)[number];
const TITLES: Record<Mode, string> = {
  login: 'Login',
  forget: 'Forgot password',
  resend_email: 'Resend verification e-mail',
};

/**
 * Why the back office sent the visitor here (`reason`): a bookmarked or shared admin link opened signed
 * out, or a session that ended mid-work. Signing in then leads back to that page (the admin remembers it).
 */
const REASONS: Record<string, string> = {
  signin: 'Sign in to continue.',
  expired: 'Your session has ended. Sign in to continue.',
};

function readMode(search: string): Mode {
  const mode = new URLSearchParams(search).get('mode');
  return (MODES as readonly string[]).includes(mode ?? '') ? (mode as Mode) : 'login';
}

export const meta: MetaFunction = () => [
  { title: 'Login | Michigan Public Notices' },
  {
    name: 'description',
    content: 'Sign in to Michigan Public Notices to save searches and get alerts about new notices.',
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { socialLogin: await socialSignInEnabled(request) };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, 'intent');
  if (intent === 'login') return login(request, form);
  if (intent === 'forget') return forgotPassword(request, form);
  if (intent === 'resend_email') return resendVerification(request, form);
  return failure(intent, { formError: 'Unknown form' });
}

export default function LoginWindow() {
  const { socialLogin } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const mode = readMode(search);
  const reason = REASONS[new URLSearchParams(search).get('reason') ?? ''];
  const forget = resultFor(result, 'forget');
  const email = new URLSearchParams(search).get('email') ?? forget?.values?.email;
  const modeHref = (next: Mode, extra: Record<string, string> = {}) =>
    windowHref('/login', search, next === 'login' ? extra : { mode: next, ...extra });

  return (
    <Dialog
      title={TITLES[mode]}
      closeHref={homeHref(search)}
      closeOnEscape={false}
      focusKey={`${mode}:${JSON.stringify(result ?? null)}`}
    >
      {mode === 'login' && reason ? <FormMessage tone="warning">{reason}</FormMessage> : null}
      {mode === 'login' ? (
        <LoginForm
          result={resultFor(result, 'login')}
          forgetHref={modeHref('forget')}
          registerHref={windowHref('/register', search)}
          socialLogin={socialLogin}
        />
      ) : null}
      {mode === 'forget' ? (
        <>
          <EmailForm
            intent="forget"
            result={forget}
            intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
            submitLabel="Send reset link"
            successText="Check your e-mail: we sent you a link to reset your password."
          />
          {forget?.code === ErrorCode.notActive ? (
            <Link
              to={modeHref('resend_email', email ? { email } : {})}
              className="button button-outline button-block"
            >
              Resend verification e-mail
            </Link>
          ) : null}
        </>
      ) : null}
      {mode === 'resend_email' ? (
        <EmailForm
          intent="resend_email"
          result={resultFor(result, 'resend_email')}
          email={email}
          intro="Enter the e-mail address you registered with and we will send the activation link again."
          submitLabel="Resend e-mail"
          successText="Check your e-mail: we sent you a new activation link."
        />
      ) : null}
      {mode !== 'login' ? (
        <p className="dialog-links">
          <Link to={modeHref('login')}>Back to login</Link>
        </p>
      ) : null}
    </Dialog>
  );
}
