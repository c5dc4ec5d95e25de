import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { badRequest } from '../lib/problem.js';
import { zodValidatorCompiler } from '../lib/zod-provider.js';

/**
 * Route schemas are the shared zod schemas: one validator for every params, query and body, and
 * fastify-type-provider-zod's serializer for every JSON answer.
 * JSON bodies must be UTF-8: Fastify's own parser decodes with replacement, so a byte that is
 * not UTF-8 would be stored as U+FFFD. The body is decoded strictly first, then parsed by
 * Fastify's parser as before (with its prototype-poisoning checks).
 */
export const validationPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(zodValidatorCompiler);
    // Response schemas are the contract's: an answer keeps only the fields its schema names.
    app.setSerializerCompiler(serializerCompiler);

    const utf8 = new TextDecoder('utf-8', { fatal: true });
    const parseJson = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string;
      try {
        text = utf8.decode(body as Buffer);
      } catch {
        done(badRequest('The request body is not valid UTF-8.'), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'validation' },
);
