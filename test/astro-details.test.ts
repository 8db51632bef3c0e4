// The Avakahada table of the reference chart, worked by hand from its longitudes
// (shared/reference/reference-chart.md), and the couple endpoints built on it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { avakahada } from '../src/vedic/avakahada.js';
import { vedha } from '../src/vedic/vedha.js';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

const C = sweph.constants;
let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const prefixed = (p: string, b: Record<string, number>) => Object.fromEntries(Object.entries(b).map(([k, v]) => [p + k, v]));
const COUPLE = { ...prefixed('m_', REFERENCE_BIRTH), ...prefixed('f_', REFERENCE_BIRTH) };

// Sun 30.3890707°, Moon 269.8424361°, ascendant 99.8879112° (Cancer).
// Tithi: (269.8424 − 30.3891) / 12 = 239.4534 / 12 = 19.95 → 20th tithi = Krishna 5, Panchami.
// Karana: 239.4534 / 6 = 39.91 → half-tithi 40; movable karanas repeat from half-tithi 2: (40 − 2) mod 7 = 3 → Taitil.
// Yoga: (30.3891 + 269.8424) / 13.3333 = 300.2315 / 13.3333 = 22.52 → 23rd = Shubh.
// Moon: Sagittarius 29.84°, Uttara Ashadha pada 1 (266.67° … 270°): Kshatriya, Chatuspad (second half of Sagittarius),
// Nakul, Manushya, Antya, Parbhaag (Mula … Uttara Bhadrapada), fire; syllable of UA pada 1 = Bhe;
// Paya by the Moon's nakshatra: Uttara Ashadha is among the nine from Jyeshtha to Uttara Bhadrapada → Copper
// (by the Moon's house from Cancer, 9 − 4 + 1 = 6, the house rule would say Gold).
const EXPECTED = {
  ascendant: 'Cancer', ascendant_lord: 'Moon', Varna: 'Kshatriya', Vashya: 'Chatuspad', Yoni: 'Nakul', Gan: 'Manushya', Nadi: 'Antya',
  SignLord: 'Jupiter', sign: 'Sagittarius', Naksahtra: 'Uttra Shadha', NaksahtraLord: 'Sun', Charan: 1, Yog: 'Shubh', Karan: 'Taitil',
  Tithi: 'Krishna Panchami', yunja: 'Parbhaag', tatva: 'Fire', name_alphabet: 'Bhe', paya: 'Copper',
};

describe('POST /v1/astro_details', () => {
  it('answers the reference chart as worked by hand, in the spec’s key order', async () => {
    const res = await server.post('/v1/astro_details', REFERENCE_BIRTH);
    assert.equal(res.status, 200);
    const body = (await res.json()) as object;
    assert.deepEqual(Object.keys(body), Object.keys(EXPECTED));
    assert.deepEqual(body, EXPECTED);
  });

  it('names values in Hindi (the syllable in Devanagari)', async () => {
    const body = (await (await server.post('/v1/astro_details', REFERENCE_BIRTH, { 'accept-language': 'hi' })).json()) as Record<string, unknown>;
    assert.deepEqual([body.sign, body.Yoni, body.name_alphabet, body.paya, body.Charan], ['धनु', 'नकुल', 'भे', 'ताँबा', 1]);
  });
});

describe('paya, by the Moon’s nakshatra', () => {
  it('is Gold for a Moon in Ashwini in the 7th house, as the reference service answers (the house rule would say Copper)', async () => {
    // 15 January 2000, 1:00 +5:30, New Delhi. sweph called here: the Moon's sidereal (Lahiri) longitude and the ascendant
    // (tropical minus the mean ayanamsha). Ashwini is 0° … 13°20′ of Aries; an ascendant in Libra puts Aries in house 7.
    const birth = { day: 15, month: 1, year: 2000, hour: 1, min: 0, lat: 28.6139, lon: 77.209, tzone: 5.5 };
    const jd = sweph.julday(2000, 1, 15, 1 - 5.5, C.SE_GREG_CAL);
    sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
    const moon = sweph.calc_ut(jd, C.SE_MOON, C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL).data[0];
    const asc = sweph.houses(jd, birth.lat, birth.lon, 'E').data.points[0] - sweph.get_ayanamsa_ut(jd);
    assert.ok(moon > 0 && moon < 40 / 3, `Moon ${moon}`);
    assert.ok(asc >= 180 && asc < 210, `ascendant ${asc}`);
    const body = (await (await server.post('/v1/astro_details', birth)).json()) as Record<string, unknown>;
    assert.deepEqual([body.ascendant, body.Naksahtra, body.paya], ['Libra', 'Ashwini', 'Gold']);
  });

  it('follows the almanac groups: Revati, Ashwini, Bharani Gold; Krittika … Mrigashira Iron; Ardra … Anuradha Silver; the rest Copper', () => {
    // bhubnesh.blogspot.com, "बालक के पाये" (April 2017): three from Revati gold, three from Krittika iron, twelve from Ardra silver.
    const groups = { Gold: [26, 0, 1], Iron: [2, 3, 4], Silver: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], Copper: [17, 18, 19, 20, 21, 22, 23, 24, 25] };
    for (const [paya, naks] of Object.entries(groups)) {
      for (const n of naks) assert.equal(avakahada(n * (40 / 3) + 1).paya, paya, `nakshatra ${n}`);
    }
  });
});

describe('couple wrappers', () => {
  it('/match_astro_details: each person’s table without ascendant_lord', async () => {
    const body = (await (await server.post('/v1/match_astro_details', COUPLE)).json()) as Record<string, Record<string, unknown>>;
    assert.deepEqual(Object.keys(body), ['male_astro_details', 'female_astro_details']);
    const { ascendant_lord: _, ...withoutLord } = EXPECTED;
    assert.deepEqual(body.male_astro_details, withoutLord);
    assert.deepEqual(body.female_astro_details, withoutLord);
  });

  it('/match_planet_details: each person’s /planets answer', async () => {
    const planets: unknown = await (await server.post('/v1/planets', REFERENCE_BIRTH)).json();
    const body = (await (await server.post('/v1/match_planet_details', COUPLE)).json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body), ['male_planet_details', 'female_planet_details']);
    assert.deepEqual(body.male_planet_details, planets);
    assert.deepEqual(body.female_planet_details, planets);
  });

  it('/match_manglik_report: both LESS_EFFECTIVE (not present), so they match; each person is /manglik’s answer', async () => {
    const body = (await (await server.post('/v1/match_manglik_report', COUPLE)).json()) as Record<string, Record<string, unknown>>;
    assert.deepEqual(Object.keys(body), ['male', 'female', 'conclusion']);
    // 31.75 halved by Jupiter's aspect (worked in test/doshas.test.ts).
    assert.equal(body.male!.percentage_manglik_after_cancellation, 15.88);
    assert.deepEqual(body.male, await (await server.post('/v1/manglik', REFERENCE_BIRTH)).json());
    assert.equal(body.conclusion!.match, true);
  });

  it('/match_obstructions: same nakshatra is no vedha; the classical pairs are', async () => {
    const body = (await (await server.post('/v1/match_obstructions', COUPLE)).json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body), ['is_present', 'vedha_report', 'vedha_name']);
    assert.deepEqual([body.is_present, body.vedha_name], [false, false]);
    // Ashwini (0) and Jyeshtha (17); Mrigashira (4), Chitra (13) and Dhanishtha (22) all obstruct one another.
    assert.ok(vedha(0, 17) && vedha(17, 0) && vedha(4, 13) && vedha(13, 22) && vedha(22, 4));
    assert.equal(vedha(0, 1), null);
  });
});
