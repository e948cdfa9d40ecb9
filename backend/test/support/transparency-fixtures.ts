import { createHash, generateKeyPairSync } from 'node:crypto';
import { transparencyConfig, type TransparencyConfig } from '../../src/config/config';
import type { TestApp } from './app';

/** Transparency settings for a test app: no timer (tests integrate when they choose), a key of its own. */
export function quietLog(env: Record<string, string> = {}): TransparencyConfig {
  const key = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return transparencyConfig({ TRANSPARENCY_SIGNING_KEY: key, TRANSPARENCY_INTERVAL_MS: '0', ...env });
}

export interface EntryRow {
  id: string;
  leaf_index: string | null;
  notice_id: number;
  root_id: number;
  publication_date_id: number | null;
  event: string;
  body: string;
  leaf_hash: Buffer;
}

/** The log's entries about a notice (all versions of its root), in append order. */
export function entriesOf(t: TestApp, rootId: number): Promise<EntryRow[]> {
  return t.db.query('SELECT * FROM transparency_entries WHERE root_id = $1 ORDER BY id', [rootId]);
}

export const sha256 = (...parts: Array<Buffer | string>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};
