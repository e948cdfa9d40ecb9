// `npm start`: build what is stale, then run the one Node process that serves everything.
import { spawn } from 'node:child_process';
import { build } from './build.mjs';
import { ROOT } from './lib.mjs';

await build({ all: false });
// Production mode unless told otherwise: React's development build costs a quarter of each page's time
// (development, with rebuilds on change, is `npm run dev`).
const server = spawn(process.execPath, ['--enable-source-maps', 'backend/dist/main.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
// The server handles SIGINT/SIGTERM itself (stops PostgreSQL cleanly); pass them on and wait.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
