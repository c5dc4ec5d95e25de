import multipart from '@fastify/multipart';
import {
  CONTRACT_KEYS,
  UPLOAD_TYPE,
  callOf,
  type BodyOf,
  type Call,
  type ContractKey,
  type ParamsOf,
  type QueryOf,
} from '@olympiad/shared/contract';
import { MAX_CSV_BYTES } from '@olympiad/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { policyOf } from '../plugins/access.js';

type Given<T> = T extends undefined ? unknown : T;

/** The request of call K, its params, query and body parsed by the call's schemas. */
type CallRequest<K extends ContractKey> = FastifyRequest<{
  Params: Given<ParamsOf<K>>;
  Querystring: Given<QueryOf<K>>;
  Body: Given<BodyOf<K>>;
}>;

type CallHandler<K extends ContractKey> = (request: CallRequest<K>, reply: FastifyReply) => Promise<unknown>;

/** Handlers by call: a feature gives those of its calls, the app all of them (a missing one fails the type check). */
export type CallHandlers<K extends ContractKey = ContractKey> = { [Key in K]: CallHandler<Key> };

const NO_CONTENT = z.null().describe('No content');

/** What a success answers, by status: the JSON schema (the serializer keeps only what it names), a file's content type, or nothing. */
function responseOf(call: Call) {
  const status = call.status ?? 200;
  if (call.response) return { [status]: call.response };
  if (call.produces) return { [status]: { description: call.summary, content: { [call.produces]: { schema: z.string() } } } };
  return { [status]: NO_CONTENT };
}

/** The Fastify schema of a call: validation (the shared zod schemas), the response's shape and the OpenAPI description. */
export function routeSchemaOf(call: Call): FastifySchema {
  return {
    summary: call.summary,
    tags: [call.tag],
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && { body: call.body }),
    // Read by the OpenAPI document only (api-reference.ts): the file is parsed by @fastify/multipart, not validated as a body.
    ...(call.upload && { consumes: [UPLOAD_TYPE] }),
    response: responseOf(call),
  };
}

/** Who may make the call, for the reader of the OpenAPI document: the call's policy decides it. */
function accessOf(call: Call): FastifySchema {
  const { access } = call.policy;
  if (access === 'public') return {};
  return { description: `For ${access.join(', ')}.`, security: [{ bearer: [] }] };
}

function route(app: FastifyInstance, key: ContractKey, handler: CallHandler<ContractKey>) {
  const call = callOf(key);
  app.route({
    method: call.method,
    url: call.path,
    // The call's key names the operation in the OpenAPI document, as docs/api-rules.md names calls.
    schema: { ...routeSchemaOf(call), ...accessOf(call), operationId: key },
    // The access plugin enforces the policy it finds here: the route and its policy share the call's key.
    config: { policy: policyOf(key) },
    handler: handler as RouteHandlerMethod,
  });
}

/** The uploads are the contestant CSV files: one file of at most MAX_CSV_BYTES. */
const UPLOAD_LIMITS = { fileSize: MAX_CSV_BYTES, files: 1, fields: 5, parts: 6 };

/**
 * Registers every call of the contract with its handler. Form data is parsed only in the
 * uploads' own scope: no other route accepts it.
 */
export async function registerCalls(app: FastifyInstance, handlers: CallHandlers): Promise<void> {
  const [uploads, others] = [true, false].map((upload) => CONTRACT_KEYS.filter((key) => Boolean(callOf(key).upload) === upload));
  for (const key of others!) route(app, key, handlers[key] as CallHandler<ContractKey>);
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    for (const key of uploads!) route(scope, key, handlers[key] as CallHandler<ContractKey>);
  });
}
