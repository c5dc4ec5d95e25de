import type { z } from 'zod';
import type { Call } from './call.js';
import { BACKUP_CALLS } from './backup.js';
import { BADGE_CALLS } from './badge.js';
import { CONTEST_CALLS } from './contest.js';
import { COUNTRY_CALLS } from './country.js';
import { GUIDE_CALLS } from './guide.js';
import { HISTORY_CALLS } from './history.js';
import { IDENTITY_CALLS } from './identity.js';
import { LETTER_CALLS } from './letter.js';
import { MESSAGE_CALLS } from './message.js';
import { OPERATION_CALLS } from './operations.js';
import { PERSON_CALLS } from './person.js';
import { PROGRESS_CALLS } from './progress.js';
import { STAY_CALLS } from './stay.js';
import { TEAM_CALLS } from './team.js';

export { UPLOAD_TYPE, type Call, type Method } from './call.js';
export { pathOf, urlOf, type PathParams } from './url.js';
export { ORGANISER_ROLES, type OwnedAt, type OwnedKind, type Policy, type RequestPath } from './policy.js';

/** Every call of the API, by its name in the domain's words. */
export const CONTRACT = {
  ...OPERATION_CALLS,
  ...IDENTITY_CALLS,
  ...CONTEST_CALLS,
  ...COUNTRY_CALLS,
  ...TEAM_CALLS,
  ...PERSON_CALLS,
  ...GUIDE_CALLS,
  ...BADGE_CALLS,
  ...BACKUP_CALLS,
  ...PROGRESS_CALLS,
  ...HISTORY_CALLS,
  ...MESSAGE_CALLS,
  ...LETTER_CALLS,
  ...STAY_CALLS,
};

export type Contract = typeof CONTRACT;
export type ContractKey = keyof Contract;

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.core.$ZodType ? z.input<S> : undefined;

/** What a call's handler receives once validated. */
export type ParamsOf<K extends ContractKey> = Output<Contract[K] extends { params: infer S } ? S : undefined>;
export type QueryOf<K extends ContractKey> = Output<Contract[K] extends { query: infer S } ? S : undefined>;
export type BodyOf<K extends ContractKey> = Output<Contract[K] extends { body: infer S } ? S : undefined>;
/** What a client sends as the body. */
export type BodyInputOf<K extends ContractKey> = Input<Contract[K] extends { body: infer S } ? S : undefined>;
/** A success's JSON answer. */
export type ResponseOf<K extends ContractKey> = Output<Contract[K] extends { response: infer S } ? S : undefined>;

export const CONTRACT_KEYS = Object.keys(CONTRACT) as ContractKey[];

/** The call's entry, seen as a Call (for code that walks every call). */
export const callOf = (key: ContractKey): Call => CONTRACT[key];

/**
 * Each call's method and path by its key, without its schemas: the table the apps' builds give
 * the pages (shared/src/mf/webpack-config.mjs, read by shared/src/api/call-paths.ts).
 */
export function callPathsOf(contract: Record<string, Call>): Record<string, Pick<Call, 'method' | 'path'>> {
  return Object.fromEntries(Object.entries(contract).map(([key, { method, path }]) => [key, { method, path }]));
}
