import { after, before, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

it('never answers /v1/planets with a 5xx, and names the field of every 400', () => assertNoServerErrors(server, '/v1/planets', REFERENCE_BIRTH));
