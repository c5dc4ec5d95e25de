import { CLOSED_LIST_FIELDS, notInClosedList, type AvailableEnums, type ClosedListField } from '@olympiad/shared/schemas';
import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedRead } from '../lib/cached-read.js';
import { answerOf } from '../lib/contract-answer.js';
import { readEnums } from '../lib/enumerations.js';
import { badRequest, type FieldErrors, VALIDATION_DETAIL } from '../lib/problem.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contest's enumerations (readEnumerations), from the public-read cache. */
    enumerations(): Promise<CachedRead<AvailableEnums>>;
  }
}

const isClosedListField = (key: string): key is ClosedListField => Object.hasOwn(CLOSED_LIST_FIELDS, key);

interface ClosedValue {
  field: ClosedListField;
  path: string;
  value: string;
}

/** Every closed-list field given a value anywhere in a (validated) body, with its dotted path as zod names it. */
function closedValues(node: unknown, path: string[] = [], found: ClosedValue[] = []): ClosedValue[] {
  if (Array.isArray(node)) {
    node.forEach((item, index) => closedValues(item, [...path, String(index)], found));
  } else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      if (isClosedListField(key) && typeof child === 'string') {
        if (child !== '') found.push({ field: key, path: [...path, key].join('.'), value: child });
      } else {
        closedValues(child, [...path, key], found);
      }
    }
  }
  return found;
}

/**
 * T-shirt sizes, operating systems and arrival and departure locations are the contest's closed
 * lists: a write carrying any other value is refused with 400 on the field, whichever route it
 * is and however deep the field sits (a team's contestants, a leader, a guest, a guide), before
 * the handler changes anything. The zod schemas still decide whether a field is required.
 */
export const closedListsPlugin = fp(
  async (app) => {
    app.decorate('enumerations', () => app.publicCache.read('enums', async () => answerOf('readEnumerations', await readEnums(app.db))));

    const check: preHandlerAsyncHookHandler = async (request) => {
      const given = closedValues(request.body);
      if (!given.length) return;
      const enums = (await app.enumerations()).value;
      const errors: FieldErrors = {};
      for (const { field, path, value } of given) {
        const allowed = enums[CLOSED_LIST_FIELDS[field].list];
        if (!allowed.includes(value)) (errors[path] ??= []).push(notInClosedList(field, allowed));
      }
      if (Object.keys(errors).length) throw badRequest(VALIDATION_DETAIL, errors);
    };
    // Only routes that take a body pay for the check: a route-level hook, not a global one.
    app.addHook('onRoute', (route) => {
      if (!(route.schema as { body?: unknown } | undefined)?.body) return;
      route.preHandler = [check, ...[route.preHandler ?? []].flat()];
    });
  },
  { name: 'closed-lists', dependencies: ['db', 'public-cache'] },
);
