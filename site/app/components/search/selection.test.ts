import { describe, expect, it } from 'vitest';
import type { NoticeCard } from '~/utils/search-types';
import { selectionFromStore, selectionToStore } from './selection';

const card = (id: number) => ({ id, title: `Notice ${id}` }) as unknown as NoticeCard;

describe('the selection kept in session storage', () => {
  it('comes back for the same search (Back from a notice page)', () => {
    const stored = selectionToStore('for=drain', [card(1), card(2)]);
    expect(selectionFromStore(stored, 'for=drain').map((c) => c.id)).toEqual([1, 2]);
  });

  it('starts empty for another search, nothing stored or an unreadable value', () => {
    const stored = selectionToStore('for=drain', [card(1)]);
    expect(selectionFromStore(stored, 'for=zoning')).toEqual([]);
    expect(selectionFromStore(null, 'for=drain')).toEqual([]);
    expect(selectionFromStore('{not json', 'for=drain')).toEqual([]);
    expect(selectionFromStore('{"identity":"for=drain","cards":"x"}', 'for=drain')).toEqual([]);
    expect(selectionFromStore('{"identity":"for=drain","cards":[{"id":"1"},null]}', 'for=drain')).toEqual([]);
  });
});
