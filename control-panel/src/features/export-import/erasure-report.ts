import type { ErasureReport } from '@olympiad/shared/schemas';

type Count = Exclude<keyof ErasureReport, 'dryRun'>;

/** What each count of an erasure is, in the report's order: what goes first, what stays last. */
const LINES: readonly { count: Count; label: string }[] = [
  { count: 'peopleRemoved', label: 'People removed, whose consent does not allow keeping their name' },
  { count: 'pictures', label: "People's pictures, earlier uploads included" },
  { count: 'contactDetails', label: "Leaders' and guides' e-mails, phones and schools" },
  { count: 'datesOfBirth', label: "Contestants' dates of birth" },
  { count: 'contactPersons', label: "Contestants' contact persons" },
  { count: 'travel', label: 'Arrivals, departures and T-shirt sizes of people and teams' },
  { count: 'visaDetails', label: 'Visa details: names as in the passport, passports and nationalities' },
  { count: 'letters', label: 'Invitation letters generated' },
  { count: 'stayDetails', label: 'Room requests and emergency contacts' },
  { count: 'healthDetails', label: 'Diet and health notes with their consents' },
  { count: 'roomAllocations', label: 'Room allocations' },
  { count: 'accounts', label: 'Team registrator and guide accounts' },
  { count: 'messages', label: 'E-mails sent or queued' },
  { count: 'historyEntries', label: 'History entries about people and accounts' },
  { count: 'namesKept', label: 'People kept with only their name, roles and country' },
];

export interface ErasureLine {
  label: string;
  count: number;
}

/** The report as lines to read: each kind of data with how many records of it go (or stay). */
export const erasureLines = (report: ErasureReport): ErasureLine[] => LINES.map(({ count, label }) => ({ label, count: report[count] }));

/** The word the Administrator types to erase: a deliberate act, never a slip of Enter. */
export const ERASE_CONFIRMATION = 'ERASE';

export const isErasureConfirmed = (typed: string): boolean => typed.trim() === ERASE_CONFIRMATION;
