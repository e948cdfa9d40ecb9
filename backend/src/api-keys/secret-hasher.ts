import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';

/**
 * Client ids, secrets and the stored form of a secret. Secrets are 256 random bits, so a fast keyed hash
 * (HMAC-SHA256) is as good as a slow password hash here and keeps the token exchange quick; the HMAC key
 * is derived from JWT_SECRET (HKDF), so a leaked database alone cannot be used to test guesses offline.
 * Rotating JWT_SECRET therefore invalidates every API key, as it already ends every session.
 */
@Injectable()
export class SecretHasher {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'notices', 'api-key-secret-hmac', 32));
  }

  /** A public, URL- and form-safe id; random so ids reveal nothing about users or order. */
  newClientId(): string {
    return `mpn_${randomBytes(12).toString('hex')}`;
  }

  /** 256 random bits, base64url (no characters that need escaping in Basic auth or a form). */
  newSecret(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(secret: string): string {
    return createHmac('sha256', this.key).update(secret, 'utf8').digest('hex');
  }

  /** Constant-time comparison of a presented secret with a stored hash. */
  matches(secret: string, storedHash: string): boolean {
    const presented = Buffer.from(this.hash(secret), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return presented.length === stored.length && timingSafeEqual(presented, stored);
  }
}
