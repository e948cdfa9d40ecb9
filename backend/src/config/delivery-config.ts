import { ConfigError, integer, url, type Env } from './env';

export interface DeliveryConfig {
  /** DELIVERY_RETRY_LIMIT: retries after the first try before a message is `failed`. */
  retryLimit: number;
  /** DELIVERY_RETRY_DELAY_SECONDS: the backoff's unit; the wait after the n-th failure is 1-2 × unit × 2^(n-1). */
  retryDelaySeconds: number;
  /** Runs the delivery workers whatever RUN_JOBS says (the tests' apps); false: they follow RUN_JOBS. */
  workers: boolean;
}

export function deliveryConfig(env: Record<string, string | undefined>): DeliveryConfig {
  return {
    retryLimit: integer(env, 'DELIVERY_RETRY_LIMIT', 10, 0, 50),
    retryDelaySeconds: integer(env, 'DELIVERY_RETRY_DELAY_SECONDS', 60, 1, 86_400),
    workers: false,
  };
}

export interface SmsConfig {
  provider: 'log' | 'twilio';
  /** Twilio's API root; tests point it at a local stub. */
  apiBase: string;
  twilio: { accountSid: string; authToken: string; from: string } | null;
}

export function smsConfig(env: Env): SmsConfig {
  const provider = env.SMS_PROVIDER || 'log';
  if (provider !== 'log' && provider !== 'twilio')
    throw new ConfigError(`SMS_PROVIDER must be log or twilio; got "${provider}"`);
  const apiBase = (url(env, 'SMS_API_BASE', ['http:', 'https:']) ?? 'https://api.twilio.com').replace(
    /\/$/,
    '',
  );
  if (provider === 'log') return { provider, apiBase, twilio: null };
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (!accountSid || !authToken || !from)
    throw new ConfigError('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  return { provider, apiBase, twilio: { accountSid, authToken, from } };
}
