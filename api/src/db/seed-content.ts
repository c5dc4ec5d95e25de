import { ARRIVAL_LOCATIONS, OPERATING_SYSTEMS, PERSON_ROLES, SPEC_EDITION, T_SHIRT_SIZES, USER_ROLES } from '@olympiad/shared/schemas';
import { escapeMarkup } from '@olympiad/shared/text';
import type { enumerationKinds } from './schema.js';

/** The host country of the specification's edition, seeded with it. */
export const HOST_COUNTRY = SPEC_EDITION.hostCountry!;

/** Demo content of the 2025 edition: plausible, and marked as demo in its own texts; its settings are the specification's. */
export const DEMO_CONTEST = {
  year: SPEC_EDITION.year,
  name: 'International Junior Olympiad in Informatics 2025',
  shortName: 'IJOI 2025',
  startDate: new Date(SPEC_EDITION.startDate),
  endDate: new Date(SPEC_EDITION.endDate),
  venueTimeZone: SPEC_EDITION.venueTimeZone,
  hostCountryId: HOST_COUNTRY.id,
  minBirthDate: SPEC_EDITION.minBirthDate,
  materialsUrl: 'https://example.org/ijoi-2025/materials',
  contactEmail: 'contact@example.org',
  rules: [
    '<h2>Competition rules (demo text)</h2>',
    '<p>This is demonstration content: administrators replace it in the contest settings.</p>',
    '<ul><li>Two competition days, each five hours long, with separate junior and senior sessions.</li>',
    '<li>Each day has three tasks; partial scores are awarded per subtask.</li>',
    '<li>Contestants may bring no electronic devices into the competition hall.</li></ul>',
  ].join(''),
  environmentDescription: [
    '<h2>Competition environment (demo text)</h2>',
    '<p>This is demonstration content: administrators replace it in the contest settings.</p>',
    '<p>Each contestant gets a computer with Windows, Linux or macOS and C++, Python and Java compilers.</p>',
  ].join(''),
};

type Level = 'gold' | 'silver' | 'bronze';
export interface DemoCompany {
  kind: 'organizer' | 'partner' | 'patron' | 'sponsor';
  sponsorLevel?: Level;
  name: string;
  color: string;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  { kind: 'organizer', name: 'Demo Ministry of Education', color: '#1f4e79' },
  { kind: 'organizer', name: 'Demo Union of Mathematicians', color: '#2e75b6' },
  { kind: 'partner', name: 'Demo University', color: '#548235' },
  { kind: 'patron', name: 'Demo Minister of Education', color: '#7030a0' },
  { kind: 'sponsor', sponsorLevel: 'gold', name: 'Demo Gold Software', color: '#bf9000' },
  { kind: 'sponsor', sponsorLevel: 'silver', name: 'Demo Silver Systems', color: '#7f7f7f' },
  { kind: 'sponsor', sponsorLevel: 'bronze', name: 'Demo Bronze Labs', color: '#9c5700' },
];

/** A small generated logo, so the seeded pages show images without any external request. */
export function logoSvg(name: string, color: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">` +
      `<rect width="320" height="120" rx="12" fill="${color}"/>` +
      `<text x="160" y="68" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">${escapeMarkup(name)}</text>` +
      `</svg>`,
  );
}

/** The enumerations table, filled from shared's lists on the first start. */
export const ENUMERATIONS: Record<(typeof enumerationKinds)[number], readonly string[]> = {
  tShirtSize: T_SHIRT_SIZES,
  operatingSystem: OPERATING_SYSTEMS,
  arrivalLocation: ARRIVAL_LOCATIONS,
  userRole: USER_ROLES,
  personRole: PERSON_ROLES,
};
