import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../providers/i18nProvider';
import type { AuditEntry } from '../types';
import { EntryChanges } from './AuditChanges';

const entry = (extra: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  createdAt: '2026-11-24T12:00:00.000Z',
  actorId: 1,
  actorEmail: 'admin@test.local',
  action: 'update',
  entityType: 'notice',
  entityId: 40,
  changes: {},
  ...extra,
});

const NAMES = { noticeTypeId: new Map([['9', 'Harbor hearing']]) };

const shown = (audit: AuditEntry) =>
  renderToStaticMarkup(
    <I18nContext.Provider value={i18nProvider}>
      <EntryChanges entry={audit} names={NAMES} />
    </I18nContext.Provider>,
  )
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<pre[^>]*>.*?<\/pre>/gs, '') // the raw data, for experts, is not the change list
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('AuditChanges', () => {
  it("shows a notice's changes in words: labels, dates with their state, content changed", () => {
    const text = shown(
      entry({
        changes: {
          title: { before: 'Old title', after: 'New title' },
          contentHash: { before: 'aaa', after: 'bbb' },
          dates: { before: ['2026-11-20:pending'], after: ['2026-11-20:published'] },
          status: { before: 'S', after: 'P' },
          noticeTypeId: { before: 9, after: 12 },
        },
      }),
    );
    expect(text).toContain('Field Before After');
    expect(text).toContain('Title Old title New title');
    expect(text).toContain('Content Content changed');
    expect(text).toContain('Publication dates 11/20/2026 (not published yet) 11/20/2026 (published)');
    expect(text).toContain('Status S - Scheduled P - Published');
    expect(text).toContain('Notice type Harbor hearing #12'); // a name when known, else the id
    expect(text).not.toContain('["');
    expect(text).toContain('Show raw data');
  });

  it('lists a created record’s values in one column', () => {
    const text = shown(
      entry({
        action: 'create',
        entityType: 'publication',
        changes: {
          name: { before: null, after: 'Detroit Legal News' },
          mailingAddress: { before: null, after: { locality: 'Detroit', street: '1 Main' } },
          enabled: { before: null, after: true },
        },
      }),
    );
    expect(text).toContain('Field Value');
    expect(text).not.toContain('Before');
    expect(text).toContain('Name Detroit Legal News');
    expect(text).toContain('Mailing address › City Detroit');
    expect(text).toContain('Status Active');
  });
});
