// The Avakahada table of the reference chart, worked by hand from its longitudes
// (shared/reference/reference-chart.md), and the couple endpoints built on it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { vedha } from '../src/vedic/vedha.js';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

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
// Moon's house from Cancer = 9 − 4 + 1 = 6 → Gold.
const EXPECTED = {
  ascendant: 'Cancer', ascendant_lord: 'Moon', Varna: 'Kshatriya', Vashya: 'Chatuspad', Yoni: 'Nakul', Gan: 'Manushya', Nadi: 'Antya',
  SignLord: 'Jupiter', sign: 'Sagittarius', Naksahtra: 'Uttra Shadha', NaksahtraLord: 'Sun', Charan: 1, Yog: 'Shubh', Karan: 'Taitil',
  Tithi: 'Krishna Panchami', yunja: 'Parbhaag', tatva: 'Fire', name_alphabet: 'Bhe', paya: 'Gold',
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
    assert.deepEqual([body.sign, body.Yoni, body.name_alphabet, body.paya, body.Charan], ['धनु', 'नकुल', 'भे', 'सोना', 1]);
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

  it('/match_manglik_report: both LESS_EFFECTIVE (not present), so they match', async () => {
    const body = (await (await server.post('/v1/match_manglik_report', COUPLE)).json()) as Record<string, Record<string, unknown>>;
    assert.deepEqual(Object.keys(body), ['male', 'female', 'conclusion']);
    assert.equal(body.male!.percentage_manglik_after_cancellation, 16.5);
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
