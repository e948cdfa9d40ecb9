import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, transparencyConfig, type AppConfig, type TransparencyConfig } from '../config/config';
import { checkpointBody, keyId, rawPublicKey, signNote } from './signed-note';

/** The origin line of a signed checkpoint note. */
export const originOf = (note: string) => note.slice(0, note.indexOf('\n'));

/** `<PUBLIC_URL host[:port]>/transparency`. */
export const defaultOrigin = (publicUrl: string) => `${new URL(publicUrl).host}/transparency`;

/**
 * Signs checkpoints with the configured Ed25519 key. At start it publishes the key's public half in
 * transparency_keys (a new key name retires the previous key; old checkpoints stay verifiable with it)
 * and refuses an explicit TRANSPARENCY_ORIGIN that differs from the origin the log already has.
 */
@Injectable()
export class TransparencySigner implements OnModuleInit {
  private readonly logger = new Logger('Transparency');
  private readonly settings: TransparencyConfig;
  private readonly privateKey: KeyObject;
  readonly publicKey: Buffer;
  private origin: string;
  readonly keyName: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    this.settings = config.transparency ?? transparencyConfig({}, config.dataDir);
    this.privateKey = createPrivateKey(this.settings.signingKeyPem);
    this.publicKey = rawPublicKey(this.privateKey);
    this.origin = this.settings.origin ?? defaultOrigin(config.publicUrl);
    this.keyName = this.settings.keyName ?? this.origin;
  }

  get intervalMs(): number {
    return this.settings.intervalMs;
  }

  async onModuleInit(): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await this.adoptOrigin(m);
      await this.publishKey(m);
    });
  }

  /** The log's origin: the one its first checkpoint fixed, else the configured one. */
  async adoptOrigin(m: EntityManager): Promise<string> {
    const [first] = await m.query<Array<{ note: string }>>(
      'SELECT note FROM transparency_checkpoints ORDER BY id LIMIT 1',
    );
    const stored = first ? originOf(first.note) : null;
    if (stored && stored !== this.origin) {
      if (this.settings.origin)
        throw new Error(
          `TRANSPARENCY_ORIGIN is "${this.settings.origin}" but the log's origin is "${stored}", fixed by its first checkpoint: a log cannot change its origin`,
        );
      this.logger.warn(
        `The transparency log keeps its origin "${stored}" (PUBLIC_URL would make "${this.origin}")`,
      );
      this.origin = stored;
    }
    return this.origin;
  }

  private async publishKey(m: EntityManager): Promise<void> {
    await m.query(
      `INSERT INTO transparency_keys (name, key_id, public_key) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING`,
      [this.keyName, keyId(this.keyName, this.publicKey).toString('hex'), this.publicKey],
    );
    const [published] = await m.query<Array<{ public_key: Buffer }>>(
      'SELECT public_key FROM transparency_keys WHERE name = $1',
      [this.keyName],
    );
    if (!published.public_key.equals(this.publicKey))
      throw new Error(
        `The transparency key "${this.keyName}" is already published with another public key: a new key needs a new TRANSPARENCY_KEY_NAME`,
      );
    const retired = await m.query<Array<{ name: string }>>(
      `WITH retired AS (
         UPDATE transparency_keys SET retired_at = now() WHERE name <> $1 AND retired_at IS NULL RETURNING name
       ) SELECT name FROM retired`,
      [this.keyName],
    );
    for (const { name } of retired)
      this.logger.log(`Transparency key "${name}" retired; "${this.keyName}" signs now`);
  }

  /** A signed tlog-checkpoint note. */
  checkpoint(origin: string, treeSize: number, root: Buffer): string {
    return signNote(checkpointBody(origin, treeSize, root), this.keyName, this.privateKey);
  }
}
