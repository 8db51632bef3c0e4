// Tarot and Chinese astrology through the hosted service's official SDK (astrologyapi 1.0.1), its base URL
// ours. The npm SDK has no tarot or chinese methods (its namespaces are vedic and western), so each path goes
// through customRequest, with the bodies the SDK's GitHub namespaces send: {} for tarot, the 8 birth fields
// for chinese. Expected values are worked by hand in test/tarot.test.ts and test/chinese.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { officialSdk, sdkError, type OfficialSdk } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
let sdk: OfficialSdk;
before(async () => { server = await startServer(); sdk = officialSdk(server); });
after(() => server.close());

const call = async <T>(endpoint: string, params: Record<string, unknown>) => (await sdk.customRequest({ endpoint, params })) as T;

describe('tarot and chinese through the official SDK', () => {
  it('tarot_predictions with {} draws three cards and returns the seed that repeats them', async () => {
    const r = await call<{ love: string; cards: Record<string, { id: number }>; drawn: string[]; seed: number }>('tarot_predictions', {});
    assert.deepEqual(r.drawn, ['love', 'career', 'finance']);
    assert.equal(new Set(Object.values(r.cards).map((c) => c.id)).size, 3);
    assert.deepEqual(await call('tarot_predictions', { seed: r.seed }), r);
  });

  it('yes_no_tarot with {} draws a trump; with tarot_id 20 answers The Sun, Yes', async () => {
    const drawn = await call<{ name: string; value: string; tarot_id: number }>('yes_no_tarot', {});
    assert.ok(['Yes', 'No', 'Maybe'].includes(drawn.value));
    assert.ok(drawn.tarot_id >= 1 && drawn.tarot_id <= 22);
    const sun = await call<{ name: string; value: string }>('yes_no_tarot', { tarot_id: 20 });
    assert.deepEqual([sun.name, sun.value], ['The Sun', 'Yes']);
  });

  it('chinese_zodiac of the reference birth (15 May 1990): the Metal Horse, 庚午', async () => {
    const z = await call<{ animal: string; element: string; sexagenary_name: string; year_start: string }>('chinese_zodiac', { ...REFERENCE_BIRTH });
    assert.deepEqual([z.animal, z.element, z.sexagenary_name, z.year_start], ['Horse', 'Metal', '庚午', '27-1-1990']);
  });

  it('chinese_year_forecast of the reference birth for 2032: the Water Rat, a clash', async () => {
    const f = await call<{ year_animal: string; relation: string }>('chinese_year_forecast', { ...REFERENCE_BIRTH, forecast_year: 2032 });
    assert.deepEqual([f.year_animal, f.relation], ['Rat', 'clash']);
  });

  it('a card outside the deck is refused with the envelope naming it', async () => {
    const err = await sdk.customRequest({ endpoint: 'tarot_predictions', params: { career: 99 } }).then(() => assert.fail('accepted'), (e: unknown) => sdkError(e));
    assert.deepEqual([err.status, err.code], [false, 'invalid_field']);
    assert.match(err.message ?? '', /career/);
  });
});
