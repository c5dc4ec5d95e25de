import { z } from 'zod';
import { calls } from './call.js';

const TAG = 'Operations';

/** Readiness and liveness both answer this; readiness answers `unavailable` with 503. */
const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** The OpenAPI 3.1 document itself, described only by its head. */
const apiDescriptionSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

/** Calls for probes, scrapers and integrators rather than people. */
export const OPERATION_CALLS = calls({
  readReadiness: {
    method: 'GET',
    path: '/api/health',
    summary: 'Readiness: ok while the database answers (503 with status "unavailable" otherwise).',
    tag: TAG,
    response: healthSchema,
    policy: { access: 'public' },
  },
  readLiveness: {
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: ok while the process runs.',
    tag: TAG,
    response: healthSchema,
    policy: { access: 'public' },
  },
  readMetrics: {
    method: 'GET',
    path: '/api/metrics',
    summary: 'Prometheus metrics, for the bearer token of METRICS_TOKEN (404 when it is not set).',
    tag: TAG,
    produces: 'text/plain; version=0.0.4; charset=utf-8',
    // Public to the access plugin: the metrics route checks its own bearer token (METRICS_TOKEN), not a user's.
    policy: { access: 'public' },
  },
  readApiDescription: {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document.',
    tag: TAG,
    response: apiDescriptionSchema,
    // Integrators start from it; it names the routes, never anyone's data.
    policy: { access: 'public' },
  },
});
