// `npm run dev`: rebuild every workspace on change and restart the server when the API changes.
import { spawn } from 'node:child_process';
import { build } from './build.mjs';
import { ROOT } from './lib.mjs';

await build({ all: false });
const watchers = [
  ['npx', ['tsc', '-p', 'common/tsconfig.build.json', '--watch', '--preserveWatchOutput']],
  ['npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']],
  ['npm', ['run', 'dev', '-w', 'admin']],
  ['npm', ['run', 'dev', '-w', 'site']],
  [
    process.execPath,
    [
      '--watch-path=backend/dist',
      '--watch-path=site/build/server',
      '--enable-source-maps',
      'backend/dist/main.js',
    ],
  ],
];
const env = { ...process.env, NODE_ENV: 'development' };
const children = watchers.map(([command, args]) =>
  spawn(command, args, { cwd: ROOT, stdio: 'inherit', env }),
);
const stop = (signal) => {
  children.forEach((child) => child.kill(signal));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
