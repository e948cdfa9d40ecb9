import { Algorithm, hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { checkPassword, ErrorCode } from '@notices/common';
import { AppException } from '../platform/app-exception';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordService {
  /** A hash of a random secret with today's options: what a check without an account costs. */
  private readonly dummyHash = hash(randomBytes(32).toString('base64url'), ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /**
   * Whether `password` matches; without a stored hash, a dummy one is checked and false answered, so
   * a missing account or password takes as long as a wrong password (no timing tells them apart).
   */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (!passwordHash) {
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash is a wrong password, not a server error.
      return false;
    }
  }

  /** The shared policy, then the confirmation: 400 password_policy / passwords_must_match on their fields. */
  assertNewPassword(password: string, confirmPassword: string): void {
    if (!checkPassword(password).valid) {
      throw AppException.badRequest(ErrorCode.passwordPolicy, { password: ErrorCode.passwordPolicy });
    }
    if (password !== confirmPassword) {
      throw AppException.badRequest(ErrorCode.passwordsMustMatch, {
        confirmPassword: ErrorCode.passwordsMustMatch,
      });
    }
  }
}
