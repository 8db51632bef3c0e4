// The OpenAPI document through a client generator (openapi-typescript): the generated types must
// type-check a small client (examples/typed-client.ts), that client must work against the server, and a
// client that misuses the API must not type-check (so the check can fail).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { startServer, type TestServer } from './helpers/server.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Inside the repository, so the generated files resolve @types/node from its node_modules.
const DIR = fileURLToPath(new URL('../test-artifacts/typed-client/', import.meta.url));
const TSC = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--types', 'node'];

let server: TestServer;
before(async () => {
  server = await startServer();
  mkdirSync(DIR, { recursive: true });
  writeFileSync(DIR + 'package.json', '{ "type": "module" }\n');
  const doc = (await (await fetch(server.url + '/openapi.json')).json()) as Parameters<typeof openapiTS>[0];
  writeFileSync(DIR + 'api.d.ts', astToString(await openapiTS(doc)));
  copyFileSync(ROOT + 'examples/typed-client.ts', DIR + 'typed-client.ts');
});
after(() => server.close());

const tsc = (file: string) => run(process.execPath, [ROOT + 'node_modules/typescript/bin/tsc', ...TSC, DIR + file], { cwd: ROOT });

it('generates types that type-check the example client, which then reads the reference chart', { timeout: 120_000 }, async () => {
  await tsc('typed-client.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', DIR + 'typed-client.ts'], {
    cwd: ROOT, env: { ...process.env, API_URL: server.url, API_TOKEN: server.account.access_token },
  });
  // shared/reference/reference-chart.md: the Sun at 30.3890707° in Taurus, Krittika.
  assert.match(stdout, /^Sun 30\.3891 Taurus Krittika$/m);
});

it('rejects a client that sends a wrong body or misreads the answer', { timeout: 120_000 }, async () => {
  writeFileSync(DIR + 'misuse.ts', [
    "import type { paths } from './api.js';",
    "type Planets = paths['/v1/planets']['post'];",
    "const body: Planets['requestBody']['content']['application/json'] = { day: 15, month: 5, year: 1990 };",
    "declare const chart: Planets['responses'][200]['content']['application/json'];",
    'const degree: string = chart[0]!.fullDegree;',
    'export { body, degree };',
  ].join('\n'));
  await assert.rejects(tsc('misuse.ts'), (err: { stdout: string }) => {
    assert.match(err.stdout, /misuse\.ts\(3,\d+\): error TS2739/); // hour, min, lat, lon, tzone missing
    assert.match(err.stdout, /misuse\.ts\(5,\d+\): error TS2322/); // fullDegree is a number
    return true;
  });
});
