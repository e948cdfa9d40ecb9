// `npm start`: build what is stale, then run the one Node process that serves everything.
import { spawn } from 'node:child_process';
import { build } from './build.mjs';
import { ROOT } from './lib.mjs';

await build({ all: false });
const server = spawn(process.execPath, ['--enable-source-maps', 'backend/dist/main.js'], {
  cwd: ROOT,
  stdio: 'inherit',
});
// The server handles SIGINT/SIGTERM itself (stops PostgreSQL cleanly); pass them on and wait.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
