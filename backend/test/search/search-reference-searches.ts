import { addDays, DATE_RANGE_PRESETS, type DateRangePreset, type FieldType } from '@notices/common';
import { seededRng, type Rng } from '../../src/demo/notice-generator';
import type { Corpus, CorpusNotice, CorpusValue } from '../support/search-reference-corpus';

/**
 * Instants the app's clock shows during searches, chosen so the presets cross the edges dayRange must get
 * right: a Detroit day whose UTC day is already the next year, a week that starts on the day clocks spring
 * forward, a quarter's first day, the last day of a week just before clocks fall back, and a plain day.
 */
export const NOWS = [
  '2026-01-01T04:30:00Z', // Wednesday 2025-12-31, 23:30 EST
  '2026-03-08T05:30:00Z', // Sunday 2026-03-08, 00:30 EST
  '2026-04-01T16:00:00Z', // Wednesday 2026-04-01, 12:00 EDT
  '2025-11-02T03:30:00Z', // Saturday 2025-11-01, 23:30 EDT
  '2026-11-27T15:00:00Z', // Friday 2026-11-27, 10:00 EST
];

/** One search as a visitor sends it, with the clock it is sent at. */
export interface GeneratedSearch {
  shape: string;
  now: string;
  text: string | null;
  pub: number[];
  area: number[];
  type: number | null;
  dateRange: DateRangePreset | null;
  from: string | null;
  to: string | null;
  /** Values as the site sends them: text, a day, a millisecond timestamp, an address as JSON. */
  fields: Array<{ id: number; type: FieldType; value: string }>;
  page: number;
  per: number;
}

/** The search's query string, as the site writes it (arrays repeat the key). */
export function queryString(search: GeneratedSearch): string {
  const query = new URLSearchParams();
  if (search.text !== null) query.append('for', search.text);
  search.pub.forEach((id) => query.append('pub', String(id)));
  search.area.forEach((id) => query.append('area', String(id)));
  if (search.type !== null) query.append('type', String(search.type));
  if (search.dateRange) query.append('dateRange', search.dateRange);
  if (search.from) query.append('from', search.from);
  if (search.to) query.append('to', search.to);
  search.fields.forEach((field) => query.append('f', String(field.id)));
  search.fields.forEach((field) => query.append('v', field.value));
  query.append('page', String(search.page));
  query.append('per', String(search.per));
  return query.toString();
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** A notice's words as a reader would copy them: punctuation at their ends dropped. */
function wordsOf(notice: CorpusNotice): string[] {
  return `${notice.title} ${notice.content}`
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 1);
}

/** Text shapes, each from one notice (and a second one for `or` and `-word`). */
const TEXTS: Record<string, (rng: Rng, words: string[], other: string[], notice: CorpusNotice) => string> = {
  word: (rng, words) => pick(rng, words),
  name: (rng, words, _, notice) => {
    const names = notice.values.filter((v) => v.field.type === 'text' && /^[A-Z][a-z]/.test(v.text!));
    return names.length
      ? pick(rng, names)
          .text!.split(' ')
          .slice(rng() < 0.5 ? -1 : 0)
          .join(' ')
      : pick(rng, words);
  },
  pair: (rng, words) => `${pick(rng, words)} ${pick(rng, words)}`,
  phrase: (rng, words) => {
    const at = int(rng, 0, words.length - 3);
    return `"${words.slice(at, at + int(rng, 2, 3)).join(' ')}"`;
  },
  // The title's last word and the content's first stand at adjacent positions of the vector.
  'phrase across title and content': (_rng, words, _other, notice) =>
    `"${notice.title.split(' ').pop()} ${notice.content.split(' ')[0]}"`,
  'phrase or word': (rng, words, other) => {
    const at = int(rng, 0, words.length - 2);
    return `"${words.slice(at, at + 2).join(' ')}" or ${pick(rng, other)}`;
  },
  'word -phrase': (rng, words, other) => {
    const at = int(rng, 0, other.length - 2);
    return `${pick(rng, words)} -"${other.slice(at, at + 2).join(' ')}"`;
  },
  'word -word': (rng, words, other) => `${pick(rng, words)} -${pick(rng, other)}`,
  'word or word': (rng, words, other) => `${pick(rng, words)} or ${pick(rng, other)}`,
};

/** A custom-field value drawn from a stored one: part of a text, a day, an instant, some address parts. */
function fieldValue(rng: Rng, value: CorpusValue): string {
  if (value.text !== undefined) {
    const text = value.text;
    const at = int(rng, 0, Math.max(0, text.length - 4));
    const part = pick(rng, [text, pick(rng, text.split(' ')), text.slice(at, at + int(rng, 3, 8))]);
    const cased = rng() < 0.3 ? part.toUpperCase() : part;
    // LIKE's wildcards must be taken literally: "Smi_h" finds no Smith.
    const sent = rng() < 0.1 ? `${cased.slice(0, 2)}${pick(rng, ['_', '%'])}${cased.slice(3)}` : cased;
    // The site trims what it sends.
    return sent.trim() || text;
  }
  if (value.date !== undefined) return value.date;
  if (value.dateTime !== undefined) {
    // A millisecond timestamp near the stored instant (as the site sends), or the instant's UTC day.
    const instant = Date.parse(value.dateTime);
    return rng() < 0.5 ? String(instant + int(rng, -6, 6) * 3_600_000) : value.dateTime.slice(0, 10);
  }
  const parts = Object.entries(value.address!).filter(([, part]) => part);
  const chosen = parts.filter(() => rng() < 0.4);
  const address = Object.fromEntries(chosen.length ? chosen : [pick(rng, parts)]);
  if (address.street && rng() < 0.5) address.street = address.street.split(' ').slice(1).join(' ');
  return JSON.stringify(address);
}

/**
 * `count` seeded searches drawn from the corpus: a notice's words (one, a pair, a phrase, minus or or
 * another notice's word), a name, a custom-field value or no text at all, each with filters by chance
 * (a preset, from/to, counties, publications, the type), on page 1-3 of 8 or 20.
 */
export function generateSearches(corpus: Corpus, seed: number, count: number): GeneratedSearch[] {
  const rng = seededRng(seed);
  const counties = [...new Set(corpus.publications.flatMap((p) => p.countyIds))];
  const shapes = [...Object.keys(TEXTS), 'field', 'text and field', 'no text'];
  return Array.from({ length: count }, (_, i): GeneratedSearch => {
    const notice = pick(rng, corpus.notices);
    const other = wordsOf(pick(rng, corpus.notices));
    const shape = shapes[i % shapes.length];
    const textShape = shape === 'text and field' ? pick(rng, Object.keys(TEXTS)) : shape;
    const text = TEXTS[textShape]?.(rng, wordsOf(notice), other, notice) ?? null;
    const values = shape.includes('field') ? notice.values.filter(() => rng() < 0.6) : [];
    if (shape.includes('field') && !values.length) values.push(pick(rng, notice.values));
    const publication = corpus.publications.find((p) => p.id === notice.publicationId)!;
    // A county or the publication of the notice, or two of any (the notice's among them for publications).
    const area = () =>
      rng() < 0.7 ? [pick(rng, publication.countyIds)] : [pick(rng, counties), pick(rng, counties)];
    const pub = () => (rng() < 0.7 ? [publication.id] : [pick(rng, corpus.publications).id, publication.id]);
    // Now and then from and to (or one of them), alone or within a preset: a day must lie in both.
    const bounds = rng() < 0.12 ? pick(rng, ['from', 'to', 'both', 'both']) : null;
    const day = addDays('2024-01-01', int(rng, 0, 3 * 366));
    return {
      shape,
      now: pick(rng, NOWS),
      text,
      fields: values.map((value) => ({
        id: value.field.id,
        type: value.field.type,
        value: fieldValue(rng, value),
      })),
      dateRange: rng() < 0.45 ? pick(rng, DATE_RANGE_PRESETS) : null,
      from: bounds === 'from' || bounds === 'both' ? day : null,
      to: bounds === 'to' || bounds === 'both' ? addDays(day, int(rng, 0, 120)) : null,
      area: rng() < 0.25 ? area() : [],
      pub: rng() < 0.2 ? pub() : [],
      type: rng() < 0.2 ? notice.typeId : null,
      page: pick(rng, [1, 1, 1, 2, 2, 3]),
      per: pick(rng, [8, 20]),
    };
  });
}
