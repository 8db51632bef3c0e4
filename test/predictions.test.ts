// Sun-sign horoscopes and the daily nakshatra prediction on a real server with a fixed clock: the
// transit facts checked against the Swiss Ephemeris called directly here, the tara worked by hand,
// determinism, distinctness, and the languages each endpoint answers in.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { sunSignDay, tropicalSky, localNoonUt } from '../src/predictions/sun-sign-facts.js';
import { RETROGRADE_PLANETS, SUN_SIGNS } from '../src/predictions/sun-sign-rules.js';
import { dailySunSignPrediction } from '../src/predictions/sun-sign.js';
import { SUN_SIGN_EN } from '../src/predictions/texts/en/sun-sign.js';
import { NAKSHATRA_EN } from '../src/predictions/texts/en/nakshatra.js';
import { REFERENCE_BIRTH, REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';

const C = sweph.constants;
// 12:00 IST on 12 November 2026: "today" is the 12th at the default timezone 5.5 and at the birth tzone.
const NOW = new Date('2026-11-12T06:30:00Z');
let server: TestServer;
before(async () => { server = await startServer({ clock: () => NOW }); });
after(() => server.close());

type Daily = { status: boolean; sun_sign: string; prediction_date: string; prediction: Record<string, string> };

async function post<T>(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<{ json: T; text: string; language: string | null }> {
  const res = await server.post(path, body, headers);
  const text = await res.text();
  assert.equal(res.status, 200, text);
  return { json: JSON.parse(text) as T, text, language: res.headers.get('content-language') };
}

// ---- independent references: sweph called here, with other flags (no speed, no sidereal) ----
const jdNoon = (y: number, m: number, d: number, tz: number) => sweph.julday(y, m, d, 12 - tz, C.SE_GREG_CAL);
const tropical = (jd: number, body: number) => sweph.calc_ut(jd, body, C.SEFLG_SWIEPH).data[0];
const signOf = (lon: number) => Math.floor((((lon % 360) + 360) % 360) / 30);
// Ptolemy's rulers, Aries … Pisces (Tetrabiblos I.17).
const RULERS = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'];
const BODIES = { mercury: C.SE_MERCURY, venus: C.SE_VENUS, mars: C.SE_MARS, jupiter: C.SE_JUPITER, saturn: C.SE_SATURN } as const;
/** Retrograde by a finite difference over two hours around the instant (not the speed flag the code reads). */
const retrograde = (jd: number, body: number) => {
  const d = tropical(jd + 1 / 24, body) - tropical(jd - 1 / 24, body);
  return ((d + 540) % 360) - 180 < 0;
};

describe('transit facts', () => {
  it('the Moon’s house from each sign and the retrogrades agree with sweph, on every fifth day of 2026', () => {
    for (let day = 0; day < 365; day += 5) {
      const date = sweph.revjul(sweph.julday(2026, 1, 1, 0, C.SE_GREG_CAL) + day, C.SE_GREG_CAL);
      const civil = { year: date.year, month: date.month, day: date.day };
      const jd = jdNoon(civil.year, civil.month, civil.day, 5.5);
      assert.ok(Math.abs(localNoonUt(civil, 5.5) - jd) < 1e-9);
      const moonSign = signOf(tropical(jd, C.SE_MOON));
      const sky = tropicalSky(jd);
      for (let sign = 0; sign < 12; sign++) {
        const facts = sunSignDay(sign, sky);
        // Houses counted with the sign as the 1st: Moon in Leo (4) seen from Aries (0) is the 5th.
        assert.equal(facts.moonHouse, ((moonSign - sign + 12) % 12) + 1, `${civil.year}-${civil.month}-${civil.day} sign ${sign}`);
        // A retrograde is read when the planet rules the sign, else when it stands on an angle (1st, 4th, 7th, 10th).
        const retro = facts.facts.filter((f) => f.kind === 'retrograde').map((f) => `${f.planet} ${f.angle ?? 'ruler'}`);
        const expected = RETROGRADE_PLANETS.filter((p) => retrograde(jd, BODIES[p])).flatMap((p) => {
          const house = ((signOf(tropical(jd, BODIES[p])) - sign + 12) % 12) + 1;
          if (RULERS[sign] === p) return [`${p} ruler`];
          return [1, 4, 7, 10].includes(house) ? [`${p} ${house}`] : [];
        });
        assert.deepEqual(retro, expected, `${civil.year}-${civil.month}-${civil.day} sign ${sign}`);
      }
    }
  });

  it('the endpoint opens each section with the text of the Moon’s house found by sweph', async () => {
    const moonSign = signOf(tropical(jdNoon(2026, 11, 12, 5.5), C.SE_MOON));
    for (const [sign, name] of SUN_SIGNS.entries()) {
      const { json } = await post<Daily>(`/v1/sun_sign_prediction/daily/${name}`);
      const house = SUN_SIGN_EN.moonHouse[(moonSign - sign + 12) % 12]!;
      for (const [section, text] of Object.entries(json.prediction)) assert.ok(text.startsWith(house[section as keyof typeof house]), `${name} ${section}`);
    }
  });
});

describe('sun-sign predictions', () => {
  it('answer in the spec’s shape, sections in order, the date D-M-YYYY', async () => {
    const { json } = await post<Daily>('/v1/sun_sign_prediction/daily/ARIES');
    assert.deepEqual(Object.keys(json), ['status', 'sun_sign', 'prediction_date', 'prediction']);
    assert.deepEqual(Object.keys(json.prediction), ['personal_life', 'profession', 'health', 'emotions', 'travel', 'luck']);
    assert.equal(json.sun_sign, 'aries');
    assert.equal(json.prediction_date, '12-11-2026');
    for (const text of Object.values(json.prediction)) {
      const words = text.split(/\s+/).length;
      assert.ok(words >= 10 && words <= 80, `${words} words: ${text}`);
    }
  });

  it('12 signs × 3 consecutive days give 36 different predictions', async () => {
    const seen = new Map<string, string>();
    for (const name of SUN_SIGNS) {
      for (const [path, date] of [['daily/previous', '11-11-2026'], ['daily', '12-11-2026'], ['daily/next', '13-11-2026']] as const) {
        const { json } = await post<Daily>(`/v1/sun_sign_prediction/${path}/${name}`);
        assert.equal(json.prediction_date, date);
        const key = JSON.stringify(json.prediction);
        assert.ok(!seen.has(key), `${name} ${date} reads as ${seen.get(key)}`);
        seen.set(key, `${name} ${date}`);
      }
    }
    assert.equal(seen.size, 36);
  });

  it('no sentence is read for two signs on the same day (every sixth day of 2026)', () => {
    for (let day = 0; day < 365; day += 6) {
      const d = sweph.revjul(sweph.julday(2026, 1, 1, 0, C.SE_GREG_CAL) + day, C.SE_GREG_CAL);
      const seen = new Map<string, string>();
      for (const [sign, name] of SUN_SIGNS.entries()) {
        const p = dailySunSignPrediction(sign, { year: d.year, month: d.month, day: d.day }, 5.5, SUN_SIGN_EN);
        for (const sentence of Object.values(p).flatMap((t) => t.split(/(?<=\.) /))) {
          assert.ok(!seen.has(sentence), `${d.year}-${d.month}-${d.day}: ${name} and ${seen.get(sentence)} both read "${sentence}"`);
          seen.set(sentence, name);
        }
      }
    }
  });

  it('the same request twice is byte-identical; the timezone picks the day', async () => {
    const a = await post<Daily>('/v1/sun_sign_prediction/daily/virgo', { timezone: -10 });
    const b = await post<Daily>('/v1/sun_sign_prediction/daily/virgo', 'timezone=-10', { 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(a.text, b.text);
    // 06:30 UT is 20:30 on the 11th at −10.
    assert.equal(a.json.prediction_date, '11-11-2026');
    const c = await post<Daily>('/v1/sun_sign_prediction/daily/previous/virgo');
    assert.deepEqual(c.json.prediction, a.json.prediction);
  });

  it('the consolidated text is the daily sections joined in order', async () => {
    const daily = await post<Daily>('/v1/sun_sign_prediction/daily/scorpio');
    const one = await post<{ prediction: string; prediction_date: string }>('/v1/sun_sign_consolidated/daily/scorpio');
    assert.equal(one.json.prediction, Object.values(daily.json.prediction).join(' '));
    assert.equal(one.json.prediction_date, '12-11-2026');
  });

  it('the monthly horoscope opens with the Sun’s house at mid-month and closes with the full moon’s house', async () => {
    const { json } = await post<{ sun_sign: string; prediction_month: string; prediction: string[] }>('/v1/horoscope_prediction/monthly/taurus');
    assert.equal(json.prediction_month, '11-2026');
    const sunSign = signOf(tropical(jdNoon(2026, 11, 15, 5.5), C.SE_SUN));
    assert.equal(json.prediction[0], SUN_SIGN_EN.sunHouseMonth[(sunSign - 1 + 12) % 12]);
    // The first full moon from 1 November 2026 00:00 IST, found here by bisection on the elongation.
    let lo = sweph.julday(2026, 11, 1, -5.5, C.SE_GREG_CAL);
    const elong = (jd: number) => (((tropical(jd, C.SE_MOON) - tropical(jd, C.SE_SUN)) % 360) + 360) % 360;
    while (elong(lo) > 180 || elong(lo + 0.5) < 180) lo += 0.5;
    let hi = lo + 0.5;
    for (let i = 0; i < 40; i++) { const mid = (lo + hi) / 2; if (elong(mid) < 180) lo = mid; else hi = mid; }
    const moonSign = signOf(tropical(hi, C.SE_MOON));
    assert.equal(json.prediction.at(-1), SUN_SIGN_EN.fullMoonHouse[(moonSign - 1 + 12) % 12]);
  });

  it('answer in Hindi from the Hindi bank, and in English with Content-Language en for a language without a bank', async () => {
    const en = await post<Daily>('/v1/sun_sign_prediction/daily/leo');
    const hi = await post<Daily>('/v1/sun_sign_prediction/daily/leo', {}, { 'accept-language': 'hi' });
    assert.equal(hi.language, 'hi');
    assert.deepEqual(Object.keys(hi.json.prediction), Object.keys(en.json.prediction));
    for (const text of Object.values(hi.json.prediction)) assert.match(text, /^[\u0900-\u097F\s,;:().!?’'-]+$/u);
    const month = await post<{ prediction: string[] }>('/v1/horoscope_prediction/monthly/leo', {}, { 'accept-language': 'hi' });
    for (const text of month.json.prediction) assert.match(text, /^[\u0900-\u097F\s,;:().!?’'-]+$/u);
    const kn = await post<Daily>('/v1/sun_sign_prediction/daily/leo', {}, { 'accept-language': 'kn' });
    assert.equal(kn.language, 'en');
    assert.equal(kn.text, en.text);
  });
});

type Nakshatra = { birth_moon_sign: string; birth_moon_nakshatra: string; prediction: Record<string, string>; prediction_date: string };

describe('daily nakshatra prediction', () => {
  // The reference birth's Moon: Uttara Ashadha (the 21st nakshatra, index 20), Sagittarius.
  assert.equal(REFERENCE_BODIES[1].nakshatra, 'Uttra Shadha');
  const SIDEREAL = C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL;
  const nakAt = (day: number, hour: number) => Math.floor(sweph.calc_ut(sweph.julday(2026, 11, day, hour - 5.5, C.SE_GREG_CAL), C.SE_MOON, SIDEREAL).data[0] / (360 / 27));

  it('tara by hand: the Moon in Jyeshtha counted from Uttara Ashadha is Naidhana', async () => {
    // Sunrise at Delhi on 12 November falls between 05:00 and 07:30 IST; the Moon is in Jyeshtha
    // (index 17) through that span, so it is the nakshatra at sunrise.
    assert.equal(nakAt(12, 5), 17);
    assert.equal(nakAt(12, 7.5), 17);
    // Count from Uttara Ashadha (21st) to Jyeshtha (18th), both inclusive: 7 to Revati (21…27), then
    // 18 from Ashwini, 25 in all; 25 = 2 × 9 + 7: the 7th tara, Naidhana. The 3rd tithi of the bright
    // fortnight (Moon − Sun 24°…36° at 05:00 and 07:30: checked below) is of the Jaya class;
    // Jyeshtha is a sharp nakshatra.
    const elong = (hour: number) => {
      const jd = sweph.julday(2026, 11, 12, hour - 5.5, C.SE_GREG_CAL);
      return (((sweph.calc_ut(jd, C.SE_MOON, SIDEREAL).data[0] - sweph.calc_ut(jd, C.SE_SUN, SIDEREAL).data[0]) % 360) + 360) % 360;
    };
    for (const h of [5, 7.5]) assert.ok(elong(h) >= 24 && elong(h) < 36);
    const { json } = await post<Nakshatra>('/v1/daily_nakshatra_prediction', REFERENCE_BIRTH);
    assert.deepEqual(Object.keys(json), ['birth_moon_sign', 'birth_moon_nakshatra', 'prediction', 'prediction_date']);
    assert.equal(json.birth_moon_sign, REFERENCE_BODIES[1].sign);
    assert.equal(json.birth_moon_nakshatra, REFERENCE_BODIES[1].nakshatra);
    assert.equal(json.prediction_date, '12 November 2026');
    assert.deepEqual(Object.keys(json.prediction), ['health', 'emotions', 'profession', 'luck', 'personal_life', 'travel']);
    const t = NAKSHATRA_EN.tara.naidhana;
    assert.equal(json.prediction.health, t.health);
    assert.equal(json.prediction.luck, `${t.luck} ${NAKSHATRA_EN.tithiClass.jaya}`);
    assert.equal(json.prediction.travel, `${t.travel} ${NAKSHATRA_EN.nakshatraNature.sharp}`);
  });

  it('tara by hand across Revati: the Moon in Bharani the 23rd is Parama Mitra, and /next, /previous shift the day', async () => {
    // 23 November: Bharani (index 1) all morning. Count from Uttara Ashadha: 7 to Revati, then 2: 9 → the 9th tara.
    assert.equal(nakAt(23, 5), 1);
    assert.equal(nakAt(23, 7.5), 1);
    const s = await startServer({ clock: () => new Date('2026-11-22T06:30:00Z') });
    try {
      const res = await s.post('/v1/daily_nakshatra_prediction/next', REFERENCE_BIRTH);
      const json = (await res.json()) as Nakshatra;
      assert.equal(json.prediction_date, '23 November 2026');
      assert.equal(json.prediction.emotions, NAKSHATRA_EN.tara.param_mitra.emotions);
      const prev = (await (await s.post('/v1/daily_nakshatra_prediction/previous', REFERENCE_BIRTH)).json()) as Nakshatra;
      assert.equal(prev.prediction_date, '21 November 2026');
    } finally {
      await s.close();
    }
  });

  it('answers in Hindi with Hindi names, and in English for a language it does not have', async () => {
    const hi = await post<Nakshatra>('/v1/daily_nakshatra_prediction', REFERENCE_BIRTH, { 'accept-language': 'hi' });
    assert.equal(hi.language, 'hi');
    assert.equal(hi.json.birth_moon_sign, 'धनु');
    for (const text of Object.values(hi.json.prediction)) assert.match(text, /^[\u0900-\u097F\s,;:().!?’'-]+$/u);
    assert.equal(hi.json.prediction_date, '12 November 2026');
    const ta = await post<Nakshatra>('/v1/daily_nakshatra_prediction', REFERENCE_BIRTH, { 'accept-language': 'ta' });
    assert.equal(ta.language, 'en');
    assert.equal(ta.json.birth_moon_nakshatra, 'Uttra Shadha');
  });
});
