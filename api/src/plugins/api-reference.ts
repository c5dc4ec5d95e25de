import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CONTRACT, UPLOAD_TYPE } from '@olympiad/shared/contract';

/**
 * The interactive reference (Swagger UI's page and its own assets, served from this server) is
 * public and no call of the contract: it describes the calls, it is not one.
 */
export const REFERENCE_PREFIX = '/api/docs';

export const isReferenceRoute = (url: string) => url === REFERENCE_PREFIX || url.startsWith(`${REFERENCE_PREFIX}/`);

/** An upload's form data as the document describes it: the one field `file`, a CSV file. */
const UPLOAD_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', contentMediaType: 'text/csv', description: 'The CSV file.' } },
};

/** The contract's schemas as JSON Schema, and an upload's form data, which no schema validates, described as well. */
const describeRoute: typeof jsonSchemaTransform = (route) => {
  const described = jsonSchemaTransform(route);
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes?.includes(UPLOAD_TYPE) ? { ...described, schema: { ...described.schema, body: UPLOAD_BODY } } : described;
};

/**
 * The OpenAPI 3.1 document, generated from the routes' schemas (the contract's zod schemas,
 * turned into JSON Schema by fastify-type-provider-zod), and the interactive reference beside it:
 * Swagger UI with its scripts and styles served from here, so the one CSP of the site holds.
 * Registered before the routes, which it collects as they are added.
 */
export const apiReferencePlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Olympiad 2025 API',
          version: '1.0.0',
          description:
            'Registration and organisation of the contest. Calls marked with a lock need `Authorization: Bearer <token>` ' +
            `(${CONTRACT.logIn.method} ${CONTRACT.logIn.path}) and, for writes, ` +
            'the XSRF-TOKEN cookie echoed in the X-XSRF-TOKEN header. ' +
            'Every failure answers RFC 9457 problem details.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: describeRoute,
    });
    await app.register(swaggerUi, {
      routePrefix: REFERENCE_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, displayOperationId: true },
    });
  },
  { name: 'api-reference' },
);
