import { describe, expect, it } from 'vitest';
import { publishedDates } from './notice.server';
import type { PublicNotice, PublicationDate } from './notice-types';

const date = (id: number, published: boolean, canceled: boolean) =>
  ({ id, date: `2026-01-0${id}`, published, canceled }) as PublicationDate;

describe('publishedDates', () => {
  it('keeps the published days still standing, in order', () => {
    const notice = {
      publicationDates: [
        date(1, true, false),
        date(2, false, false),
        date(3, true, true),
        date(4, true, false),
      ],
    } as PublicNotice;
    expect(publishedDates(notice).map((d) => d.id)).toEqual([1, 4]);
  });
});
