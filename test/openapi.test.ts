import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { startPalmServer, type PalmServer } from './helpers/palm-server.js';
import { syntheticPalm } from './helpers/synthetic-palm.js';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Scalar = string | number | boolean;
type Media = { schema?: { $ref?: string }; example?: Record<string, Json> };
type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; example?: Scalar; schema?: { examples?: Scalar[]; enum?: Scalar[] } }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { $ref?: string; description?: string }>;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, Record<string, string>>;
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
    responses: Record<string, { description: string; content: Record<string, Media> }>;
  };
};

let server: PalmServer;
let doc: Doc;
before(async () => {
  server = await startPalmServer();
  doc = (await (await fetch(server.url + '/openapi.json')).json()) as Doc;
});
after(() => server.close());

/** Every operation of the API proper: the POST endpoints (service routes and image links excluded). */
const apiOperations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => (item.post ? [{ path, op: item.post }] : []));

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document describing every endpoint', async () => {
    const result = await new Validator().validate(doc);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
    assert.equal(doc.openapi, '3.1.0');
    assert.ok(doc.paths['/v1/planets']?.post);
    for (const path of ['/vastu/basic-score', '/palmistry/get-palm-id', '/palmistry/get-palm-image']) assert.ok(doc.paths[path]?.post, path);
    assert.ok(apiOperations().length >= 10);
  });

  it('declares the access-token header and HTTP Basic, and every API operation accepts either', () => {
    // The header takes access tokens only; API keys go in HTTP Basic (an API key in the header is refused).
    assert.match(doc.components.securitySchemes.serviceKey!.description!, /^An access token /);
    assert.doesNotMatch(doc.components.securitySchemes.serviceKey!.description!, /or API key/);
    assert.match(doc.components.securitySchemes.basicAuth!.description!, /API key/);
    assert.deepEqual(doc.components.securitySchemes.serviceKey, { ...doc.components.securitySchemes.serviceKey, type: 'apiKey', in: 'header', name: 'x-service-key' });
    assert.deepEqual(doc.components.securitySchemes.basicAuth, { ...doc.components.securitySchemes.basicAuth, type: 'http', scheme: 'basic' });
    for (const { path, op } of apiOperations()) assert.deepEqual(op.security, [{ serviceKey: [] }, { basicAuth: [] }], path);
  });

  it('has one Error component, the envelope, behind every error response of every operation', () => {
    const error = doc.components.schemas.Error!;
    assert.deepEqual(error.required?.sort(), ['code', 'message', 'request_id', 'status']);
    assert.ok(error.properties?.errors);
    for (const { path, op } of apiOperations()) {
      for (const status of ['400', '401', '402', '403', '413', '415', '429', '500', '503']) {
        const ref = op.responses[status]?.$ref;
        assert.ok(ref, `${path} ${status}`);
        const response = doc.components.responses[ref.split('/').pop()!]!;
        assert.match(response.description, /^[A-Z].{20,160}\.$/, `${path} ${status}`);
        assert.equal(response.content['application/json']!.schema!.$ref, '#/components/schemas/Error');
      }
    }
    assert.ok(doc.paths['/palmistry/get-palm-id']!.post!.responses['422']);
    assert.ok(doc.paths['/palmistry/get-palm-image']!.post!.responses['404']);
  });

  it('declares JSON and form-encoded bodies, each with an example that is not made of minimum values', () => {
    for (const { path, op } of apiOperations()) {
      const content = op.requestBody!.content;
      assert.deepEqual(Object.keys(content).sort(), ['application/json', 'application/x-www-form-urlencoded'], path);
      const example = content['application/json']!.example;
      assert.ok(example && typeof example === 'object', `${path} has an example`);
      assert.notEqual(example.year, 1800, path);
      assert.notEqual(example.lat, -90, path);
    }
  });

  it('documents the image link: its path parameters, expires and signature, and no credentials', () => {
    const op = doc.paths['/palmistry/images/{id}/{file}']!.get!;
    assert.deepEqual(op.parameters!.map((p) => `${p.in} ${p.name}`).sort(), ['path file', 'path id', 'query expires', 'query signature']);
    assert.deepEqual(op.security, []);
    assert.equal(op.responses['403']!.$ref, '#/components/responses/Forbidden');
  });
});

describe('the examples, sent to the server', () => {
  const exampleOf = (path: string) => doc.paths[path]!.post!.requestBody!.content['application/json']!.example!;
  /** The path with each {parameter} replaced by its documented example (or first allowed value). */
  const concrete = (path: string, op: Operation) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const p = op.parameters?.find((x) => x.in === 'path' && x.name === name);
      const value = p?.example ?? p?.schema?.examples?.[0] ?? p?.schema?.enum?.[0];
      assert.ok(value !== undefined, `${path}: path parameter ${name} has an example`);
      return encodeURIComponent(String(value));
    });

  /** Each call of a PDF endpoint keeps a new report under a new id: its link is compared by shape. */
  const sameReport = (answer: unknown) =>
    answer && typeof answer === 'object' && 'pdf_url' in answer ? { ...answer, pdf_url: /\/pdf\/reports\/[0-9a-f-]{36}\/report\.pdf\?expires=\d+&signature=/.test(String(answer.pdf_url)) } : answer;

  it('answer 200 for every astrology and Vastu operation, as JSON and as a form', async () => {
    for (const { path, op } of apiOperations().filter(({ op }) => !op.tags?.includes('palmistry'))) {
      const example = exampleOf(path);
      const url = concrete(path, op);
      const res = await server.post(url, example);
      assert.equal(res.status, 200, `${path}: ${await res.clone().text()}`);
      // A form carries strings; objects (Vastu's rooms) go as JSON text, as the schema says.
      const form = new URLSearchParams(Object.entries(example).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
      const formRes = await fetch(server.url + url, { method: 'POST', headers: { ...server.auth, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
      assert.equal(formRes.status, 200, `${path} as a form: ${await formRes.clone().text()}`);
      assert.deepEqual(sameReport(await formRes.json()), sameReport(await res.json()), path);
    }
  });

  it('the planets example is the reference chart: the answer matches its published longitudes', async () => {
    const planets = (await (await server.post('/v1/planets', exampleOf('/v1/planets'))).json()) as { name: string; fullDegree: number }[];
    for (const body of REFERENCE_BODIES) {
      const got = planets.find((p) => p.name === body.name)!;
      assert.ok(Math.abs(got.fullDegree - body.fullDegree) < 1e-6, `${body.name}: ${got.fullDegree} vs ${body.fullDegree}`);
    }
  });

  it('the palmistry examples are valid bodies: a photo in the example\'s place is read, an unknown palm_id is not found', { timeout: 60_000 }, async () => {
    const palm = await syntheticPalm(7);
    const read = await server.post('/palmistry/get-palm-id', { ...exampleOf('/palmistry/get-palm-id'), image_url: server.dataUrl(palm.image) });
    assert.equal(read.status, 200, await read.clone().text());
    const image = await server.post('/palmistry/get-palm-image', exampleOf('/palmistry/get-palm-image'));
    assert.equal(image.status, 404);
    assert.equal(((await image.json()) as { code: string }).code, 'not_found');
  });

  it('/docs is titled jyotish-api', async () => {
    const html = await (await fetch(server.url + '/docs/')).text();
    assert.match(html, /<title>jyotish-api [^<]*<\/title>/);
  });
});
