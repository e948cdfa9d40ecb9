import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct, type Product } from './product';

export interface Credentials {
  email: string;
  password: string;
}

export interface DemoProduct {
  product: Product;
  /** The generated SYSTEM_ADMIN and the demo users, as the start-up banners print them. */
  admin: Credentials;
  manager: Credentials;
  apiUser: Credentials;
  stop(): Promise<void>;
}

// eslint-disable-next-line no-control-regex -- the log may be coloured
const ANSI = /\u001b\[[0-9;]*m/g;

function banner(output: string, pattern: RegExp, what: string): RegExpExecArray {
  const match = pattern.exec(output.replace(ANSI, ''));
  if (!match) throw new Error(`the start-up log does not show ${what}:\n${output}`);
  return match;
}

/**
 * The product as `npm start` runs it on a fresh clone: demo data on, no ADMIN_EMAIL (so the
 * administrator's password is generated and printed), DATA_DIR the default `./.data` (a dot-folder,
 * here inside a throw-away folder). The accounts are read from the banners, as a new user reads them.
 */
export async function startDemoProduct(): Promise<DemoProduct> {
  const root = mkdtempSync(join(tmpdir(), 'notices-demo-'));
  const product = await startProduct({
    workDir: root, // the data goes to `<root>/.data`, as `npm start` puts it in `./.data`
    env: { DEMO_DATA: 'true', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'log' },
  });
  try {
    const log = product.output();
    const [, adminEmail, adminPassword] = banner(
      log,
      /E-mail:\s+(\S+)\s+Password:\s+(\S+)/,
      'the administrator',
    );
    const [, demoPassword] = banner(log, /Password for all of them:\s+(\S+)/, 'the demo users');
    return {
      product,
      admin: { email: adminEmail, password: adminPassword },
      manager: { email: 'editor@example.org', password: demoPassword },
      apiUser: { email: 'api@example.org', password: demoPassword },
      async stop() {
        await product.stop();
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await product.stop();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
