import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLocation } from '@remix-run/react';
import { useState } from 'react';
import { TEXT_MAX_LENGTH } from '@notices/common';
import { useSubmitting } from '~/components/account-forms';
import { Dialog } from '~/components/dialog';
import { Field, FormMessage } from '~/components/form-field';
import { register } from '~/utils/auth-actions.server';
import { homeHref, windowHref } from '~/utils/home-url';
import { useHydrated } from '~/utils/use-hydrated';
import { emailError, isEmail, requiredTextError } from '~/utils/validation';

export const meta: MetaFunction = () => [
  { title: 'Register | Michigan Public Notices' },
  {
    name: 'description',
    content: 'Create a free Michigan Public Notices account to save searches and get e-mail alerts.',
  },
];

export async function action({ request }: ActionFunctionArgs) {
  return register(request, await request.formData());
}

type Name = 'email' | 'givenName' | 'familyName';
const CHECKS: Record<Name, (value: string) => string | null> = {
  email: (value) => emailError(value),
  givenName: requiredTextError,
  familyName: requiredTextError,
};

export default function RegisterWindow() {
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const submitting = useSubmitting('register');
  const [values, setValues] = useState<Record<Name, string>>({
    email: result?.values?.email ?? '',
    givenName: result?.values?.givenName ?? '',
    familyName: result?.values?.familyName ?? '',
  });
  // A field's own error shows only after it was edited; the server's errors show at once.
  const [edited, setEdited] = useState<Partial<Record<Name, boolean>>>({});
  const valid = isEmail(values.email) && values.givenName.trim() !== '' && values.familyName.trim() !== '';
  const errorOf = (name: Name) =>
    (edited[name] ? CHECKS[name](values[name]) : null) ?? result?.fieldErrors?.[name];
  const bind = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setEdited((current) => ({ ...current, [name]: true }));
    },
    error: errorOf(name),
    required: true,
  });

  return (
    <Dialog title="Register" closeHref={homeHref(search)} focusKey={JSON.stringify(result ?? null)}>
      {result?.ok ? (
        <FormMessage tone="success">Check your e-mail to activate your account.</FormMessage>
      ) : (
        <Form method="post" noValidate className="stack">
          <input type="hidden" name="intent" value="register" />
          <p>Create a free account to save searches and get alerts about new notices.</p>
          {result?.formError ? <FormMessage tone="error">{result.formError}</FormMessage> : null}
          <Field
            label="E-mail"
            type="email"
            autoComplete="email"
            maxLength={TEXT_MAX_LENGTH}
            {...bind('email')}
          />
          <Field
            label="Given name"
            autoComplete="given-name"
            maxLength={TEXT_MAX_LENGTH}
            {...bind('givenName')}
          />
          <Field
            label="Family name"
            autoComplete="family-name"
            maxLength={TEXT_MAX_LENGTH}
            {...bind('familyName')}
          />
          {/* Before JavaScript runs the server checks alone; afterwards the button waits for valid data. */}
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={(hydrated && !valid) || submitting}
          >
            {submitting ? 'Registering…' : 'Register'}
          </button>
        </Form>
      )}
      <p className="dialog-links">
        <Link to={windowHref('/login', search)}>Already registered? Login</Link>
      </p>
    </Dialog>
  );
}
