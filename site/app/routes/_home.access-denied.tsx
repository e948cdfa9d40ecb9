import type { MetaFunction } from '@remix-run/node';
import { Link, useLocation } from '@remix-run/react';
import { ErrorCode } from '@notices/common';
import { Dialog } from '~/components/dialog';
import { FormMessage } from '~/components/form-field';
import { homeHref, STAY_KEY, windowHref } from '~/utils/home-url';
import { ACCESS_DENIED_TEXTS } from '~/utils/messages';

export const meta: MetaFunction = () => [
  { title: 'Access denied | Michigan Public Notices' },
  { name: 'description', content: 'You do not have access to this page of Michigan Public Notices.' },
];

/** Access denied: `reason` picks the message, `redirect=1` sends the visitor to a fresh home page on close. */
export default function AccessDeniedWindow() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const reason = params.get('reason') ?? ErrorCode.forbidden;
  const text = ACCESS_DENIED_TEXTS[reason] ?? ACCESS_DENIED_TEXTS[ErrorCode.forbidden];
  const closeHref = params.get('redirect') === '1' ? '/' : homeHref(search);
  return (
    <Dialog title="Access denied" closeHref={closeHref}>
      <FormMessage tone="error">{text}</FormMessage>
      {reason === ErrorCode.sessionExpired ? (
        <Link
          to={windowHref('/login', search, { [STAY_KEY]: '1' })}
          className="button button-primary button-block"
        >
          Login
        </Link>
      ) : (
        <Link to={closeHref} className="button button-primary button-block">
          Close
        </Link>
      )}
    </Dialog>
  );
}
