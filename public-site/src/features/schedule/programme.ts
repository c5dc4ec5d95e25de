import { formatDate } from '@olympiad/shared';

export interface ScheduleDay {
  date: string;
  events: string[];
  sessions?: string[];
}

/** The fixed programme: which day of the contest (1 = start) holds what. */
const PROGRAMME: { day: number; events: string[]; sessions?: string[] }[] = [
  { day: 1, events: ['Arrival day'] },
  { day: 2, events: ['Excursion and practice'] },
  { day: 3, events: ['Competition day 1'], sessions: ['Seniors session', 'Juniors session'] },
  { day: 4, events: ['Competition day 2'], sessions: ['Seniors session', 'Juniors session'] },
  { day: 5, events: ['Results publishing', 'Award ceremony'] },
  { day: 6, events: ['Departure day'] },
];

/** The contest's calendar date as written, plus `days`; no time zone shifts the day. */
function dayOfContest(startDate: string, days: number): string {
  const start = new Date(`${startDate.slice(0, 10)}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + days);
  return formatDate(start.toISOString());
}

export function scheduleFrom(startDate: string): ScheduleDay[] {
  return PROGRAMME.map(({ day, events, sessions }) => ({ date: dayOfContest(startDate, day - 1), events, sessions }));
}
