import assert from 'node:assert/strict';
import { after } from 'node:test';
import { callOf, type ContractKey } from '@olympiad/shared/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Why a success's JSON answer breaks its call's contract: a field of the wrong type, a missing
 * one, or one the contract does not name (the parse drops it, so the answer and the parse
 * differ). Undefined when it keeps it, or when the answer is no JSON success.
 */
export function contractMismatch(key: ContractKey, status: number, contentType: string, payload: unknown): string | undefined {
  const schema = callOf(key).response;
  if (!schema || status < 200 || status >= 300 || typeof payload !== 'string' || !payload) return undefined;
  if (!/^application\/json\b/.test(contentType)) return undefined;
  const answer: unknown = JSON.parse(payload);
  const parsed = z.safeParse(schema as z.ZodType, answer);
  if (!parsed.success) return `${key}: ${z.prettifyError(parsed.error)}`;
  try {
    assert.deepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), answer);
  } catch {
    return `${key}: the answer carries fields its contract does not name`;
  }
  return undefined;
}

/**
 * Checks every answer the app sends against its call's response schema, so the whole api suite
 * tests the contract: a mismatch answers 500 (the test making the call fails) and fails the test
 * file at its end as well, whatever the test asserted.
 */
export function checkAnswersAgainstContract(app: FastifyInstance): { mismatches: string[] } {
  const mismatches: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.routeOptions.config.policy?.key;
    if (!key) return payload;
    const mismatch = contractMismatch(key, reply.statusCode, String(reply.getHeader('content-type') ?? ''), payload);
    if (!mismatch) return payload;
    mismatches.push(mismatch);
    throw new Error(mismatch);
  });
  after(() => assert.deepEqual(mismatches, [], 'answers that break their contract'));
  return { mismatches };
}
