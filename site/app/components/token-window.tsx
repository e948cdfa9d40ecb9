import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { Dialog } from './dialog';
import { FormMessage } from './form-field';
import { PasswordForm } from './password-form';
import type { FormResult } from '~/utils/form-result';
import { homeHref, windowHref } from '~/utils/home-url';
import { INVALID_LINK } from '~/utils/messages';

export interface TokenLoaderData {
  valid: boolean;
  reachable: boolean;
  email?: string | null;
}

interface TokenWindowProps {
  title: string;
  withConsent: boolean;
  submitLabel: string;
  doneText: string;
}

/** The window of an e-mailed link: invalid link, the password form, or the completion view. */
export function TokenWindow({ title, withConsent, submitLabel, doneText }: TokenWindowProps) {
  const token = useLoaderData<TokenLoaderData>();
  const result = useActionData<FormResult>();
  const { search } = useLocation();
  const closeHref = homeHref(search);

  // After success the used token no longer checks out: the completion view wins.
  if (result?.ok) {
    return (
      <Dialog title={title} closeHref={closeHref} focusKey="done">
        <FormMessage tone="success">{doneText}</FormMessage>
        <Link to={windowHref('/login', search)} className="button button-primary button-block">
          Login
        </Link>
      </Dialog>
    );
  }
  if (!token.valid) {
    return (
      <Dialog title={title} closeHref={closeHref}>
        <FormMessage tone="error">
          {token.reachable
            ? INVALID_LINK
            : 'The link could not be checked right now. Please try again later.'}
        </FormMessage>
        <Link to={closeHref} className="button button-primary button-block">
          Close
        </Link>
      </Dialog>
    );
  }
  return (
    <Dialog title={title} closeHref={closeHref} focusKey={JSON.stringify(result ?? null)}>
      <PasswordForm result={result} withConsent={withConsent} email={token.email} submitLabel={submitLabel} />
    </Dialog>
  );
}
