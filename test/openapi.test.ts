import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startPalmServer } from './helpers/palm-server.js';
import type { TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startPalmServer(); });
after(() => server.close());

it('publishes a valid OpenAPI 3.1 document describing every endpoint', async () => {
  const doc = (await (await fetch(server.url + '/openapi.json')).json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
  const validator = new Validator();
  const result = await validator.validate(doc);
  assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
  assert.equal(doc.openapi, '3.1.0');
  assert.ok(doc.paths['/v1/planets']?.post);
  for (const path of ['/vastu/basic-score', '/palmistry/get-palm-id', '/palmistry/get-palm-image']) assert.ok(doc.paths[path]?.post, path);
  assert.ok(doc.paths['/palmistry/images/{id}/{file}']?.get);
});
