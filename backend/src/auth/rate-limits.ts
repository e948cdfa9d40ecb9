/** A fixed window: at most `points` in `seconds`, counted from the first one. */
export interface Rule {
  points: number;
  seconds: number;
}

/**
 * Failed-credential limits (OWASP ASVS 5.0 §6.3.1). Only failures count, and the
 * tight limit is per (account, IP) pair, so nobody can lock the owner out from elsewhere:
 * - pair: failures of one account from one IP; a success forgets them;
 * - ip: failures from one IP across accounts (password spraying), looser for offices behind one NAT;
 * - subject: failures of one account from all IPs; past it the account is under attack (ADR 020): until
 *   its window ends, only addresses that signed in to it successfully before (`knownAddress`) may try,
 *   each still under its pair limit; every other address answers 429. Distributed guessing then gets
 *   `subject.points` guesses per window at most, while the owner keeps signing in from their usual places.
 */
export interface FailureRules {
  name: string;
  pair: Rule;
  ip: Rule;
  subject: Rule;
  /** How long an (account, IP) pair stays known after its last successful sign-in (`points` unused: 1). */
  knownAddress: Rule;
}

const KNOWN_FOR_90_DAYS: Rule = { points: 1, seconds: 90 * 24 * 60 * 60 };

export const LOGIN_FAILURES: FailureRules = {
  name: 'login',
  pair: { points: 10, seconds: 15 * 60 },
  ip: { points: 100, seconds: 60 * 60 },
  subject: { points: 50, seconds: 60 * 60 },
  knownAddress: KNOWN_FOR_90_DAYS,
};

/** Failed client-credentials exchanges: the subject is the client id. */
export const CLIENT_FAILURES: FailureRules = {
  name: 'client',
  pair: { points: 10, seconds: 15 * 60 },
  ip: { points: 30, seconds: 15 * 60 },
  subject: { points: 50, seconds: 60 * 60 },
  knownAddress: KNOWN_FOR_90_DAYS,
};

/**
 * Requests that send mail (register, forgot password, resend verification) all count: each one mails.
 * Per (address, IP) pair, so one sender cannot spend the owner's allowance; per address from all IPs,
 * to bound what lands in one inbox; per IP, against one sender mailing many addresses.
 */
export const MAIL_REQUESTS = {
  pair: { points: 5, seconds: 30 * 60 },
  subject: { points: 20, seconds: 30 * 60 },
  ip: { points: 50, seconds: 30 * 60 },
} as const satisfies Record<string, Rule>;
