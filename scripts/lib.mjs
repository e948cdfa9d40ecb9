// Small helpers shared by the start, build, dev and test scripts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolveRun(127));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

/** Newest modification time under the given paths, skipping outputs, dependencies and tests (no build reads them). */
const TEST_FILE = /\.(test|spec)\.tsx?$/;

export function newestMtime(paths) {
  let newest = 0;
  const skip = new Set(['node_modules', 'dist', 'build', '.cache', 'coverage']);
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (!skip.has(entry) && !TEST_FILE.test(entry)) walk(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(resolve(ROOT, p)));
  return newest;
}

export function mtime(path) {
  const full = resolve(ROOT, path);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}
