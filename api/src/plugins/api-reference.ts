import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { REFERENCE_PREFIX } from '../policy/policy-table.js';

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
            '(POST /api/Identity/Login) and, for writes, the XSRF-TOKEN cookie echoed in the X-XSRF-TOKEN header. ' +
            'Every failure answers RFC 9457 problem details.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: REFERENCE_PREFIX, uiConfig: { docExpansion: 'list', deepLinking: true } });
  },
  { name: 'api-reference' },
);
