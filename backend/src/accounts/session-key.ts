import { createSecretKey, type KeyObject } from 'node:crypto';

/**
 * The HMAC key that signs and checks session tokens (HS256), made once from JWT_SECRET. Given the
 * string, jsonwebtoken first tries to read it as a PEM public key on every check, and that failed
 * attempt (an exception with its stack) cost about 0.9 ms of each signed-in request.
 */
export function sessionTokenKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}
