import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { CONTRACT, CONTRACT_KEYS } from '@olympiad/shared/contract';
import { POLICY } from '../../src/plugins/access.js';
import { REFERENCE_PREFIX } from '../../src/plugins/api-reference.js';
import { buildTestApp, send } from '../helper.js';

const app = await buildTestApp();

interface Operation {
  operationId?: string;
  summary?: string;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** A Fastify path as OpenAPI writes it: each `:name` param as `{name}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

async function readDocument(): Promise<Document> {
  const response = await send(app, { url: CONTRACT.readApiDescription.path });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^application\/json/);
  return response.json<Document>();
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await readDocument();
    assert.equal(document.openapi, '3.1.0');
    const result = await new Validator().validate(document);
    assert.ok(result.valid, JSON.stringify(result.errors, null, 2));
  });

  it('describes every registered route, and nothing else', async () => {
    const document = await readDocument();
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // routeSchemas is filled by the access plugin's onRoute hook: every /api route Fastify registered, by its call's key.
    const registered = [...app.routeSchemas.keys()].map((key) => `${CONTRACT[key].method} ${openApiPath(CONTRACT[key].path)}`);
    assert.equal(registered.length, CONTRACT_KEYS.length);
    assert.deepEqual([...described].sort(), [...registered].sort());
  });

  it('gives each call its summary, tag, success answer and, behind a login, the bearer scheme', async () => {
    const document = await readDocument();
    for (const { key, method, url, access } of POLICY) {
      const call = CONTRACT[key];
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      assert.ok(operation, `${key} is not described`);
      assert.equal(operation.summary, call.summary, key);
      assert.equal(operation.operationId, key);
      assert.deepEqual(operation.tags, [call.tag], key);
      const status = String('status' in call ? call.status : 200);
      assert.ok(operation.responses[status], `${key} answers ${status}`);
      if ('response' in call) assert.ok(operation.responses[status]!.content?.['application/json'], `${key} answers JSON`);
      if ('produces' in call) assert.ok(operation.responses[status]!.content?.[call.produces], `${key} answers ${call.produces}`);
      assert.equal(Boolean(operation.security), access !== 'public', `${key}: the bearer scheme only behind a login`);
    }
  });

  it('describes an upload as form data with its file', async () => {
    const document = await readDocument();
    const uploads = POLICY.filter((entry) => 'upload' in CONTRACT[entry.key]);
    assert.ok(uploads.length > 0);
    for (const { key, method, url } of uploads) {
      const body = document.paths[openApiPath(url)]?.[method.toLowerCase()]?.requestBody?.content['multipart/form-data'];
      assert.ok(body, `${key} takes form data`);
      assert.deepEqual(body.schema.required, ['file'], key);
      assert.ok(body.schema.properties?.file, key);
    }
  });

  it('names no field of a public answer that carries personal data', async () => {
    const document = await readDocument();
    // The one exception: a one-time link's page is told whose link it is, its own e-mail and name,
    // and only by whoever holds the link's secret, which was sent to that very address.
    const toTheLinksHolder = new Set(['readPasswordLink']);
    const publicAnswers = POLICY.filter((entry) => entry.access === 'public' && !toTheLinksHolder.has(entry.key)).map((entry) =>
      JSON.stringify(document.paths[openApiPath(entry.url)]?.[entry.method.toLowerCase()]?.responses ?? {}),
    );
    for (const field of ['email', 'phoneNumber', 'dateOfBirth', 'personForContactName', 'tShirtSize', 'password']) {
      assert.ok(!publicAnswers.some((answer) => answer.includes(`"${field}"`)), `a public answer names ${field}`);
    }
  });
});

describe('the interactive reference', () => {
  it('serves Swagger UI from this server, under the site CSP', async () => {
    const page = await send(app, { url: REFERENCE_PREFIX });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'(;|$)/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    assert.ok(sources.length > 0);
    for (const source of sources) assert.doesNotMatch(source, /^(https?:)?\/\//, `${source} is not served from here`);
    assert.doesNotMatch(page.body, /<script>(?!\s*<\/script>)/, 'no inline script');

    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'swagger-initializer.js'].map(
      (file) => `${REFERENCE_PREFIX}/static/${file}`,
    )) {
      const response = await send(app, { url: asset });
      assert.equal(response.statusCode, 200, asset);
    }
  });

  it('is open to everyone, like the document', async () => {
    const response = await app.inject({ url: `${REFERENCE_PREFIX}/json` });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json<Document>().openapi, '3.1.0');
  });
});
