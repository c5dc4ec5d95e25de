import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createScryptLane } from './scrypt-lane.js';

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet's scrypt minimum: N=2^17, r=8, p=1 (128 MiB, ~0.3 s a hash). */
export const OWASP_SCRYPT: ScryptParameters = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

let current: ScryptParameters = OWASP_SCRYPT;

/**
 * For the api tests only (test/helper.ts): hundreds of users are registered and logged in there,
 * and at OWASP's cost each hash takes ~0.3–1.2 s on a loaded two-core machine. The server itself
 * never calls this; no environment variable can lower the cost of a running server.
 */
export function useScryptParametersInTests(parameters: ScryptParameters): void {
  current = parameters;
  dummy = undefined;
}

/** Every hash of the process, the logins' and the seeds' alike, takes its turn in this lane. */
const lane = createScryptLane();

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParameters): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; allow twice that.
  const maxmem = 256 * N * r;
  return lane.derive({ password: password.normalize('NFKC'), salt, keyLength: KEY_LENGTH, options: { N, r, p, maxmem } });
}

/** 'scrypt$N$r$p$salt$hash', so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string, parameters: ScryptParameters = current): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, parameters);
  const { N, r, p } = parameters;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  const sane = Object.values(parameters).every((value) => Number.isInteger(value) && value > 0);
  if (scheme !== 'scrypt' || !salt || !hash || !sane) return undefined;
  return { parameters, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.parameters);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** A hash made with other parameters than today's: rehashed at the next successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.parameters;
  return N !== current.N || r !== current.r || p !== current.p;
}

let dummy: Promise<string> | undefined;
/** A hash of a random password, compared against when the e-mail is unknown so timing does not reveal it. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
