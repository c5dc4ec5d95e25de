import { dayInZone } from '@olympiad/shared/schemas';

/** The day a letter was issued, as the venue's calendar has it: printed on the letter and on its verification page. */
export const issuedOn = (generatedAt: Date, venueTimeZone: string) => dayInZone(generatedAt.toISOString(), venueTimeZone);
