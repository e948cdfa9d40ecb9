import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OpenDataDumpView } from '~/components/open-data-dump';
import type { LogKey } from '~/utils/proof/types';
import { currentKey, LogKeyTable } from './log-keys';

const key = (name: string, createdAt: string, retiredAt: string | null): LogKey => ({
  name,
  keyId: '0a1b2c3d',
  publicKey: 'AAAA',
  verifierKey: `${name}+0a1b2c3d+AQAAAA==`,
  createdAt,
  retiredAt,
});
const keys = {
  origin: 'localhost:3000/transparency',
  keys: [
    key('old.example/log', '2025-01-01T12:00:00.000Z', '2026-06-01T12:00:00.000Z'),
    key('new.example/log', '2026-06-01T12:00:00.000Z', null),
  ],
};
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('LogKeyTable', () => {
  it('lists every key with its verifier key, the retired ones marked with their dates', () => {
    const html = text(renderToStaticMarkup(createElement(LogKeyTable, { keys })));
    expect(html).toContain(
      'old.example/log Retired old.example/log+0a1b2c3d+AQAAAA== Since 01/01/2025, retired on 06/01/2026',
    );
    expect(html).toContain('new.example/log Current new.example/log+0a1b2c3d+AQAAAA== Since 06/01/2026');
  });

  it('names the newest key still in use as the current one', () => {
    expect(currentKey(keys)?.name).toBe('new.example/log');
    expect(currentKey({ ...keys, keys: [keys.keys[0]] })).toBeNull();
    expect(currentKey(null)).toBeNull();
  });
});

describe('OpenDataDumpView', () => {
  it('shows the date, the count, each file with its size, checksum and link, and the checkpoint', () => {
    const dump = {
      date: '2026-11-23',
      generatedAt: '2026-11-23T05:00:07.000Z',
      notices: 12345,
      checkpoint: 'origin\n5\nroot\n\n— origin sig\n',
      files: [
        {
          name: 'notices.jsonl.gz',
          size: 4_200_000,
          sha256: 'ab'.repeat(32),
          url: '/api/v1/open-data/2026-11-23/notices.jsonl.gz',
        },
      ],
    };
    const html = renderToStaticMarkup(createElement(OpenDataDumpView, { dump }));
    expect(text(html)).toContain('Export of 11/23/2026');
    expect(text(html)).toContain('12,345 notices, generated 11/23/2026, 12:00 AM');
    expect(text(html)).toContain('notices.jsonl.gz 4.2 MB abababababab…');
    expect(html).toContain('href="/api/v1/open-data/2026-11-23/notices.jsonl.gz"');
    expect(html).toContain('<pre>origin\n5\nroot\n\n— origin sig\n</pre>');
  });
});
