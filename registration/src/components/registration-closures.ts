import { windowCloses } from '@olympiad/shared';
import { venueTime } from './venue-time';

/** Why a team can no longer be added: the deadline has passed. */
export const teamsClosedReason = (endOfRegistrationDate: string) =>
  `Registration closed on ${venueTime(new Date(endOfRegistrationDate))}: teams can no longer be added.`;

/** Why guests can no longer be added, changed or deleted: the edit window has ended. */
export const guestsClosedReason = (endOfRegistrationDate: string) =>
  `The edit window closed on ${venueTime(windowCloses('guests', endOfRegistrationDate))}: guests can no longer be added, changed or deleted.`;

export const COUNTRY_HAS_TEAM_NOTE = 'Your country already has a team.';
export const COUNTRY_HAS_TEAM_REASON = 'A country registers one team: change it from List and Edit Teams.';

/** Why a delegation's stay can no longer be changed: the edit window has ended; a consent can still be withdrawn. */
export const stayClosedReason = (endOfRegistrationDate: string) =>
  `The edit window closed on ${venueTime(windowCloses('edit', endOfRegistrationDate))}: room requests, emergency contacts, diet and health can no longer be changed. A consent can still be withdrawn.`;
