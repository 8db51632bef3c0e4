// The location paths through the hosted service's official SDK (astrologyapi 1.0.1 from npm, only its
// base URL changed). Version 1.0.1 has no location methods, so each goes through its customRequest.
// Expected values: Varanasi's coordinates from its Wikipedia infobox (25°19′N 83°00′E) and IANA's
// Asia/Kolkata zone; offsets from the IANA source lines quoted in places.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { officialSdk, sdkError } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

describe('places and time zones through the official SDK', () => {
  it('geo_details: Benares finds Varanasi, its longitude a decimal string', async () => {
    const answer = (await officialSdk(server).customRequest({ endpoint: 'geo_details', params: { place: 'Benares', maxRows: 6 } })) as {
      geonames: { place_name: string; latitude: number; longitude: string; timezone_id: string; country_code: string }[];
    };
    const [varanasi] = answer.geonames;
    assert.equal(varanasi?.place_name, 'Varanasi');
    assert.ok(Math.abs(varanasi.latitude - (25 + 19 / 60)) < 0.1);
    assert.equal(typeof varanasi.longitude, 'string');
    assert.ok(Math.abs(Number(varanasi.longitude) - 83) < 0.1);
    assert.deepEqual([varanasi.timezone_id, varanasi.country_code], ['Asia/Kolkata', 'IN']);
    const none = await officialSdk(server).customRequest({ endpoint: 'geo_details', params: { place: 'Xqzzyxville', maxRows: 6 } });
    assert.deepEqual(none, { geonames: [] });
  });

  it('timezone_with_dst with the SDK’s birth fields: Kolkata 1943 at +6:30, New Delhi 1990 at +5:30', async () => {
    const sdk = officialSdk(server);
    // asia: Zone Asia/Kolkata ... 5:30 1:00 %z 1945 Oct 15 (from 1942 Sep)
    const war = await sdk.customRequest({ endpoint: 'timezone_with_dst', params: { day: 1, month: 6, year: 1943, hour: 10, min: 0, lat: 22.5333, lon: 88.3667 } });
    assert.deepEqual(war, { status: true, timezone: 6.5, timezone_in_ms: 23_400_000, date: '6-1-1943' });
    const later = await sdk.customRequest({ endpoint: 'timezone_with_dst', params: { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209 } });
    assert.deepEqual(later, { status: true, timezone: 5.5, timezone_in_ms: 19_800_000, date: '5-15-1990' });
  });

  it('timezone_with_dst with latitude, longitude and an M-D-YYYY date: New York in July is -4', async () => {
    // northamerica: Rule US 2007 max - Mar Sun>=8 2:00 1:00 D; Rule US 2007 max - Nov Sun>=1 2:00 0 S
    const answer = await officialSdk(server).customRequest({ endpoint: 'timezone_with_dst', params: { latitude: 40.7128, longitude: -74.006, date: '7-4-2026' } });
    assert.deepEqual(answer, { status: true, timezone: -4, timezone_in_ms: -14_400_000, date: '7-4-2026' });
  });

  it('timezone: Kathmandu +5:45, St. John’s −3:30 standard and −2:30 in summer', async () => {
    const sdk = officialSdk(server);
    assert.deepEqual(await sdk.customRequest({ endpoint: 'timezone', params: { country_code: 'Asia/Kathmandu', isDst: false } }), { timezone: '5.75' });
    assert.deepEqual(await sdk.customRequest({ endpoint: 'timezone', params: { country_code: 'America/St_Johns', isDst: false } }), { timezone: '-3.5' });
    assert.deepEqual(await sdk.customRequest({ endpoint: 'timezone', params: { country_code: 'America/St_Johns', isDst: true } }), { timezone: '-2.5' });
  });

  it('carries the refusal of bad coordinates back in its error, naming the field', async () => {
    const refused = await officialSdk(server).customRequest({ endpoint: 'timezone_with_dst', params: { latitude: 91, longitude: 0, date: '1-1-2000' } }).catch(sdkError);
    assert.equal((refused as { code: string }).code, 'invalid_field');
    assert.match((refused as { message: string }).message, /latitude/);
  });
});
