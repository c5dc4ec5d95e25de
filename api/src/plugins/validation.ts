import fp from 'fastify-plugin';
import { zodValidatorCompiler } from '../lib/zod-provider.js';

/** Route schemas are the shared zod schemas: one validator for every params, query and body. */
export const validationPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(zodValidatorCompiler);
  },
  { name: 'validation' },
);
