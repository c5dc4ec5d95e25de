import type { Transfers, TransferDirection, TransferSlot } from '@olympiad/shared/schemas';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'yyyy-MM-dd' → 'Thursday, 28 August 2025': a calendar day at the venue, the same in every viewer's zone. */
export function dayHeading(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** A slot's wall-clock span, '10:00–10:30' (its end may be the next day's midnight, '00:00'). */
export const slotTime = ({ start, end }: Pick<TransferSlot, 'start' | 'end'>) => `${start.slice(11, 16)}–${end.slice(11, 16)}`;

/** A flight or train of a slot: 'LH 1426, terminal 2 (3)'; its number unknown when only the time was given. */
export function flightText({ carrier, flightNumber, terminal, count }: TransferSlot['flights'][number]): string {
  const name = [carrier, flightNumber].filter(Boolean).join(' ') || 'No flight or train number';
  return `${name}${terminal ? `, terminal ${terminal}` : ''} (${count})`;
}

/** A team in a slot by its name; guests by their country. */
export const groupName = ({ teamName, countryName }: Pick<TransferSlot['groups'][number], 'teamName' | 'countryName'>) =>
  teamName ?? `Guests of ${countryName}`;

const GAP_WORDS: Record<TransferDirection, Record<Transfers['incomplete'][number]['missing'][number], string>> = {
  arrival: { time: 'time of arrival', location: 'arrival location', flightNumber: 'flight or train number' },
  departure: { time: 'time of departure', location: 'departure location', flightNumber: 'flight or train number' },
};

/** What a person's travel lacks for the direction shown, in the travel form's words. */
export const missingText = (missing: Transfers['incomplete'][number]['missing'], direction: TransferDirection) =>
  missing.map((gap) => GAP_WORDS[direction][gap]).join(', ');

/** The location's heading: where, and how many people arrive (or leave) there that day. */
export const locationHeading = ({ location, count }: { location: string; count: number }) =>
  `${location} — ${count} ${count === 1 ? 'person' : 'people'}`;
