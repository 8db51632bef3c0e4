// The festival endpoints through the hosted service's official SDK (astrologyapi 1.0.1 from npm, base URL
// ours): it has no method for them, so customRequest, as a client of the service calls them. Expected dates
// are the Government of India's (test/fixtures/festival-dates.ts); an unknown festival is refused.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PUBLISHED_FESTIVALS } from './fixtures/festival-dates.js';
import { officialSdk, sdkError, type OfficialSdk } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
let sdk: OfficialSdk;
before(async () => {
  server = await startServer();
  sdk = officialSdk(server);
});
after(() => server.close());

const DELHI = { lat: 28.6139, lon: 77.209, tzone: 5.5 };
const published = (key: string, year: number) => PUBLISHED_FESTIVALS[year]!.find((e) => e.key === key && !e.ours)!.date;

describe('the festival endpoints through the official SDK’s customRequest', () => {
  it('yearly_festivals {year}: the body a client sends (year only, New Delhi by default) lists Holi, Dussehra and Diwali of 2025 on the gazetted days', async () => {
    const { status, festivals } = (await sdk.customRequest({ endpoint: 'yearly_festivals', params: { year: 2025 } })) as {
      status: boolean; festivals: { id: number; year: number; month: number; date: number; festival: string; festival_key: string; region: string }[];
    };
    assert.equal(status, true);
    for (const key of ['HOLI', 'DUSSEHRA', 'DIWALI']) {
      const f = festivals.find((x) => x.festival_key === key);
      assert.ok(f, key);
      assert.equal(`${f.year}-${f.month}-${f.date}`, published(key, 2025));
      assert.deepEqual(Object.keys(f), ['id', 'year', 'month', 'date', 'festival', 'festival_key', 'region']);
    }
  });

  it('panchang_festival: 26 March 2026, the gazetted Ram Navami, holds Rama Navami alone', async () => {
    const navami = (await sdk.customRequest({ endpoint: 'panchang_festival', params: { day: 26, month: 3, year: 2026, hour: 6, min: 0, ...DELHI } })) as { status: boolean; festivals: string[] };
    assert.equal(published('RAMA_NAVAMI', 2026), '2026-3-26');
    assert.deepEqual(navami, { status: true, festivals: ['Rama Navami'] });
  });

  it('festival_muhurta: Janmashtami 2026 on the gazetted 4 September, its Krishna Ashtami spanning it; an unknown festival is a 400 naming festival_name', async () => {
    const a = (await sdk.customRequest({ endpoint: 'festival_muhurta', params: { festival_name: 'KRISHNA_JANMASHTAMI', festival_date: '', year: 2026, ...DELHI } })) as {
      festival_date: string; tithi: string; paksha: string; hindu_month: { amanta: string; purnimanta: string }; karmakala: string;
    };
    assert.equal(a.festival_date, published('KRISHNA_JANMASHTAMI', 2026));
    assert.deepEqual([a.paksha, a.tithi, a.hindu_month.amanta, a.hindu_month.purnimanta, a.karmakala], ['Krishna', 'Ashtami', 'Shravana', 'Bhadrapada', 'nishita']);
    await assert.rejects(sdk.customRequest({ endpoint: 'festival_muhurta', params: { festival_name: 'NEW_YEAR', year: 2026 } }), (err) => {
      assert.equal(sdkError(err).code, 'invalid_field');
      assert.match(sdkError(err).message!, /festival_name/);
      return true;
    });
  });
});
