import type { Diet } from '@olympiad/shared/schemas';
import type { healthDetails, stayDetails } from '../schema.js';
import type { DemoEdition } from './build-edition.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';
import { createRandom, type Random } from './random.js';

export interface DemoStay {
  stayDetails: (typeof stayDetails.$inferInsert)[];
  healthDetails: (typeof healthDetails.$inferInsert)[];
}

/** Its own seed: the stay changes nothing of the rest of the demo edition's content. */
const SEED = 37;
const DELEGATION_ROLES = ['LEADER', 'CONTESTANT', 'GUEST'];
const RELATIONS = ['Mother', 'Father', 'Guardian', 'Aunt', 'Grandmother'] as const;
const OTHER_DIETS = ['No pork', 'Gluten-free', 'Lactose-free', 'No fish'] as const;
const ALLERGIES = ['Peanuts', 'Tree nuts', 'Shellfish', 'Eggs', 'Sesame'] as const;
const MEDICAL_NOTES = ['Asthma: carries an inhaler.', 'Type 1 diabetes: insulin before meals.', 'Migraines: ibuprofen as needed.'] as const;
/** Most people eat everything; the rest as a kitchen of this size may expect. */
const DIET_SHARES: readonly [Diet, number][] = [
  ['none', 0.7],
  ['vegetarian', 0.12],
  ['halal', 0.07],
  ['other', 0.05],
  ['vegan', 0.04],
  ['kosher', 0.02],
];

function diet(random: Random): Diet {
  let roll = random.next();
  for (const [answer, share] of DIET_SHARES) {
    if (roll < share) return answer;
    roll -= share;
  }
  return 'none';
}

const phone = (random: Random) => `+${random.int(30, 99)}${String(random.int(100_000_000, 999_999_999))}`;

/**
 * The delegations' stay in the demo edition: nearly every contestant has an emergency contact
 * (a few lack one, so Progress has something to show), some ask to share with a teammate and some
 * adults for a single room; most people answered the diet with the consent given, a few with an
 * allergy or medical notes.
 */
export function buildDemoStay(edition: DemoEdition): DemoStay {
  const random = createRandom(SEED);
  const stay: DemoStay = { stayDetails: [], healthDetails: [] };
  const teamOf = new Map([...edition.leaders, ...edition.contestants].map((member) => [member.personId, member.teamId]));
  const contestantsOf = new Map<string, string[]>();
  for (const contestant of edition.contestants) {
    contestantsOf.set(contestant.teamId, [...(contestantsOf.get(contestant.teamId) ?? []), contestant.personId]);
  }
  const delegation = edition.people.filter((person) => person.roles?.some((role) => DELEGATION_ROLES.includes(role)));
  for (const person of delegation) {
    const personId = person.id!;
    const isContestant = person.roles!.includes('CONTESTANT');
    const teammates = (contestantsOf.get(teamOf.get(personId) ?? '') ?? []).filter((id) => id !== personId);
    const shareWith = isContestant && teammates.length && random.chance(0.15) ? random.pick(teammates) : null;
    const roomRequest = shareWith ? 'share' : !isContestant && random.chance(0.08) ? 'single' : 'none';
    const contact = isContestant && random.chance(0.92);
    if (roomRequest !== 'none' || contact) {
      stay.stayDetails.push({
        personId,
        roomRequest,
        shareWithPersonId: shareWith,
        ...(contact && {
          emergencyContactName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
          emergencyContactRelation: random.pick(RELATIONS),
          emergencyContactPhone: phone(random),
        }),
      });
    }
    if (random.chance(0.85)) {
      const answer = diet(random);
      stay.healthDetails.push({
        personId,
        consentBy: 'Demo registrator',
        diet: answer,
        dietOther: answer === 'other' ? random.pick(OTHER_DIETS) : null,
        allergies: random.chance(0.08) ? random.pick(ALLERGIES) : null,
        medicalNotes: random.chance(0.03) ? random.pick(MEDICAL_NOTES) : null,
      });
    }
  }
  return stay;
}
