import { EMPTY_ID } from '@olympiad/shared';
import { toDateTimeInput, TRAVEL_FIELDS } from '@olympiad/shared/forms';
import type { Leader, Travel } from '@olympiad/shared/schemas';

/**
 * The values of a team's people as Add Team and Edit Team hold them: the same leader and
 * contestant fields, wherever each form keeps them.
 */

/** The arrival/departure values (times, places, carriers, numbers, terminals) as the forms hold them (empty text for none). */
export type TravelInputs = Travel<string>;

/** A team's or person's stored travel as the inputs show it. */
export function travelInputs(source: Partial<Travel<string | null | undefined>>): TravelInputs {
  const texts = Object.fromEntries(TRAVEL_FIELDS.map((field) => [field, source[field] ?? ''])) as TravelInputs;
  return { ...texts, timeOfArrival: toDateTimeInput(source.timeOfArrival), timeOfDeparture: toDateTimeInput(source.timeOfDeparture) };
}

/** `values` with the travel fields under `prefix` ('personEditModel.') replaced by `travel`. */
export function withTravel<T extends object>(values: T, prefix: string, travel: TravelInputs): T {
  const path = prefix.split('.').filter(Boolean);
  const place = (node: unknown, depth: number): unknown => {
    const object = (node ?? {}) as Record<string, unknown>;
    if (depth === path.length) return { ...object, ...travel };
    return { ...object, [path[depth]!]: place(object[path[depth]!], depth + 1) };
  };
  return place(values, 0) as T;
}

interface PersonFormValues {
  fullName: string;
  tShirtSize: string;
  picture: string | null;
  picturePath?: string | null;
}

/** A leader's or deputy's create model (Add Team, Replace Leader, a new deputy): picked or typed in. */
export interface LeaderFormValues {
  leaderPersonId: string;
  leaderPerson: PersonFormValues & Partial<TravelInputs>;
  leaderEmail: string;
  leaderPhoneNumber: string;
}

/** The create model empty, or filled (and then locked) from a picked leader; the person travels with `travel`. */
export function leaderFormValues(picked?: Leader | null, travel?: TravelInputs): LeaderFormValues {
  return {
    leaderPersonId: picked?.personId ?? EMPTY_ID,
    leaderPerson: {
      fullName: picked?.person.fullName ?? '',
      tShirtSize: picked?.person.tShirtSize ?? '',
      picture: null,
      picturePath: picked?.person.picturePath ?? null,
      ...travel,
    },
    leaderEmail: picked?.email ?? '',
    leaderPhoneNumber: picked?.phoneNumber ?? '',
  };
}

/** Where a form keeps the leader's fields: the edit form and the create models name them differently. */
export interface LeaderFieldNames {
  fullName: string;
  email: string;
  phone: string;
  tShirtSize: string;
  picture: string;
}

/** editLeader's names (Edit Personal Info). */
export const EDIT_LEADER_NAMES: LeaderFieldNames = {
  fullName: 'person.fullName',
  email: 'email',
  phone: 'phoneNumber',
  tShirtSize: 'person.tShirtSize',
  picture: 'person.picture',
};

/** A create model's names, under its place in the form ('leaderCreateModel', 'deputyLeaderCreateModel'). */
export function createLeaderNames(model: string): LeaderFieldNames {
  return {
    fullName: `${model}.leaderPerson.fullName`,
    email: `${model}.leaderEmail`,
    phone: `${model}.leaderPhoneNumber`,
    tShirtSize: `${model}.leaderPerson.tShirtSize`,
    picture: `${model}.leaderPerson.picture`,
  };
}

/** A new contestant's own fields; the person travels with `travel`. */
export function newContestantFields(travel?: TravelInputs) {
  return {
    dateOfBirth: '',
    operatingSystemName: '',
    hasPersonForContact: false,
    personForContactName: '',
    personForContactPhoneNumber: '',
    contestantPerson: { fullName: '', tShirtSize: '', picture: null, picturePath: null, ...travel } as PersonFormValues &
      Partial<TravelInputs>,
  };
}

/** Where a form keeps the contestant's own fields and their person's: the edit and add payloads differ. */
export interface ContestantPrefixes {
  contestant: string;
  person: string;
}

/** editContestant's places. */
export const EDIT_CONTESTANT_PREFIXES: ContestantPrefixes = { contestant: '', person: 'personEditModel.' };

/** A new contestant's places, under theirs in the form ('' for Add Contestant, 'contestants.0.' in Add Team). */
export function newContestantPrefixes(at: string): ContestantPrefixes {
  return { contestant: `${at}contestant.`, person: `${at}contestant.contestantPerson.` };
}
