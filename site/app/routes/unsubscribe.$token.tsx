import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { FormMessage } from '~/components/form-field';
import { apiFor } from '~/utils/api.server';

export const meta: MetaFunction = () => [
  { title: 'Turn off notifications | Michigan Public Notices' },
  {
    name: 'description',
    content: 'Turn off e-mail notifications for a saved search on Michigan Public Notices.',
  },
  { name: 'robots', content: 'noindex' },
];

const INVALID = 'This unsubscribe link is invalid or the saved search no longer exists.';
const FAILED = 'Notifications could not be turned off. Please try again later.';

const route = '/api/v1/savedsearches/unsubscribe/{token}';
const tokenOf = (token: string | undefined) => ({ path: { token: token ?? '' } });

/** Reads the saved search behind an alert e-mail's unsubscribe link (no sign-in needed). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { data: info, response } = await apiFor(request).GET(route, { params: tokenOf(params.token) });
  if (!info)
    return data(
      { search: null, failed: response.status >= 500 },
      { status: response.status >= 500 ? 503 : 404 },
    );
  const search = { name: info.name, on: info.notificationsEnabled || info.textNotificationsEnabled };
  return { search, failed: false };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { data: done, response } = await apiFor(request).POST(route, { params: tokenOf(params.token) });
  if (!done) return { ok: false, text: response.status >= 500 ? FAILED : INVALID };
  return { ok: true, text: `Notifications for ${done.name} are off.` };
}

const ALREADY_OFF = 'Alerts for this search are already off.';

/**
 * One thing per state: an invalid link; done (after the POST); alerts on (what they are and the button,
 * with the error of a failed try above it); already off (only that, no button). A plain form: no
 * JavaScript needed.
 */
export default function UnsubscribePage() {
  const { search, failed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  let body: ReactNode;
  if (!search) body = <FormMessage tone="error">{failed ? FAILED : INVALID}</FormMessage>;
  else if (result?.ok) body = <FormMessage tone="success">{result.text}</FormMessage>;
  else if (!search.on) body = <p role="status">{ALREADY_OFF}</p>;
  else
    body = (
      <Form method="post" className="stack">
        {result ? <FormMessage tone="error">{result.text}</FormMessage> : null}
        <p>
          You get e-mail or text alerts about new notices matching your saved search{' '}
          <strong>{search.name}</strong>.
        </p>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Turning off…' : 'Turn off notifications'}
          </button>
        </div>
      </Form>
    );
  return (
    <section className="page" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">Turn off notifications</h1>
      {body}
      <p>
        <Link to="/">Back to the search page</Link>
      </p>
    </section>
  );
}
