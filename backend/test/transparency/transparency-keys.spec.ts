import { DataSource } from 'typeorm';
import type { AppConfig } from '../../src/config/config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { TransparencyService } from '../../src/transparency';
import { TransparencySigner } from '../../src/transparency/transparency-signer';
import { verifyNote } from './transparency-verify';
import { cloneDatabase, TestApp } from '../support/app';
import { quietLog } from '../support/transparency-fixtures';

describe('transparency keys and origin across restarts', () => {
  let databaseUrl: string;
  const first = quietLog({ TRANSPARENCY_KEY_NAME: 'notices-2026' });
  beforeAll(async () => {
    databaseUrl = await cloneDatabase();
  });

  it('a rotated key is published as new; the old one is retired and still verifies the old checkpoints', async () => {
    const a = await TestApp.start({ databaseUrl, transparency: first });
    const old = await a.app.get(TransparencyService).latestCheckpoint();
    expect(old.origin).toBe(new URL(a.url).host + '/transparency');
    await a.close();
    const b = await TestApp.start({
      databaseUrl,
      transparency: quietLog({ TRANSPARENCY_KEY_NAME: 'notices-2027' }),
    });
    try {
      await b.app.get(TransparencyService).integrate();
      const keys = (await b.http.get('/api/v1/transparency/keys')).body;
      // PUBLIC_URL changed with the port: the log keeps the origin its first checkpoint fixed.
      expect(keys.origin).toBe(old.origin);
      expect(
        keys.keys.map((k: { name: string; retiredAt: string | null }) => [k.name, k.retiredAt === null]),
      ).toEqual([
        ['notices-2026', false],
        ['notices-2027', true],
      ]);
      const [oldKey, newKey] = keys.keys;
      expect(verifyNote(old.note, oldKey.publicKey)).toBe(true);
      const latest = (await b.http.get('/api/v1/transparency/checkpoint')).text;
      expect(latest.startsWith(`${old.origin}\n`)).toBe(true);
      expect(latest).toMatch(/\n\u2014 notices-2027 /u);
      expect(verifyNote(latest, newKey.publicKey)).toBe(true);
      expect(verifyNote(latest, oldKey.publicKey)).toBe(false);
    } finally {
      await b.close();
    }
  });

  const signerOn = async (transparency: AppConfig['transparency']) => {
    const db = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
    const config = { publicUrl: 'http://localhost:3000', dataDir: '/nonexistent', transparency } as AppConfig;
    try {
      await new TransparencySigner(config, db).onModuleInit();
    } finally {
      await db.destroy();
    }
  };

  it('refuses to start with a known key name bound to another key', async () => {
    await expect(signerOn(quietLog({ TRANSPARENCY_KEY_NAME: 'notices-2026' }))).rejects.toThrow(
      /already published with another public key/,
    );
  });

  it('refuses to start with an explicit origin other than the log’s', async () => {
    await expect(
      signerOn({ ...first, origin: 'elsewhere.example/transparency', keyName: 'notices-2026' }),
    ).rejects.toThrow(/cannot change its origin/);
    await expect(signerOn({ ...first, keyName: 'notices-2026' })).resolves.toBeUndefined();
  });
});
