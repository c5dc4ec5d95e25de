import type { z } from 'zod';
import type { Policy } from './policy.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call, described once: the server registers its handler under the call's key and
 * enforces its `policy`, the front end builds its URL from `path` (its pages get the method and
 * path only, never the schemas or the policy), and the OpenAPI document is generated from it. Params, query and body are the shared request schemas; `response` is what a success
 * answers in JSON (the server's serializer drops every field it does not name).
 */
export interface Call {
  method: Method;
  /** The path in Fastify's form, its params written :name. */
  path: `/api/${string}`;
  summary: string;
  /** The OpenAPI tag: the domain the call belongs to. */
  tag: string;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** A file upload (form data, UPLOAD_TYPE) instead of a JSON body. */
  upload?: true;
  /** The status of a success; 200 when omitted. */
  status?: 200 | 201 | 204;
  /** The JSON answer of a success. Omitted: no body (204) or the `produces` content type. */
  response?: z.core.$ZodType;
  /** The content type of an answer that is not JSON (a file, a picture, metrics). */
  produces?: string;
  /** Who may make it, on whose data, and when: the api's access plugin enforces it. */
  policy: Policy;
}

/** Keeps every entry's own types (its schemas) while checking it is a Call. */
export const calls = <const T extends Record<string, Call>>(entries: T): T => entries;

/** How an upload call's file arrives. */
export const UPLOAD_TYPE = 'multipart/form-data';
