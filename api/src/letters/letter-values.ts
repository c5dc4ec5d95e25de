import { dayInZone, letterDate, type LetterPlaceholder } from '@olympiad/shared/schemas';
import type { LetterRole } from '@olympiad/shared/schemas';

/** What a letter says of its person. */
export interface LetterSubject {
  passportName: string;
  role: LetterRole;
  countryName: string;
  nationality: string;
  passportNumber: string;
  dateOfBirth: string;
  stay: { from: string; to: string };
}

/** What a letter says of the contest. */
export interface LetterContest {
  name: string;
  /** ISO 8601 instants; printed as their days at the venue. */
  startDate: string;
  endDate: string;
  venueTimeZone: string;
  /** The letter settings' venue. */
  venue: string;
}

/** Every placeholder's value for one letter, its dates written as an embassy reads them (letterDate). */
export function letterValues(subject: LetterSubject, contest: LetterContest): Record<LetterPlaceholder, string> {
  return {
    name: subject.passportName,
    role: subject.role,
    country: subject.countryName,
    nationality: subject.nationality,
    passportNumber: subject.passportNumber,
    dateOfBirth: letterDate(subject.dateOfBirth),
    arrivalDate: letterDate(subject.stay.from),
    departureDate: letterDate(subject.stay.to),
    contestName: contest.name,
    contestStart: letterDate(dayInZone(contest.startDate, contest.venueTimeZone)),
    contestEnd: letterDate(dayInZone(contest.endDate, contest.venueTimeZone)),
    venue: contest.venue,
  };
}
