// Browser tests drive Debian's Chromium; never a downloaded browser build. The certificate tests check
// signatures and text with poppler's pdfsig and pdftotext and the PDF structure with qpdf; the edge test
// runs the shipped HAProxy configuration in the real HAProxy. All come from Debian's apt when missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian packages the tests need, each with the file that shows it is installed. */
const TEST_TOOLS = [
  { pkg: 'chromium', file: CHROMIUM },
  { pkg: 'poppler-utils', file: '/usr/bin/pdfsig' },
  { pkg: 'qpdf', file: '/usr/bin/qpdf' },
  { pkg: 'haproxy', file: '/usr/sbin/haproxy' },
];

export function ensureChromium() {
  const missing = TEST_TOOLS.filter((tool) => !existsSync(tool.file)).map((tool) => tool.pkg);
  if (!missing.length) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the tests: ${missing.join(', ')}. Install with:\n\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`,
    );
    process.exit(1);
  }
  console.log(`▶ installing Debian ${missing.join(', ')} for the tests (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
