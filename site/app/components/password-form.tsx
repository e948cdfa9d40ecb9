import { checkPassword } from '@notices/common';
import { Form, Link } from '@remix-run/react';
import { useId, useState } from 'react';
import { useSubmitting } from './account-forms';
import { CheckboxField, Field, FormMessage } from './form-field';
import { PasswordPolicy } from './password-policy';
import type { FormResult } from '~/utils/form-result';
import { CONSENT_REQUIRED, PASSWORDS_MUST_MATCH } from '~/utils/messages';
import { useHydrated } from '~/utils/use-hydrated';

interface PasswordFormProps {
  result?: FormResult;
  /** Set-first-password asks for consent to the terms and privacy policy; reset does not. */
  withConsent: boolean;
  email?: string | null;
  submitLabel: string;
}

/** Choose a password (with the live policy display), confirm it, and for activation accept the terms. */
export function PasswordForm({ result, withConsent, email, submitLabel }: PasswordFormProps) {
  const policyId = `${useId()}-policy`;
  const hydrated = useHydrated();
  const submitting = useSubmitting('password');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const mismatch = confirmPassword !== '' && confirmPassword !== password;
  const valid = checkPassword(password).valid && password === confirmPassword && (!withConsent || consent);
  const errors = result?.fieldErrors ?? {};

  return (
    <Form method="post" noValidate className="stack">
      <input type="hidden" name="intent" value="password" />
      {email ? (
        <p>
          Account: <strong>{email}</strong>
        </p>
      ) : null}
      {/* Lets password managers store the new password under the right account. */}
      {email ? <input type="hidden" name="username" value={email} autoComplete="username" /> : null}
      {result?.formError ? <FormMessage tone="error">{result.formError}</FormMessage> : null}
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        describedBy={policyId}
        error={errors.password}
      />
      <PasswordPolicy id={policyId} password={password} />
      <Field
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        error={mismatch ? PASSWORDS_MUST_MATCH : errors.confirmPassword}
      />
      {withConsent ? (
        <CheckboxField
          name="consent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          required
          error={errors.consent ?? (consent ? null : CONSENT_REQUIRED)}
          label={
            <>
              I accept the{' '}
              <Link to="/terms" target="_blank" rel="noopener">
                terms of use<span className="visually-hidden"> (opens in a new tab)</span>
              </Link>{' '}
              and{' '}
              <Link to="/privacy" target="_blank" rel="noopener">
                privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
              </Link>
            </>
          }
        />
      ) : null}
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={(hydrated && !valid) || submitting}
      >
        {submitting ? 'Saving…' : submitLabel}
      </button>
    </Form>
  );
}
