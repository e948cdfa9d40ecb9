import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { Socket } from 'node:net';
import { Logger } from '@nestjs/common';

const logger = new Logger('EmbeddedPostgres');
/** How long an orphaned postmaster gets for a fast shutdown before it is killed. */
const ORPHAN_STOP_MS = 10_000;

/** Whether a process of this pid exists (signal 0 only asks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The postmaster's pid from the first line of `postmaster.pid`, or null when there is none. */
export function postmasterPid(clusterDir: string): number | null {
  const file = join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** True when `pid` is a PostgreSQL server running on `clusterDir` (its command line, or its cwd). */
function isPostgresOf(pid: number, clusterDir: string): boolean {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (!/(^|\/)postgres$/.test(argv[0] ?? '')) return false;
    const dir = realpathSync(clusterDir);
    const dataDir = argv[argv.indexOf('-D') + 1];
    if (argv.includes('-D') && dataDir && realpathSync(dataDir) === dir) return true;
    // PostgreSQL changes into its data directory.
    return readlinkSync(`/proc/${pid}/cwd`) === dir;
  } catch {
    return false;
  }
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * A postmaster of this cluster still running when we start is an orphan: app.lock already proved that no
 * live instance owns DATA_DIR, so the process that started it died without stopping it (SIGKILL, OOM
 * killer). It is stopped (fast shutdown, then SIGKILL) rather than adopted: a fresh start is the one path
 * that is tested every day, and it gets this process's watchdog.
 */
export async function stopOrphanedPostmaster(clusterDir: string): Promise<void> {
  const pid = postmasterPid(clusterDir);
  // No pid, a dead one, or one reused by an unrelated process: PostgreSQL's own start copes with those.
  if (!pid || !isAlive(pid) || !isPostgresOf(pid, clusterDir)) return;
  logger.warn(`An orphaned PostgreSQL (pid ${pid}) still runs on ${clusterDir}: stopping it (fast shutdown)`);
  process.kill(pid, 'SIGINT');
  if (await waitGone(pid, ORPHAN_STOP_MS)) {
    logger.log(`Orphaned PostgreSQL (pid ${pid}) stopped`);
    return;
  }
  logger.warn(`Orphaned PostgreSQL (pid ${pid}) did not stop in ${ORPHAN_STOP_MS / 1000} s: killing it`);
  process.kill(pid, 'SIGKILL');
  if (!(await waitGone(pid, 5_000))) throw new Error(`Could not stop the orphaned PostgreSQL (pid ${pid})`);
}

/**
 * A shell that outlives us to stop the postmaster `pid` once our end of its stdin closes without the word
 * `released`: the kernel closes the pipe however we die, SIGKILL included. Fast shutdown, then SIGKILL
 * after 10 s.
 */
const WATCHDOG = `
read -r word
[ "$word" = released ] && exit 0
kill -INT "$1" 2>/dev/null || exit 0
i=0
while kill -0 "$1" 2>/dev/null; do
  i=$((i + 1))
  if [ "$i" -gt 100 ]; then kill -KILL "$1" 2>/dev/null; exit 0; fi
  sleep 0.1
done
`;

/**
 * Makes the postmaster `pid` die with this process: Node has no PR_SET_PDEATHSIG, so a watchdog process
 * (in its own session, out of reach of a signal to our process group) waits on a pipe from us. Answers the
 * function that releases it at a clean stop.
 */
export function watchPostmaster(pid: number): () => void {
  const watchdog = spawn('sh', ['-c', WATCHDOG, 'notices-postgres-watchdog', String(pid)], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.on('error', (error) => logger.warn(`PostgreSQL watchdog not started: ${error.message}`));
  // Neither the watchdog nor its pipe keeps this process alive.
  watchdog.unref();
  (watchdog.stdin as Socket).unref();
  return () => {
    watchdog.stdin?.end('released\n');
  };
}
