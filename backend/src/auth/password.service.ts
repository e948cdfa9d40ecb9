import { Algorithm, hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';
import { checkPassword, ErrorCode } from '@notices/common';
import { AppException } from '../common/app-exception';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordService {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (!passwordHash) return false;
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
