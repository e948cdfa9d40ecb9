import type { Request } from 'express';
import { ErrorCode } from '@notices/common';
import { OAuthError } from './oauth-error';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** Sent as HTTP Basic (failures then answer with a Basic challenge). */
  basic: boolean;
}

/** RFC 6749 §2.3.1: Basic credentials are form-urlencoded before base64, so '+' is a space. */
function formDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

const field = (body: Record<string, unknown>, name: string): string | undefined => {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Reads a client-credentials token request: grant_type from the body (form or JSON), the client from
 * HTTP Basic or from client_id/client_secret body fields, never both (RFC 6749 §2.3).
 */
export function readTokenRequest(req: Request): ClientCredentials {
  const body: Record<string, unknown> =
    typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  const grantType = field(body, 'grant_type');
  if (!grantType) throw new OAuthError(ErrorCode.invalidRequest, 400, 'grant_type is required');
  if (grantType !== 'client_credentials') throw new OAuthError(ErrorCode.unsupportedGrantType, 400);

  const header = req.headers.authorization;
  const bodyId = field(body, 'client_id');
  const bodySecret = field(body, 'client_secret');
  if (header?.toLowerCase().startsWith('basic ')) {
    if (bodySecret !== undefined)
      throw new OAuthError(ErrorCode.invalidRequest, 400, 'use one client authentication method');
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const clientId = colon < 0 ? null : formDecode(decoded.slice(0, colon));
    const clientSecret = colon < 0 ? null : formDecode(decoded.slice(colon + 1));
    if (!clientId || !clientSecret) throw new OAuthError(ErrorCode.invalidClient, 401, undefined, true);
    return { clientId, clientSecret, basic: true };
  }
  if (!bodyId || !bodySecret) throw new OAuthError(ErrorCode.invalidClient, 401);
  return { clientId: bodyId, clientSecret: bodySecret, basic: false };
}
