// Builds the workspaces in dependency order. `--all` rebuilds everything; without it only what
// is older than its sources (what `npm start` uses so a second start is instant). Part names
// (`node scripts/build.mjs common backend`) limit it to those parts.
import { weigh } from './bundle-weight.mjs';
import { mtime, mustRun, newestMtime } from './lib.mjs';

const SHARED = ['common/src', 'common/package.json', 'tsconfig.base.json', 'package-lock.json'];
export const PARTS = [
  {
    name: 'common',
    inputs: ['common/src', 'common/tsconfig.json', 'common/tsconfig.build.json'],
    output: 'common/dist/index.js',
    args: ['run', 'build', '-w', 'common'],
  },
  {
    name: 'backend',
    inputs: [
      ...SHARED,
      'backend/src',
      'backend/tsconfig.json',
      'backend/tsconfig.build.json',
      'package.json',
    ],
    output: 'backend/dist/main.js',
    args: ['run', 'build', '-w', 'backend'],
  },
  {
    name: 'admin',
    inputs: [...SHARED, 'admin/src', 'admin/index.html', 'admin/vite.config.ts', 'admin/package.json'],
    output: 'admin/dist/index.html',
    args: ['run', 'build', '-w', 'admin'],
    weighed: true,
  },
  {
    name: 'site',
    inputs: [...SHARED, 'site/app', 'site/public', 'site/vite.config.ts', 'site/package.json'],
    output: 'site/build/server/index.js',
    args: ['run', 'build', '-w', 'site'],
    weighed: true,
  },
];

/**
 * `only` names the parts to consider (all of them when empty); `contract: false` leaves the API contract
 * to the caller (scripts/openapi.mjs, which would otherwise import itself while it is still loading).
 */
export async function build({ all, only = [], contract = true }) {
  for (const part of PARTS) {
    if (only.length && !only.includes(part.name)) continue;
    const stale = all || mtime(part.output) < newestMtime(part.inputs);
    if (!stale) continue;
    console.log(`\n▶ building ${part.name}`);
    await mustRun('npm', part.args);
    if (part.name === 'backend' && contract) await refreshContract();
    // The JS each page needs up front, against its budget (`npm run check:weight` fails above it).
    if (part.weighed) weigh(part.name);
  }
}

/** The backend's document and the shared types follow its code; common is rebuilt when they changed. */
async function refreshContract() {
  // Loaded only here: the generator and Prettier are development tools `npm start` rarely needs.
  const { TYPES_PATH, writeContract } = await import('./openapi.mjs');
  const written = await writeContract();
  if (!written.length) return;
  console.log(`\n▶ the API contract changed (${written.length} files): rebuilding common`);
  if (written.includes(TYPES_PATH)) await mustRun('npm', PARTS[0].args);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  await build({ all: process.argv.includes('--all'), only: names });
}
