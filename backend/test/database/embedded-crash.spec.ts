import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAlive, postmasterPid } from '../../src/database/embedded-postgres-guard';
import { freePort } from '../support/app';
import { BUILD_TIMEOUT, buildServer, MAIN, until } from '../support/child-app-fixtures';

/** A fresh embedded cluster (initdb) and every migration, on two busy cores. */
const START_TIMEOUT = 120_000;

interface Server {
  proc: ChildProcess;
  output: () => string;
}

/** The built server on `dataDir` with its embedded PostgreSQL (no DATABASE_URL); resolves once healthy. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const proc = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(
    async () => {
      if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode}):\n${output}`);
      return (await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null))?.ok === true;
    },
    START_TIMEOUT,
    'the server to answer',
    100,
  );
  return { proc, output: () => output };
}

async function kill(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGKILL');
  await exited;
}

/** The pid of the watchdog shell that guards the postmaster `pid`. */
function watchdogOf(pid: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (argv.includes('notices-postgres-watchdog') && argv.includes(String(pid))) return Number(entry);
    } catch {
      /* gone meanwhile */
    }
  }
  return null;
}

describe('the embedded PostgreSQL after a SIGKILL of the app (real process)', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'notices-crash-')), '.data');
  const clusterDir = join(dataDir, 'postgres');
  let server: Server | null = null;

  beforeAll(async () => {
    await buildServer();
    server = await startServer(dataDir);
  }, BUILD_TIMEOUT + START_TIMEOUT);

  afterAll(async () => {
    if (server) await kill(server.proc);
    const pid = postmasterPid(clusterDir);
    if (pid && isAlive(pid)) process.kill(pid, 'SIGINT');
    await until(async () => !pid || !isAlive(pid), 15_000, 'PostgreSQL to stop').catch(() => undefined);
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it(
    'stops with the app, and the next start is healthy unattended',
    async () => {
      const postgres = postmasterPid(clusterDir)!;
      expect(isAlive(postgres)).toBe(true);
      const killedAt = Date.now();
      await kill(server!.proc);
      await until(async () => !isAlive(postgres), 15_000, 'the PostgreSQL of the killed app to stop');
      const goneMs = Date.now() - killedAt;
      server = await startServer(dataDir);
      console.log(`SIGKILL → PostgreSQL gone in ${goneMs} ms → healthy again in ${Date.now() - killedAt} ms`);
    },
    START_TIMEOUT,
  );

  it(
    'stops an orphaned PostgreSQL of its DATA_DIR at start (its watchdog killed as well), and logs it',
    async () => {
      const postgres = postmasterPid(clusterDir)!;
      // As an OOM killer that takes the watchdog too, or a start before watchdogs existed.
      const watchdog = watchdogOf(postgres);
      if (watchdog) process.kill(watchdog, 'SIGKILL');
      const killedAt = Date.now();
      await kill(server!.proc);
      expect(isAlive(postgres)).toBe(true); // the orphan the next start finds
      server = await startServer(dataDir);
      expect(server.output()).toContain(`An orphaned PostgreSQL (pid ${postgres}) still runs on`);
      expect(isAlive(postgres)).toBe(false);
      console.log(
        `SIGKILL (watchdog too) → orphan stopped at start → healthy in ${Date.now() - killedAt} ms`,
      );
    },
    START_TIMEOUT,
  );
});
