import { Form, Link, useNavigation } from '@remix-run/react';
import { Field, FormMessage } from './form-field';
import type { FormResult } from '~/utils/form-result';

/** The answer of the action when it belongs to this form, else nothing. */
export function resultFor(result: FormResult | undefined, intent: string): FormResult | undefined {
  return result?.intent === intent ? result : undefined;
}

/** True while this form (by its intent) is being sent. */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

interface LoginFormProps {
  result?: FormResult;
  forgetHref: string;
  registerHref: string;
  socialLogin: boolean;
}

export function LoginForm({ result, forgetHref, registerHref, socialLogin }: LoginFormProps) {
  const submitting = useSubmitting('login');
  return (
    <>
      <Form method="post" noValidate className="stack">
        <input type="hidden" name="intent" value="login" />
        {result?.formError ? <FormMessage tone="error">{result.formError}</FormMessage> : null}
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.values?.email}
          error={result?.fieldErrors?.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={result?.fieldErrors?.password}
        />
        <button type="submit" className="button button-primary button-block" disabled={submitting}>
          {submitting ? 'Signing in…' : 'Login'}
        </button>
      </Form>
      {socialLogin ? (
        // A full navigation: the API sends the browser on to the identity provider.
        <a href="/api/v1/auth/oauth/login?returnTo=/" className="button button-outline button-block">
          Sign in with single sign-on
        </a>
      ) : null}
      <p className="dialog-links">
        <Link to={forgetHref}>Forgot password?</Link>
        <Link to={registerHref}>No account yet? Register</Link>
      </p>
    </>
  );
}

interface EmailFormProps {
  intent: 'forget' | 'resend_email';
  result?: FormResult;
  email?: string;
  successText: string;
  submitLabel: string;
  intro: string;
}

/** One e-mail field and a button: the forgot-password and resend-verification forms. */
export function EmailForm({ intent, result, email, successText, submitLabel, intro }: EmailFormProps) {
  const submitting = useSubmitting(intent);
  if (result?.ok) return <FormMessage tone="success">{successText}</FormMessage>;
  return (
    <Form method="post" noValidate className="stack">
      <input type="hidden" name="intent" value={intent} />
      <p>{intro}</p>
      {result?.formError ? <FormMessage tone="error">{result.formError}</FormMessage> : null}
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.values?.email ?? email}
        error={result?.fieldErrors?.email}
      />
      <button type="submit" className="button button-primary button-block" disabled={submitting}>
        {submitting ? 'Sending…' : submitLabel}
      </button>
    </Form>
  );
}
