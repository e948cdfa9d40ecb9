// Browser tests drive Debian's Chromium; never a downloaded browser build. The certificate tests check
// signatures and text with poppler's pdfsig and pdftotext and the PDF structure with qpdf; the edge test
// runs the shipped HAProxy configuration in the real HAProxy. All come from Debian's apt when missing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Debian's build of Chromium's headless shell: what the browser tests drive (ADR 023). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian packages the tests need, each with the file that shows it is installed. */
const TEST_TOOLS = [
  { pkg: 'chromium', file: CHROMIUM },
  { pkg: 'chromium-headless-shell', file: HEADLESS_SHELL },
  { pkg: 'poppler-utils', file: '/usr/bin/pdfsig' },
  { pkg: 'qpdf', file: '/usr/bin/qpdf' },
  { pkg: 'haproxy', file: '/usr/sbin/haproxy' },
];

/** Runs a command with its output kept (printed when it fails, or by the caller when it is done). */
function quietly(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/**
 * Installs what is missing. Asynchronous, so `npm test` builds the product meanwhile (apt waits on the
 * network and dpkg, the build on the CPU); apt's output is printed once it is done.
 */
export async function ensureChromium() {
  const missing = TEST_TOOLS.filter((tool) => !existsSync(tool.file)).map((tool) => tool.pkg);
  if (!missing.length) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the tests: ${missing.join(', ')}. Install with:\n\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`,
    );
    process.exit(1);
  }
  console.log(`▶ installing Debian ${missing.join(', ')} for the tests (apt-get, beside the build)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const output =
    (await quietly('apt-get', ['update', '-qq'], env)) +
    (await quietly('apt-get', ['install', '-y', '-qq', ...missing], env));
  console.log(
    `\n▶ installed Debian ${missing.join(', ')}\n${output.trim().split('\n').slice(-5).join('\n')}`,
  );
}
