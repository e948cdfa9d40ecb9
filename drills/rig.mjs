// A drill's rig: the product built (unless SKIP_BUILD=1), a work folder, a PostgreSQL cluster of its own,
// s3rver, an SMTP catcher and two product instances sharing their secrets; all stopped at the drill's exit.
import { instance, sharedSecrets } from './instance.mjs';
import { buildProduct, cleanup, freePort, workDir } from './lib.mjs';
import { startPostgres } from './postgres.mjs';
import { startS3, startSmtp } from './services.mjs';

/** Builds what is stale unless SKIP_BUILD=1; answers the drill's work folder, removed at exit (cleanup). */
export function prepare(name, onExit) {
  if (process.env.SKIP_BUILD !== '1') buildProduct();
  const dir = workDir(name);
  onExit((failed) => cleanup(dir, failed));
  return dir;
}

/**
 * Instances `a` (which makes the demo data at its first start) and `b`, not started yet, with `env` on top of
 * the rig's (database, storage, SMTP, PUBLIC_URL on A, the shared secrets).
 */
export async function startRig(name, onExit, env = {}) {
  const dir = prepare(name, onExit);
  const pg = await startPostgres(dir);
  onExit(() => pg.stop('fast'));
  const s3 = await startS3(dir);
  onExit(() => s3.close());
  const smtp = await startSmtp();
  onExit(() => smtp.close());
  const secrets = sharedSecrets();
  const [portA, portB] = [await freePort(), await freePort()];
  const common = {
    DATABASE_URL: pg.databaseUrl,
    SMTP_URL: smtp.url,
    PUBLIC_URL: `http://127.0.0.1:${portA}`,
    ...env,
    ...s3.env,
    ...secrets,
  };
  const a = instance('a', dir, { ...common, PORT: String(portA), DEMO_DATA: 'true' });
  const b = instance('b', dir, { ...common, PORT: String(portB) });
  onExit(() => Promise.all([a.kill(), b.kill()]));
  return { dir, pg, s3, smtp, secrets, a, b };
}
