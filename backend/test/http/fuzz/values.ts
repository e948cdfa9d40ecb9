import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** `depth` arrays around a value: `[[[…1…]]]`. */
export const nested = (depth: number, inner: unknown = 1): unknown =>
  Array.from({ length: depth }).reduce<unknown>((value) => [value], inner);

/** Any code point, lone surrogates included (fc's 'binary' unit costs seconds to set up). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code));

/** Strings that have broken parsers, databases and templates before. */
export const junkString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '+1',
    '1e308',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    'true',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '😀',
    '🏳️‍🌈',
    'Ünïcödé',
    '\u202e',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '%00',
    '../../etc/passwd',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '-000001-01-01',
    '275760-09-13',
    '9999-12-31T23:59:59.999Z',
    '2026-11-24T25:61:00Z',
    'a@b',
    'x@y.z',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: anyCodePoint, maxLength: 30 }),
  fc.constantFrom(256, 1_025, 70_000).map((n) => 'x'.repeat(n)),
  fc.constant('😀'.repeat(3_000)),
);

/** Any JSON value a schema does not expect: wrong types, edge numbers, odd strings, deep nesting. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: junkString, weight: 4 },
  {
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, -0.5, 1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 63)),
    weight: 3,
  },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constantFrom([], {}, [[]], [{}], { '': '' }, [null], ['1', 2]), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.integer({ min: 5, max: 40 }).map((depth) => nested(depth)), weight: 1 },
);

const isoDay = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Ids that exist in the suite's database (the seed makes 1–6 of most kinds), and some that do not. */
const plausibleId = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 400 }));

const address = fc.record({
  street: fc.constantFrom('120 E Lenawee St', '1 Main St'),
  optionalStreet: fc.constantFrom('', 'Suite 200'),
  locality: fc.constantFrom('Lansing', 'Detroit'),
  region: fc.constant('MI'),
  postalCode: fc.constantFrom('48933', '48226'),
  country: fc.constant('US'),
});

/** What a property's name says about its values, where the schema alone does not say enough. */
function byName(name: string): fc.Arbitrary<unknown> | null {
  const key = name.toLowerCase();
  if (key === 'address' || key.endsWith('address')) return address;
  if (key === 'datetime') return fc.integer({ min: 29_000_000, max: 30_000_000 }).map((m) => m * 60_000);
  if (key === 'date' || key === 'day' || key.endsWith('date')) return isoDay;
  if (key.includes('email')) return fc.oneof(fc.constant('ann@example.org'), fc.emailAddress());
  if (key === 'phone' || key === 'fax') return fc.constant('517-555-0100');
  if (key === 'website' || key.endsWith('url')) return fc.constant('https://news.example.org');
  if (key === 'text') return fc.constantFrom('John Doe', '');
  if (key === 'contenttype')
    return fc.constantFrom('image/png', 'application/pdf', 'text/plain', 'image/jpeg');
  if (key === 'role') return fc.constantFrom('PUBLICATION_ADMIN', 'PUBLICATION_USER');
  if (key === 'possibleroles') return fc.subarray(['PUBLICATION_ADMIN', 'PUBLICATION_USER']);
  if (key === 'size') return fc.integer({ min: 1, max: 100_000 });
  return null;
}

/** A value the schema's author would call valid-looking (not necessarily valid for the rules behind it). */
export function validLooking(schema: JsonSchema, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const hinted = schema.type !== 'boolean' ? byName(name) : null;
  if (hinted) return hinted;
  const example = schema.example === undefined ? [] : [{ weight: 3, arbitrary: fc.constant(schema.example) }];
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date' || schema.format === 'date-time') return isoDay;
      const max = Math.min(schema.maxLength ?? 40, 40);
      return fc.oneof(...example, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: max }) });
    }
    case 'number':
    case 'integer':
      return plausibleId;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.oneof(...example, {
        weight: 2,
        arbitrary: fc.array(validLooking(schema.items ?? {}, depth + 1, name), {
          minLength: 1,
          maxLength: depth > 1 ? 1 : 3,
        }),
      });
    default:
      break;
  }
  if (schema.properties && depth < 4) {
    // An optional `id` in a body must match the path where there is one: leave it out.
    const writable = Object.entries(schema.properties).filter(
      ([key, property]) => !property.readOnly && (key !== 'id' || schema.required?.includes('id')),
    );
    const required = (schema.required ?? []).filter((key) => writable.some(([name]) => name === key));
    return fc.record(
      Object.fromEntries(writable.map(([key, property]) => [key, validLooking(property, depth + 1, key)])),
      { requiredKeys: required },
    );
  }
  // An untyped or free-form value: the example or a guess.
  return fc.oneof(
    ...example,
    { weight: 1, arbitrary: plausibleId },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );
}

/** One change that makes a valid-looking body wrong somewhere inside. */
export interface Mutation {
  /** Which child to descend into at each level (taken modulo the number of children). */
  route: number[];
  kind: 'drop' | 'set' | 'replace' | 'wrap';
  key: string;
  value: unknown;
}

const extraKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'x',
  '',
  'roles',
  'status',
  'createdAt',
  'userId',
  'publicationId',
];

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  route: fc.array(fc.nat(), { maxLength: 4 }),
  kind: fc.constantFrom('drop', 'set', 'replace', 'wrap'),
  key: fc.oneof(fc.constantFrom(...extraKeys), fc.string({ maxLength: 10 })),
  value: junkValue,
});

/** Sets an own property even for `__proto__`, so JSON.stringify writes it as a key. */
function setKey(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null;

/** Applies a mutation to a copy of the value (the generated value stays as generated, for reports). */
export function applyMutation(value: unknown, change: Mutation): unknown {
  const root: { body: unknown } = { body: structuredClone(value) };
  let parent: Record<string, unknown> | unknown[] = root as Record<string, unknown>;
  let key: string = 'body';
  for (const step of change.route) {
    const child: unknown = (parent as Record<string, unknown>)[key];
    if (!isContainer(child)) break;
    const keys = Object.keys(child);
    if (keys.length === 0) break;
    parent = child;
    key = keys[step % keys.length];
  }
  const target = parent as Record<string, unknown>;
  const current = target[key];
  if (change.kind === 'replace') setKey(target, key, change.value);
  else if (change.kind === 'wrap') setKey(target, key, Array.isArray(current) ? current[0] : [current]);
  else if (isContainer(current) && !Array.isArray(current)) {
    const keys = Object.keys(current);
    if (change.kind === 'drop' && keys.length > 0) delete current[keys[change.route.length % keys.length]];
    else setKey(current, change.key, change.value);
  } else setKey(target, key, change.value);
  return root.body;
}
