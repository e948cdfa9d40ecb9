import type { CorsOptions, CustomOrigin } from '@nestjs/common/interfaces/external/cors-options.interface';

/**
 * Cross-origin access to the API. Our own apps are same-origin, so by default no other origin gets
 * CORS headers at all (a signed-in user's cookie must not be usable by another site's script).
 * Only the exact origins in CORS_ORIGINS may call with credentials; `null` never matches.
 * A refused origin gets no CORS header whatsoever (an array would still send Allow-Credentials).
 */
export function corsOptions(allowedOrigins: readonly string[]): CorsOptions {
  const allowed = new Set(allowedOrigins);
  const origin: CustomOrigin = (requestOrigin, answer) =>
    answer(null, requestOrigin !== undefined && allowed.has(requestOrigin));
  return {
    origin,
    credentials: true,
    exposedHeaders: ['access_token'],
  };
}
