import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from './local-storage';

describe('LocalDiskStorage signed URLs', () => {
  let now = new Date('2026-11-22T12:00:00Z');
  const storage = new LocalDiskStorage(
    mkdtempSync(join(tmpdir(), 'storage-')),
    'http://x',
    'secret',
    () => now,
  );

  function parse(url: string) {
    const parsed = new URL(url);
    const q = Object.fromEntries(parsed.searchParams);
    return {
      request: {
        op: q.op as 'put' | 'get',
        key: parsed.pathname.replace('/api/v1/storage/', ''),
        expires: Number(q.expires),
        contentType: q.contentType,
        maxBytes: Number(q.maxBytes),
        fileName: q.fileName,
      },
      signature: q.signature,
    };
  }

  it('accepts its own URL until it expires', async () => {
    const { url } = await storage.presignUpload('notices/1/a', 'image/png', 100);
    const { request, signature } = parse(url);
    expect(storage.verify(request, signature)).toBe(true);
    now = new Date(now.getTime() + 11 * 60 * 1000);
    expect(storage.verify(request, signature)).toBe(false);
    now = new Date('2026-11-22T12:00:00Z');
  });
  it('refuses a URL whose content type or size limit was changed', async () => {
    const { url } = await storage.presignUpload('notices/1/a', 'image/png', 100);
    const { request, signature } = parse(url);
    expect(storage.verify({ ...request, contentType: 'text/html' }, signature)).toBe(false);
    expect(storage.verify({ ...request, maxBytes: 10 ** 9 }, signature)).toBe(false);
  });
  it('refuses keys that could leave its folder', () => {
    expect(() => storage.pathOf('../etc/passwd')).toThrow();
    expect(() => storage.pathOf('open-data/.hidden')).toThrow();
  });
  it('takes file names with dots (open-data dumps)', () => {
    expect(storage.pathOf('open-data/2026-11-24/notices.jsonl.gz')).toMatch(/notices\.jsonl\.gz$/);
  });
});
