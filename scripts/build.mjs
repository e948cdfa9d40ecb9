// Builds the workspaces in dependency order. `--all` rebuilds everything; without it only what
// is older than its sources (what `npm start` uses so a second start is instant).
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

export async function build({ all }) {
  for (const part of PARTS) {
    const stale = all || mtime(part.output) < newestMtime(part.inputs);
    if (!stale) continue;
    console.log(`\n▶ building ${part.name}`);
    await mustRun('npm', part.args);
    // The JS each page needs up front, against its budget (`npm run check:weight` fails above it).
    if (part.weighed) weigh(part.name);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build({ all: process.argv.includes('--all') });
}
