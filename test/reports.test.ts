// The Vedic reports and remedies on two charts worked by hand: the reference chart (test/fixtures/
// reference-chart.ts, computed outside this project) and a chart born at the solar eclipse of 21 June
// 2020, noon IST in New Delhi, whose sidereal positions are computed here with sweph called directly
// (tropical longitudes minus the Lahiri ayanamsha), not through our chart code.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { pitraDosha } from '../src/reports/pitra-dosha.js';
import { taraOf } from '../src/reports/puja.js';
import { REFERENCE_BIRTH, REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

const C = sweph.constants;
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const ECLIPSE_BIRTH = { day: 21, month: 6, year: 2020, hour: 12, min: 0, lat: 28.6139, lon: 77.209, tzone: 5.5 };

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

/** The keys the tests read, so that the answers can be typed without index checks. */
type Inner = 'ascendant' | 'report' | 'name' | 'gem_key' | 'gem_deity' | 'wear_day';
type Outer = 'asc_report' | 'LIFE' | 'BENEFIC' | 'LUCKY';
type FlatKey = 'planet' | 'house_report' | 'rashi_report' | 'img_url' | 'rudraksha_key' | 'name' | 'recommend' | 'detail' | 'suggestions'
  | 'is_pitri_dosha_present' | 'rules_matched' | 'conclusion' | 'what_is_sadhesati' | 'remedies';
/** An answer, typed as the test reads it (objects of strings by default). */
async function post<T = Record<Outer, Record<Inner, string>>>(path: string, body: object = REFERENCE_BIRTH, headers: Record<string, string> = {}) {
  const res = await server.post(path, body, headers);
  assert.equal(res.status, 200, path);
  return { json: (await res.json()) as T, language: res.headers.get('content-language') };
}
type Flat = Record<FlatKey, string & readonly string[]>;

/** Sidereal sign (0 = Aries) of a body at the eclipse birth, from sweph's tropical longitude and the Lahiri ayanamsha. */
function eclipseSign(body: number | 'asc'): number {
  sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  const jd = sweph.julday(2020, 6, 21, 12 - 5.5, C.SE_GREG_CAL);
  const ayanamsha = sweph.get_ayanamsa_ut(jd);
  const tropical = body === 'asc' ? sweph.houses(jd, ECLIPSE_BIRTH.lat, ECLIPSE_BIRTH.lon, 'W').data.points[0] : sweph.calc_ut(jd, body, C.SEFLG_SWIEPH).data[0];
  return Math.floor((((tropical - ayanamsha) % 360) + 360) % 360 / 30);
}

describe('reference chart (ascendant Cancer, Moon in Sagittarius, Uttara Ashadha)', () => {
  const sign = (name: string) => REFERENCE_BODIES.find((b) => b.name === name)!.sign;

  it('the ascendant report is Cancer’s', async () => {
    const { json } = await post('/v1/general_ascendant_report');
    assert.deepEqual(Object.keys(json), ['asc_report']);
    assert.equal(json.asc_report.ascendant, sign('Ascendant'));
    assert.match(json.asc_report.report, /^Cancer rises/);
  });

  it('the nakshatra report is the Moon’s, Uttara Ashadha, in five arrays of paragraphs', async () => {
    // 269.84° / (360° / 27) = 20.24 → index 20 = Uttara Ashadha (the fixture's "Uttra Shadha").
    const { json } = await post<{ nak_report: Record<'physical' | 'character' | 'education' | 'family' | 'health', string[]> }>('/v1/general_nakshatra_report');
    assert.deepEqual(Object.keys(json.nak_report), ['physical', 'character', 'education', 'family', 'health']);
    assert.match(json.nak_report.character[0]!, /^Uttara Ashadha/);
    for (const section of Object.values(json.nak_report)) assert.ok(section.length > 0 && section.every((p) => p.length > 20));
  });

  it('house reports count whole signs from Cancer: Sun in Taurus is the 11th, Ketu in Cancer the 1st', async () => {
    // Taurus (1) − Cancer (3) + 12 = 10, + 1 → house 11; Ketu shares the ascendant's sign → house 1.
    assert.match((await post<Flat>('/v1/general_house_report/sun')).json.house_report, /^The Sun in your eleventh house/);
    const ketu = (await post<Flat>('/v1/general_house_report/KETU')).json;
    assert.equal(ketu.planet, 'ketu');
    assert.match(ketu.house_report, /^Ketu in your first house/);
  });

  it('rashi reports follow the sign; the nodes answer {planet} alone', async () => {
    assert.deepEqual(Object.keys((await post<Flat>('/v1/general_rashi_report/moon')).json), ['planet', 'rashi_report']);
    assert.match((await post<Flat>('/v1/general_rashi_report/moon')).json.rashi_report, /\bMoon in Sagittarius\b/);
    // Saturn in Capricorn, its own sign.
    assert.match((await post<Flat>('/v1/general_rashi_report/saturn')).json.rashi_report, /^Saturn in Capricorn, its own sign/);
    assert.deepEqual((await post<Flat>('/v1/general_rashi_report/rahu')).json, { planet: 'rahu' });
    const bad = await server.post('/v1/general_rashi_report/pluto', REFERENCE_BIRTH);
    assert.equal(bad.status, 400);
  });

  it('gems: Cancer → Moon → Pearl; 5th Scorpio → Mars → Red Coral; 9th Pisces → Jupiter → Yellow Sapphire', async () => {
    // Houses from Cancer (3): 5th = 3 + 4 = 7 Scorpio (lord Mars); 9th = 3 + 8 = 11 Pisces (lord Jupiter).
    // Stones from the navaratna table (Mani-Mala): Moon pearl, Mars red coral, Jupiter yellow sapphire.
    const { json } = await post('/v1/basic_gem_suggestion');
    assert.deepEqual(Object.keys(json), ['LIFE', 'BENEFIC', 'LUCKY']);
    assert.deepEqual(json.LIFE, { name: 'Pearl', gem_key: 'pearl', semi_gem: 'Moonstone', wear_finger: 'Little', weight_caret: '2 - 6.25', wear_metal: 'Silver', wear_day: 'Monday', gem_deity: 'Moon' });
    // The Mars row is the one the hosted service's documentation shows.
    assert.deepEqual(json.BENEFIC, { name: 'Red Coral', gem_key: 'red_coral', semi_gem: 'Red Agate', wear_finger: 'Index', weight_caret: '6 - 10.25', wear_metal: 'Gold', wear_day: 'Tuesday', gem_deity: 'Mars' });
    assert.deepEqual([json.LUCKY.name, json.LUCKY.gem_key, json.LUCKY.gem_deity], ['Yellow Sapphire', 'yellow_sapphire', 'Jupiter']);
  });

  it('rudraksha: ascendant lord Moon → two faces; Moon sign Sagittarius → Jupiter → five faces', async () => {
    const { json } = await post<Flat>('/v1/rudraksha_suggestion');
    assert.deepEqual(Object.keys(json), ['img_url', 'rudraksha_key', 'name', 'recommend', 'detail']);
    assert.equal(json.img_url, '/img/two+five.jpg');
    assert.equal(json.rudraksha_key, 'two_faced_five_faced');
    assert.equal(json.name, 'Two + Five Faced Rudraksha (Do + Paanch Mukhi)');
    assert.match(json.recommend, /TWO FACED and FIVE FACED/);
    assert.match(json.detail, /^The two-faced bead/);
  });

  it('no puja and no pitra dosha', async () => {
    // Kalsarpa: arcs from Rahu (287.63°): Moon 342.2° and Saturn 343.9° lie outside the Rahu→Ketu half and the
    // Moon's Sagittarius is no node's sign; Mars 36.8°, Sun 102.8° … lie outside the other half → no yoga.
    // Pitra: Sun in Taurus, Rahu and Saturn in Capricorn, Ketu in Cancer; the 9th (Pisces) holds Venus
    // alone; the 9th lord Jupiter is in Gemini, with no node → no rule.
    // Nakshatra: the ascendant lord is the Moon itself → counted from its own star, tara 1 (Janma) → no puja.
    const puja = (await post<Flat>('/v1/puja_suggestion')).json;
    assert.deepEqual(puja.suggestions, []);
    const pitra = (await post<Flat>('/v1/pitra_dosha_report')).json;
    assert.deepEqual(Object.keys(pitra), ['what_is_pitri_dosha', 'is_pitri_dosha_present', 'rules_matched', 'conclusion', 'remedies', 'effects']);
    assert.equal(pitra.is_pitri_dosha_present, false);
    assert.deepEqual(pitra.rules_matched, []);
  });

  it('sadhesati_remedies explains Sade Sati as sadhesati_current_status does', async () => {
    const { json } = await post<Flat>('/v1/sadhesati_remedies');
    const status = (await post<Flat>('/v1/sadhesati_current_status')).json;
    assert.equal(json.what_is_sadhesati, status.what_is_sadhesati);
    assert.ok(json.remedies.length >= 5);
  });
});

describe('eclipse chart, 21 June 2020 12:00 IST, New Delhi', () => {
  it('sweph directly: ascendant Virgo, Sun and Moon and Rahu in Gemini, Ketu in Sagittarius, Venus in Taurus', () => {
    assert.deepEqual([eclipseSign('asc'), eclipseSign(C.SE_SUN), eclipseSign(C.SE_MOON), eclipseSign(C.SE_MEAN_NODE), eclipseSign(C.SE_VENUS)].map((s) => SIGNS[s]),
      ['Virgo', 'Gemini', 'Gemini', 'Gemini', 'Taurus']);
  });

  it('pitra dosha present by one rule: the Sun with Rahu', async () => {
    // 9th from Virgo is Taurus: no node there; its lord Venus is in Taurus, no node with it. Saturn is in
    // Capricorn, away from the Sun. So one rule: sun_rahu.
    const { json } = await post<Flat>('/v1/pitra_dosha_report', ECLIPSE_BIRTH);
    assert.equal(json.is_pitri_dosha_present, true);
    assert.deepEqual(json.rules_matched, ['The Sun, significator of the father, shares a sign with Rahu.']);
    assert.match(json.conclusion, /meeting 1 of the rules/);
  });

  it('pujas: Kal Sarpa, Pitra dosha, and Nakshatra (Mercury in Punarvasu, 3rd from Mrigashira: VIPAT)', async () => {
    // The Moon (Gemini) sits in Mrigashira (index 4); the ascendant lord Mercury in Punarvasu (index 6):
    // 6 − 4 + 1 = 3rd star → Vipat. Kalsarpa: Mars, Jupiter, Venus, Saturn lie in the Ketu→Rahu half; the
    // Sun, Moon and Mercury are outside it but in Rahu's Gemini → partial, descending.
    const { json } = await post<Flat>('/v1/puja_suggestion', ECLIPSE_BIRTH);
    const s = json.suggestions as unknown as { puja_id: string; priority: number; one_line: string; status: boolean }[];
    assert.deepEqual(s.map((x) => [x.puja_id, x.priority, x.status]), [['KAL_SARPA', 5, true], ['PITRA_DOSHA', 4, true], ['NAKSHATRA_PUJA', 3, true]]);
    assert.match(s[0]!.one_line, /partial descending/);
    assert.match(s[2]!.one_line, /Mercury .* VIPAT tara/);
  });

  it('rudraksha: Mercury rules both the ascendant (Virgo) and the Moon sign (Gemini), so the 9th lord Venus gives the second bead', async () => {
    // Mercury → four faces; 9th from Virgo = Taurus → Venus → six faces.
    const { json } = await post<Flat>('/v1/rudraksha_suggestion', ECLIPSE_BIRTH);
    assert.equal(json.name, 'Four + Six Faced Rudraksha (Char + Chhah Mukhi)');
  });

  it('gems for Virgo: Emerald (Mercury), Blue Sapphire (5th Capricorn, Saturn), Diamond (9th Taurus, Venus)', async () => {
    const { json } = await post('/v1/basic_gem_suggestion', ECLIPSE_BIRTH);
    assert.deepEqual([json.LIFE.name, json.BENEFIC.name, json.LUCKY.name], ['Emerald', 'Blue Sapphire', 'Diamond']);
  });
});

describe('rules on built charts', () => {
  /** Signs by planet id (ascendant at 9); houses counted whole-sign. */
  const chart = (signs: number[]) => signs.map((sign) => ({ sign, house: ((sign - signs[9]! + 12) % 12) + 1 }));

  it('pitra dosha: Rahu in the 9th, and the 9th lord with Ketu', () => {
    // Ascendant Aries (0): 9th = Sagittarius (8), lord Jupiter (id 4). Rahu in Sagittarius; Ketu in Gemini with Jupiter.
    //            Sun Moon Mars Merc Jup Ven Sat Rahu Ketu Asc
    assert.deepEqual(pitraDosha(chart([1, 3, 5, 1, 2, 0, 10, 8, 2, 0])), ['node_in_ninth', 'ninth_lord_node']);
    assert.deepEqual(pitraDosha(chart([1, 3, 5, 1, 6, 0, 10, 9, 3, 0])), []);
  });

  it('taras count from the birth star in nines', () => {
    // From Ashwini (0): Krittika (2) is the 3rd → Vipat; the 12th star (11) is 12 = 9 + 3 → Vipat again; Revati (26) is 27 = 3 × 9 → Param Mitra.
    assert.deepEqual([taraOf(0, 2), taraOf(0, 11), taraOf(0, 26), taraOf(25, 0)], ['VIPAT', 'VIPAT', 'PARAM_MITRA', 'VIPAT']);
  });
});

describe('languages', () => {
  it('Hindi answers in Devanagari; Tamil, not in the bank, answers in English with Content-Language en', async () => {
    const hi = await post('/v1/general_ascendant_report', REFERENCE_BIRTH, { 'accept-language': 'hi' });
    assert.equal(hi.language, 'hi');
    assert.equal(hi.json.asc_report.ascendant, 'कर्क');
    assert.match(hi.json.asc_report.report, /^आपके जन्म के समय कर्क लग्न/);
    const ta = await post('/v1/general_ascendant_report', REFERENCE_BIRTH, { 'accept-language': 'ta' });
    assert.equal(ta.language, 'en');
    assert.equal(ta.json.asc_report.ascendant, 'Cancer');
    const gem = await post('/v1/basic_gem_suggestion', REFERENCE_BIRTH, { 'accept-language': 'hi' });
    assert.deepEqual([gem.json.LIFE.name, gem.json.LIFE.gem_key, gem.json.LIFE.wear_day], ['मोती', 'pearl', 'सोमवार']);
    const puja = await post<{ suggestions: { one_line: string }[] }>('/v1/puja_suggestion', ECLIPSE_BIRTH, { 'accept-language': 'hi' });
    assert.match(puja.json.suggestions[2]!.one_line, /लग्नेश बुध .* विपत् तारा/);
  });
});
