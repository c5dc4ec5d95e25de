import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTRACT } from '@olympiad/shared/contract';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { buildApp } from '../../src/app.js';
import { routeSchemaOf } from '../../src/routes/calls.js';
import { checkAnswersAgainstContract, contractMismatch } from '../harness/contract-check.js';
import { ADMIN, BACKUP_KEY, JWT_SECRET } from '../helper.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const country = { id: '5b1d2c3e-0000-4000-8000-000000000001', name: 'Chile', flagImage: null, registrationDeadline: null, version: 1 };

describe('the contract check of the api suite', () => {
  it('keeps an answer its contract names', () => {
    assert.equal(contractMismatch('readCountries', 200, JSON_TYPE, JSON.stringify([country])), undefined);
  });

  it('catches a field of the wrong type, a missing one and one the contract does not name', () => {
    assert.match(contractMismatch('readCountries', 200, JSON_TYPE, JSON.stringify([{ ...country, name: 7 }]))!, /name/);
    const { name: _name, ...nameless } = country;
    assert.match(contractMismatch('readCountries', 200, JSON_TYPE, JSON.stringify([nameless]))!, /name/);
    assert.match(
      contractMismatch('readCountries', 200, JSON_TYPE, JSON.stringify([{ ...country, email: 'x@example.com' }]))!,
      /does not name/,
    );
  });

  it('leaves failures, empty answers and files alone', () => {
    assert.equal(contractMismatch('readCountries', 404, 'application/problem+json', '{"status":404}'), undefined);
    assert.equal(contractMismatch('deleteCountry', 204, JSON_TYPE, ''), undefined);
    assert.equal(contractMismatch('exportContestants', 200, 'text/csv', 'a,b'), undefined);
  });

  it('fails a call whose cached public answer names a field the contract does not', async () => {
    const app = await buildApp({
      database: { kind: 'pglite' },
      jwtSecret: JWT_SECRET,
      backupKey: BACKUP_KEY,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
    });
    const { mismatches } = checkAnswersAgainstContract(app);
    await app.ready();
    try {
      await app.publicCache.read('countries', async () => [{ ...country, email: 'leak@example.com' }]);
      const response = await app.inject({ url: CONTRACT.readCountries.path });
      assert.equal(response.statusCode, 500);
      assert.deepEqual(mismatches, ['readCountries: the answer carries fields its contract does not name']);
    } finally {
      mismatches.length = 0;
      await app.close();
    }
  });
});

describe("a call's response schema", () => {
  it('drops from the answer every field the contract does not name', async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    app.route({
      method: 'GET',
      url: '/countries',
      schema: routeSchemaOf(CONTRACT.readCountries),
      handler: async () => [{ ...country, email: 'leak@example.com', secret: { token: 'x' } }],
    });
    const response = await app.inject({ url: '/countries' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), [country]);
    await app.close();
  });
});
