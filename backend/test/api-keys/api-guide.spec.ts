import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { NoticeType, NoticeTypeField } from '../../src/notice-types/notice-type.entity';
import { SchedulerService } from '../../src/scheduler/scheduler.service';
import { bearer, TestApp } from '../support/app';

const run = promisify(execFile);

/** Every ```sh block of the guide, in order. */
function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

/**
 * docs/api.md run as an API user's program would run it: the blocks in order, in one working directory,
 * each in its own bash (async, so this process keeps serving the app) with the variables earlier blocks
 * set carried over, and `--fail-with-body` making any HTTP error fail the block.
 */
describe('docs/api.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('runs every curl example of the getting-started guide against the API', async () => {
    const { user, token } = await t.userWithSession({ roles: 'API_USER' });
    const publication = await t.createPublication();
    await t.grantApiPublication(user.id, publication.id);
    const type = await t.db.getRepository(NoticeType).save({ name: 'Ordinance Adoption' });
    await t.db.getRepository(NoticeTypeField).save({
      noticeTypeId: type.id,
      name: 'Ordinance number',
      fieldType: 'text',
      required: true,
      position: 0,
    });
    const key = await t.http.post('/api/v1/auth/api_key').set(bearer(token));

    const blocks = shellBlocks(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'api.md'), 'utf8'));
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    const dir = mkdtempSync(join(tmpdir(), 'api-guide-'));
    const state = join(dir, '.state');
    const baseline = join(dir, '.baseline');
    writeFileSync(state, '');
    const env = { ...process.env, BASE: t.url, CLIENT_ID: key.body.id, CLIENT_SECRET: key.body.secret };
    let clockMoved = 0;
    try {
      for (const [i, block] of blocks.entries()) {
        if (block.includes('$BASE/api/v1/notices/$NOTICE_ID')) {
          // "Once its first date has run": two days later, after the scheduler's run.
          clockMoved = 3 * 24 * 3600_000;
          t.clock.advance(clockMoved);
          await t.app.get(SchedulerService).run();
        }
        const script = [
          'set -euo pipefail',
          `compgen -v > ${JSON.stringify(baseline)}`,
          `source ${JSON.stringify(state)}`,
          block,
          // Hand the variables this guide set on to the next block.
          `declare -p $(compgen -v | grep -E '^[A-Z][A-Z0-9_]*$' | grep -vxF -f ${JSON.stringify(baseline)}) > ${JSON.stringify(state)} 2>/dev/null || true`,
        ].join('\n');
        const result = await run('bash', ['-c', script], { cwd: dir, env }).catch(
          (error: { code?: number; stdout?: string; stderr?: string }) => error,
        );
        const failed = 'code' in result && typeof result.code === 'number' && result.code !== 0;
        expect({ block: i, failed, output: failed ? `${result.stdout}\n${result.stderr}` : '' }).toEqual({
          block: i,
          failed: false,
          output: '',
        });
      }
    } finally {
      t.clock.advance(-clockMoved);
    }

    const captured = readFileSync(state, 'utf8');
    const noticeId = Number(/NOTICE_ID="(\d+)"/.exec(captured)?.[1]);
    const [notice] = await t.db.query(
      `SELECT submission_type, status, publication_id,
              (SELECT count(*)::int FROM notice_attachments a WHERE a.notice_id = n.id AND a.status = 'ready') AS files
       FROM notices n WHERE id = $1`,
      [noticeId],
    );
    expect(notice).toEqual({ submission_type: 'api', status: 'P', publication_id: publication.id, files: 1 });
    // The last block saved the notice's signed certificate of publication.
    expect(readFileSync(join(dir, 'certificate.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
