/**
 * Realistic Michigan legal notices from a seeded generator: shared by DEMO_DATA (a few hundred notices)
 * and the benchmark's bulk loader (bench/generate-notices.mjs, through backend/dist). No dependencies.
 */
export type Rng = () => number;

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same corpus. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

const GIVEN = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Kowalski',
  'Aaliyah',
  'Dmitri',
  'Mei',
];
const FAMILY = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Nowak',
  'Wisniewski',
  "O'Keefe",
  'VanderMeer',
];
const STREETS = [
  'Main St',
  'Michigan Ave',
  'Grand River Ave',
  'Woodward Ave',
  'Saginaw St',
  'Washington Ave',
  'Division St',
  'Kalamazoo St',
  'Cedar St',
  'Lake Dr',
  'Pine St',
  'Maple Ave',
  'Oak St',
  'Huron St',
  'Superior St',
];
const CITIES = [
  'Lansing',
  'East Lansing',
  'Detroit',
  'Grand Rapids',
  'Ann Arbor',
  'Kalamazoo',
  'Flint',
  'Saginaw',
  'Traverse City',
  'Marquette',
  'Jackson',
  'Holland',
  'Muskegon',
  'Midland',
  'Bay City',
  'Mason',
  'Okemos',
  'Charlotte',
];
const LENDERS = [
  'Lake Michigan Credit Union',
  'Huntington National Bank',
  'Mortgage Electronic Registration Systems, Inc.',
  'Flagstar Bank, N.A.',
  'Chemical Bank',
  'Independent Bank',
  'Wells Fargo Bank, N.A.',
];
const BODIES = [
  'Township Board',
  'City Council',
  'Planning Commission',
  'Zoning Board of Appeals',
  'County Board of Commissioners',
  'Village Council',
  'Board of Education',
  'Drain Commissioner',
];
const PROJECTS = [
  'asphalt resurfacing of local roads',
  'water main replacement',
  'roof replacement at the township hall',
  'snow removal services',
  'sanitary sewer lining',
  'park pavilion construction',
  'sidewalk gap program',
];
const FILLER = [
  'the',
  'property',
  'described',
  'in',
  'said',
  'county',
  'of',
  'michigan',
  'pursuant',
  'to',
  'notice',
  'hereby',
  'given',
  'that',
  'any',
  'all',
  'persons',
  'interested',
  'may',
  'appear',
  'record',
  'office',
  'court',
  'thereof',
  'public',
  'within',
  'days',
  'after',
  'date',
  'such',
  'provided',
  'section',
  'act',
  'statute',
  'parcel',
  'lot',
  'subdivision',
];

export interface GeneratedNotice {
  /** One of the demo notice types (notice-types.seed.ts). */
  typeName: string;
  title: string;
  content: string;
  /** Custom field values by field name. */
  fields: Record<string, string>;
}

export interface GenerateContext {
  county: string;
  /** Extra filler words (the benchmark's longer texts); 0 for the demo. */
  fillerWords?: number;
}

function person(rng: Rng) {
  return `${pick(rng, GIVEN)} ${pick(rng, ['A.', 'J.', 'M.', 'R.', ''])} ${pick(rng, FAMILY)}`.replace(
    '  ',
    ' ',
  );
}
function address(rng: Rng) {
  return {
    street: `${int(rng, 100, 9999)} ${pick(rng, STREETS)}`,
    locality: pick(rng, CITIES),
    postalCode: `4${int(rng, 8000, 9999)}`,
  };
}
function filler(rng: Rng, words: number) {
  const out: string[] = [];
  // Zipf-like: early words of the list far more often than late ones.
  for (let i = 0; i < words; i++) out.push(FILLER[Math.floor(FILLER.length * rng() ** 2)]);
  return out.join(' ');
}

export function generateNotice(rng: Rng, ctx: GenerateContext): GeneratedNotice {
  const kind = int(rng, 0, 6);
  const who = person(rng);
  const where = address(rng);
  const caseNo = `${int(rng, 19, 26)}-${int(rng, 100, 99999)}-${pick(rng, ['DE', 'CZ', 'NC', 'CH'])}`;
  const amount = `$${int(rng, 40, 480)},${String(int(rng, 0, 999)).padStart(3, '0')}.${String(int(rng, 0, 99)).padStart(2, '0')}`;
  const extra = ctx.fillerWords ? `\n\n${filler(rng, ctx.fillerWords)}` : '';
  const county = ctx.county;
  const notices: GeneratedNotice[] = [
    {
      typeName: 'Mortgage Foreclosure',
      title: 'Notice of Mortgage Foreclosure Sale',
      content: `THIS FIRM IS A DEBT COLLECTOR ATTEMPTING TO COLLECT A DEBT. Default has been made in the conditions of a mortgage made by ${who}, mortgagor, to ${pick(rng, LENDERS)}, mortgagee, recorded in the office of the Register of Deeds for ${county} County, Michigan. There is claimed to be due at the date hereof the sum of ${amount}.\nUnder the power of sale contained in said mortgage and the statute in such case made and provided, notice is hereby given that said mortgage will be foreclosed by a sale of the mortgaged premises, or some part of them, at public vendue at the ${county} County Circuit Court, pursuant to MCL 600.3201 et seq.\nThe premises are commonly known as ${where.street}, ${where.locality}, Michigan ${where.postalCode}. The redemption period shall be 6 months from the date of such sale unless determined abandoned in accordance with MCL 600.3241a.${extra}`,
      fields: {
        Mortgagor: who,
        'Amount due': amount,
        'Property address': JSON.stringify({ ...where, region: 'MI', country: 'US' }),
      },
    },
    {
      typeName: 'Probate / Estate',
      title: `Notice to Creditors — Estate of ${who}`,
      content: `STATE OF MICHIGAN, PROBATE COURT, COUNTY OF ${county.toUpperCase()}. File No. ${caseNo}.\nEstate of ${who}, deceased. TO ALL CREDITORS: The decedent, ${who}, who lived at ${where.street}, ${where.locality}, Michigan, died. Creditors of the decedent are notified that all claims against the estate will be forever barred unless presented to the personal representative, or to both the probate court and the personal representative, within 4 months after the date of publication of this notice.${extra}`,
      fields: { 'Decedent name': who, 'Court file number': caseNo },
    },
    {
      typeName: 'Public Hearing',
      title: `Notice of Public Hearing — ${pick(rng, BODIES)}`,
      content: `NOTICE IS HEREBY GIVEN that the ${pick(rng, BODIES)} of ${where.locality} will hold a public hearing to receive comments on the proposed ${pick(rng, ['budget', 'special assessment district', 'millage renewal', 'capital improvement plan'])}. All interested persons may attend and be heard. Written comments may be sent to the Clerk, ${where.street}, ${where.locality}, Michigan ${where.postalCode}. Individuals with disabilities requiring auxiliary aids should contact the Clerk seven days before the hearing.${extra}`,
      fields: { Location: JSON.stringify({ ...where, region: 'MI', country: 'US' }) },
    },
    {
      typeName: 'Ordinance Adoption',
      title: `Notice of Adoption of Ordinance No. ${int(rng, 1, 400)}`,
      content: `Notice is hereby given that the ${pick(rng, BODIES)} of ${where.locality}, ${county} County, adopted an ordinance amending the code of ordinances regarding ${pick(rng, ['short-term rentals', 'noise', 'fireworks', 'marihuana establishments', 'parking', 'solar energy systems'])}. The ordinance takes effect 30 days after publication. A copy may be inspected at the office of the Clerk during regular business hours.${extra}`,
      fields: { 'Ordinance number': String(int(rng, 1, 400)) },
    },
    {
      typeName: 'Invitation to Bid',
      title: `Invitation to Bid: ${pick(rng, PROJECTS)}`,
      content: `Sealed bids will be received by ${where.locality} for ${pick(rng, PROJECTS)}. Bid documents are available from the Clerk, ${where.street}. Bids will be publicly opened and read aloud. A bid bond of five percent is required. The owner reserves the right to reject any or all bids and to waive irregularities.${extra}`,
      fields: { Project: pick(rng, PROJECTS) },
    },
    {
      typeName: 'Zoning Notice',
      title: `Notice of Zoning Hearing — Rezoning Request`,
      content: `The Planning Commission of ${where.locality} will consider a request by ${who} to rezone the parcel at ${where.street} from R-1 Single Family Residential to ${pick(rng, ['C-2 General Commercial', 'R-3 Multiple Family', 'I-1 Light Industrial', 'PUD Planned Unit Development'])}, pursuant to the Michigan Zoning Enabling Act, MCL 125.3101 et seq. Owners of property within 300 feet are being notified.${extra}`,
      fields: { 'Parcel address': JSON.stringify({ ...where, region: 'MI', country: 'US' }) },
    },
    {
      typeName: 'Name Change',
      title: `Publication of Notice of Hearing on Name Change — ${who}`,
      content: `STATE OF MICHIGAN, ${county.toUpperCase()} COUNTY CIRCUIT COURT, FAMILY DIVISION. Case No. ${caseNo}. In the matter of ${who}. TAKE NOTICE: A hearing will be held on the petition of ${who} to change the name to ${pick(rng, GIVEN)} ${pick(rng, FAMILY)}, at the ${county} County Courthouse, ${where.locality}, Michigan.${extra}`,
      fields: { Petitioner: who },
    },
  ];
  return notices[kind];
}
