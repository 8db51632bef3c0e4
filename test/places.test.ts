// The location endpoints over HTTP: places and zones checked against IANA's zone.tab
// (test/fixtures/iana-zone-tab.ts), offsets against the rule and zone lines of the IANA
// database's own source files (eggert/tz, July 2026), quoted beside each case.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from './helpers/server.js';
import { ZONE_TAB_PLACES } from './fixtures/iana-zone-tab.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

interface GeoName { place_name: string; latitude: number; longitude: string; timezone_id: string; country_code: string }
interface Refusal { code: string; errors: { field: string }[] }

async function geo(body: object): Promise<GeoName[]> {
  const res = await server.post('/v1/geo_details', body);
  assert.equal(res.status, 200);
  return ((await res.json()) as { geonames: GeoName[] }).geonames;
}

async function offset(body: object): Promise<number> {
  const res = await server.post('/v1/timezone_with_dst', body);
  const answer = (await res.json()) as { timezone: number; timezone_in_ms: number };
  assert.equal(res.status, 200, JSON.stringify(answer));
  assert.equal(answer.timezone_in_ms, Math.round(answer.timezone * 3_600_000));
  return answer.timezone;
}

const postForm = (path: string, fields: Record<string, string>) =>
  server.post(path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

async function refusal(path: string, body: object): Promise<Refusal> {
  const res = await server.post(path, body);
  assert.equal(res.status, 400);
  return (await res.json()) as Refusal;
}

const chatham = ZONE_TAB_PLACES.find((p) => p.zone === 'Pacific/Chatham')!;
const at = (zone: string) => ZONE_TAB_PLACES.find((p) => p.zone === zone)!;

describe('POST /v1/geo_details', () => {
  it('finds the principal place of 64 zones where zone.tab puts it, with its zone and country', async () => {
    const places = ZONE_TAB_PLACES.filter((p) => p !== chatham); // Waitangi has fewer than 1000 people
    assert.ok(places.length >= 40);
    for (const p of places) {
      const [top] = await geo({ place: p.search, maxRows: 6 });
      assert.ok(top, p.search);
      // zone.tab gives whole arc-minutes of a city centre; GeoNames its own point in the city.
      assert.ok(Math.abs(top.latitude - p.latitude) < 0.3 && Math.abs(Number(top.longitude) - p.longitude) < 0.3, `${p.search}: ${top.latitude}, ${top.longitude}`);
      assert.deepEqual([top.timezone_id, top.country_code], [p.zone, p.countryCode], p.search);
    }
  });

  it('answers in the documented shape: latitude a number, longitude a decimal string', async () => {
    const [mumbai] = await geo({ place: 'Mumbai', maxRows: 1 });
    assert.deepEqual(Object.keys(mumbai!), ['place_name', 'latitude', 'longitude', 'timezone_id', 'country_code']);
    assert.equal(typeof mumbai!.latitude, 'number');
    assert.match(mumbai!.longitude, /^-?\d+(\.\d+)?$/);
    // Mumbai per its Wikipedia infobox: 19°04′N 72°53′E.
    assert.ok(Math.abs(mumbai!.latitude - (19 + 4 / 60)) < 0.1 && Math.abs(Number(mumbai!.longitude) - (72 + 53 / 60)) < 0.1);
    assert.deepEqual([mumbai!.place_name, mumbai!.timezone_id, mumbai!.country_code], ['Mumbai', 'Asia/Kolkata', 'IN']);
  });

  it('knows former and alternate names, and names typed without accents', async () => {
    assert.equal((await geo({ place: 'Bombay', maxRows: 1 }))[0]?.place_name, 'Mumbai');
    assert.equal((await geo({ place: 'Benares', maxRows: 1 }))[0]?.place_name, 'Varanasi');
    assert.equal((await geo({ place: 'Calcutta', maxRows: 1 }))[0]?.place_name, 'Kolkata');
    assert.equal((await geo({ place: 'Sao Paulo', maxRows: 1 }))[0]?.place_name, 'São Paulo');
    assert.equal((await geo({ place: 'zurich', maxRows: 1 }))[0]?.place_name, 'Zürich');
    assert.equal((await geo({ place: '  SÃO-PAULO ', maxRows: 1 }))[0]?.place_name, 'São Paulo');
    assert.equal((await geo({ place: 'St Johns, Newfoundland', maxRows: 1 }))[0]?.place_name, "St. John's");
  });

  it('lists whole-name matches before longer names, the more populous first', async () => {
    const names = (await geo({ place: 'London', maxRows: 6 })).map((p) => `${p.place_name} ${p.country_code}`);
    // London, England (~9 million) before London, Ontario (~400,000), and both before any "London…" name.
    assert.deepEqual(names.slice(0, 2), ['London GB', 'London CA']);
    const prefixed = await geo({ place: 'Varana', maxRows: 3 });
    assert.equal(prefixed[0]?.place_name, 'Varanasi');
  });

  it('narrows "City, Region" and "City, Country"', async () => {
    const springfield = await geo({ place: 'Springfield, IL', maxRows: 6 });
    assert.equal(springfield.length, 1);
    // Springfield, Illinois per its Wikipedia infobox: 39°47′54″N 89°39′15″W, Central time.
    assert.ok(Math.abs(springfield[0]!.latitude - 39.798) < 0.1 && Math.abs(Number(springfield[0]!.longitude) + 89.654) < 0.1);
    assert.equal(springfield[0]!.timezone_id, 'America/Chicago');
    assert.deepEqual(await geo({ place: 'Springfield, Illinois', maxRows: 6 }), springfield);
    assert.deepEqual((await geo({ place: 'Varanasi, Uttar Pradesh' })).map((p) => p.place_name), ['Varanasi']);
    const paris = await geo({ place: 'Paris, France', maxRows: 6 });
    assert.ok(paris.length >= 1 && paris.every((p) => p.country_code === 'FR'));
    assert.equal(paris[0]!.timezone_id, 'Europe/Paris');
    const parisUs = await geo({ place: 'Paris, USA', maxRows: 6 });
    assert.ok(parisUs.length >= 2 && parisUs.every((p) => p.country_code === 'US'));
    assert.deepEqual(await geo({ place: 'Paris, Atlantis', maxRows: 6 }), []);
  });

  it('gives an empty list for an empty, unknown or nonsense place, never an error', async () => {
    for (const place of ['', '   ', ',', 'Xqzzyxville', '!!!', '🙂']) assert.deepEqual(await geo({ place, maxRows: 6 }), [], place);
  });

  it('keeps to maxRows (6 when absent) and takes form bodies', async () => {
    assert.equal((await geo({ place: 'San' })).length, 6);
    assert.equal((await geo({ place: 'San', maxRows: 20 })).length, 20);
    const res = await postForm('/v1/geo_details', { place: 'Kathmandu', maxRows: '1' });
    assert.equal(res.status, 200);
    const [kathmandu] = ((await res.json()) as { geonames: GeoName[] }).geonames;
    assert.deepEqual([kathmandu?.timezone_id, kathmandu?.country_code], ['Asia/Kathmandu', 'NP']);
  });

  it('refuses a missing place or a bad maxRows, naming the field', async () => {
    assert.equal((await refusal('/v1/geo_details', { maxRows: 6 })).errors[0]?.field, 'place');
    assert.equal((await refusal('/v1/geo_details', { place: 'Delhi', maxRows: 0 })).errors[0]?.field, 'maxRows');
    assert.equal((await refusal('/v1/geo_details', { place: 'Delhi', maxRows: 'six' })).errors[0]?.field, 'maxRows');
  });
});

describe('POST /v1/timezone_with_dst', () => {
  const point = (zone: string) => ({ latitude: at(zone).latitude, longitude: at(zone).longitude });

  it('Kathmandu: +5:30 in 1985, +5:45 from 1986', async () => {
    // asia: Zone Asia/Kathmandu 5:41:16 - LMT 1920
    //                            5:30    - %z  1986
    //                            5:45    - %z
    assert.equal(await offset({ ...point('Asia/Kathmandu'), date: '6-15-1985' }), 5.5);
    assert.equal(await offset({ ...point('Asia/Kathmandu'), date: '6-15-1986' }), 5.75);
    assert.equal(await offset({ ...point('Asia/Kathmandu'), date: '11-28-2026' }), 5.75);
  });

  it('Kolkata: +6:30 in the war years, +5:30 between and after', async () => {
    // asia: Zone Asia/Kolkata ... 5:30 - IST 1941 Oct
    //                             5:30 1:00 %z 1942 May 15
    //                             5:30 - IST 1942 Sep
    //                             5:30 1:00 %z 1945 Oct 15
    //                             5:30 - IST
    const kolkata = point('Asia/Kolkata');
    assert.equal(await offset({ ...kolkata, date: '1-15-1942' }), 6.5);
    assert.equal(await offset({ ...kolkata, date: '7-1-1942' }), 5.5);
    assert.equal(await offset({ ...kolkata, date: '6-1-1943' }), 6.5);
    assert.equal(await offset({ ...kolkata, date: '1-1-1946' }), 5.5);
    // Before 1854 Jun 28 local mean time: "Zone Asia/Kolkata 5:53:28 - LMT 1854 Jun 28".
    assert.equal(await offset({ ...kolkata, date: '1-1-1850' }), 5 + 53 / 60 + 28 / 3600);
  });

  it('London: +1 all year 1968-71 (British Standard Time), GMT in January 1972', async () => {
    // europe: Zone Europe/London ... 0:00 GB-Eire %s 1968 Oct 27
    //                                1:00 - BST 1971 Oct 31 2:00u
    //                                0:00 GB-Eire %s 1996
    //         Rule GB-Eire 1972 1980 - Mar Sun>=16 2:00s 1:00 BST
    const london = point('Europe/London');
    assert.equal(await offset({ ...london, date: '1-15-1970' }), 1);
    assert.equal(await offset({ ...london, date: '1-15-1972' }), 0);
  });

  it('New York on 11 March 2007: -5 before 02:00, -4 from 03:00; the skipped hour reads as EST', async () => {
    // northamerica: Rule US 2007 max - Mar Sun>=8 2:00 1:00 D   (11 March 2007 was the second Sunday)
    //               Rule US 2007 max - Nov Sun>=1 2:00 0    S   (4 November 2007 the first)
    //               Rule US 1987 2006 - Apr Sun>=1 2:00 1:00 D
    const ny = { lat: at('America/New_York').latitude, lon: at('America/New_York').longitude, day: 11, month: 3, year: 2007 };
    assert.equal(await offset({ ...ny, hour: 1, min: 59 }), -5);
    assert.equal(await offset({ ...ny, hour: 3, min: 0 }), -4);
    assert.equal(await offset({ ...ny, hour: 2, min: 30 }), -5); // never shown: the offset before the change
    assert.equal(await offset({ ...ny, day: 12, month: 3, year: 2006, hour: 12, min: 0 }), -5); // the 1987-2006 rule: April
    const november = { ...ny, day: 4, month: 11 };
    assert.equal(await offset({ ...november, hour: 0, min: 59 }), -4);
    assert.equal(await offset({ ...november, hour: 1, min: 30 }), -4); // shown twice: the first time, EDT
    assert.equal(await offset({ ...november, hour: 2, min: 0 }), -5);
  });

  it('Adelaide (+9:30, DST +10:30), St. John’s (−3:30, DST −2:30), Chatham (+12:45, DST +13:45)', async () => {
    // australasia: Zone Australia/Adelaide ... 9:30 AS AC%sT
    //              Rule AS 2008 max - Apr Sun>=1 2:00s 0 S;  Rule AS 2008 max - Oct Sun>=1 2:00s 1:00 D
    assert.equal(await offset({ ...point('Australia/Adelaide'), date: '1-15-2026' }), 10.5);
    assert.equal(await offset({ ...point('Australia/Adelaide'), date: '7-15-2026' }), 9.5);
    // northamerica: Zone America/St_Johns ... -3:30 Canada N%sT
    //               Rule Canada 2007 max - Mar Sun>=8 2:00 1:00 D;  Rule Canada 2007 max - Nov Sun>=1 2:00 0 S
    assert.equal(await offset({ ...point('America/St_Johns'), date: '1-15-2026' }), -3.5);
    assert.equal(await offset({ ...point('America/St_Johns'), date: '7-15-2026' }), -2.5);
    // australasia: Zone Pacific/Chatham ... 12:45 Chatham %z
    //              Rule Chatham 2007 max - Sep lastSun 2:45s 1:00 -;  Rule Chatham 2008 max - Apr Sun>=1 2:45s 0 -
    assert.equal(await offset({ latitude: chatham.latitude, longitude: chatham.longitude, date: '1-15-2026' }), 13.75);
    assert.equal(await offset({ latitude: chatham.latitude, longitude: chatham.longitude, date: '7-15-2026' }), 12.75);
  });

  it('at sea: the nautical offset of the longitude', async () => {
    // Mid-Atlantic on the equator, 30° W: nautical zone +2 hours west (Etc/GMT+2); Indian Ocean at 80° E: 5 hours east.
    assert.equal(await offset({ latitude: 0, longitude: -30, date: '6-1-2020' }), -2);
    assert.equal(await offset({ latitude: -30, longitude: 80, date: '6-1-2020' }), 5);
  });

  it('on a border or where two zones share ground, the offset of one of them', async () => {
    // The California–Oregon border is the 42nd parallel: Pacific time on both sides (-8, -7 in summer).
    assert.equal(await offset({ latitude: 42, longitude: -120, date: '1-15-2026' }), -8);
    // Near Urumqi both Beijing time (+8) and Xinjiang time (+6) are kept.
    assert.ok([6, 8].includes(await offset({ latitude: 43.839319, longitude: 87.526148, date: '1-15-2026' })));
  });

  it('takes the SDK’s birth fields, numbers as strings, and form bodies; date-only means 12:00 local', async () => {
    const sdk = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209 };
    assert.equal(await offset(sdk), 5.5);
    const res = await postForm('/v1/timezone_with_dst', { latitude: '40.7128', longitude: '-74.006', date: '3-11-2007' });
    assert.deepEqual(await res.json(), { status: true, timezone: -4, timezone_in_ms: -14_400_000, date: '3-11-2007' });
  });

  it('refuses bad or missing coordinates and dates, naming the field', async () => {
    const field = async (body: object) => (await refusal('/v1/timezone_with_dst', body)).errors.map((e) => e.field);
    assert.deepEqual(await field({ latitude: 95, longitude: 10, date: '1-1-2000' }), ['latitude']);
    assert.deepEqual(await field({ latitude: 10, longitude: 'east', date: '1-1-2000' }), ['longitude']);
    assert.deepEqual(await field({ longitude: 10, date: '1-1-2000' }), ['latitude']);
    assert.deepEqual(await field({ latitude: 10, longitude: 10 }), ['date']);
    assert.deepEqual(await field({ latitude: 10, longitude: 10, date: '2000-01-01' }), ['date']);
    assert.deepEqual(await field({ latitude: 10, longitude: 10, date: '2-30-2001' }), ['date']);
    assert.deepEqual(await field({ latitude: 10, longitude: 10, date: '13-1-2001' }), ['date']);
    assert.deepEqual(await field({ lat: 10, lon: 10, day: 31, month: 4, year: 2001 }), ['day']);
    assert.deepEqual(await field({ lat: 10, lon: 10, day: 3, year: 2001 }), ['month']);
    assert.deepEqual(await field({ lon: 10, day: 3, month: 1, year: 2001 }), ['lat']);
    assert.deepEqual(await field({ lat: 10, lon: 10 }), ['day', 'month', 'year']);
    assert.deepEqual(await field({}), ['latitude', 'longitude', 'date']);
  });
});

describe('POST /v1/timezone', () => {
  const zone = async (body: object) => {
    const res = await server.post('/v1/timezone', body);
    assert.equal(res.status, 200);
    return ((await res.json()) as { timezone: unknown }).timezone;
  };

  it('gives the standard offset as a decimal string, and the DST one when asked', async () => {
    assert.equal(await zone({ country_code: 'Asia/Kolkata', isDst: false }), '5.5');
    assert.equal(await zone({ country_code: 'Asia/Kolkata', isDst: true }), '5.5');
    assert.equal(await zone({ country_code: 'Asia/Kathmandu' }), '5.75');
    assert.equal(await zone({ country_code: 'America/St_Johns', isDst: false }), '-3.5');
    assert.equal(await zone({ country_code: 'America/St_Johns', isDst: true }), '-2.5');
    assert.equal(await zone({ country_code: 'Australia/Adelaide', isDst: true }), '10.5');
    const form = await postForm('/v1/timezone', { country_code: 'America/New_York', isDst: 'true' });
    assert.deepEqual(await form.json(), { timezone: '-4' });
  });

  it('refuses an unknown zone, naming the field', async () => {
    assert.equal((await refusal('/v1/timezone', { country_code: 'Mars/Olympus_Mons' })).errors[0]?.field, 'country_code');
    assert.equal((await refusal('/v1/timezone', { country_code: 'IN' })).errors[0]?.field, 'country_code');
  });
});
