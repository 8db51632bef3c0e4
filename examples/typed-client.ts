// A small client typed by the service's own OpenAPI document. Generate the types, then run it:
//   npx openapi-typescript http://127.0.0.1:8080/openapi.json -o examples/api.d.ts
//   API_URL=http://127.0.0.1:8080 API_TOKEN=ak-… npx tsx examples/typed-client.ts
// test/typed-client.test.ts does exactly this against a test server, so the document cannot drift into
// something generators reject.
import type { components, paths } from './api.js';

type Planets = paths['/v1/planets']['post'];
type BirthDetails = Planets['requestBody']['content']['application/json'];
type Chart = Planets['responses'][200]['content']['application/json'];
type ApiError = components['schemas']['Error'];

export async function planets(base: string, token: string, birth: BirthDetails): Promise<Chart> {
  const res = await fetch(`${base}/v1/planets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-key': token },
    body: JSON.stringify(birth),
  });
  if (!res.ok) {
    const error = (await res.json()) as ApiError;
    throw new Error(`${res.status} ${error.code}: ${error.message} (request ${error.request_id})`);
  }
  return (await res.json()) as Chart;
}

// 15 May 1990, 10:30 IST, New Delhi: the reference chart.
const birth: BirthDetails = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5 };
const chart = await planets(process.env.API_URL ?? 'http://127.0.0.1:8080', process.env.API_TOKEN ?? '', birth);
for (const p of chart) console.log(`${p.name} ${p.fullDegree.toFixed(4)} ${p.sign} ${p.nakshatra}`);
