// The prediction endpoints through the hosted service's official SDK (astrologyapi 1.0.1), only its
// base URL changed: its own methods for the daily and monthly sun-sign horoscopes, customRequest for
// the other paths. The clock is fixed, so the day and the sky are known; the Moon's and the Sun's
// signs are taken from sweph called here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { NAKSHATRA_EN } from '../src/predictions/texts/en/nakshatra.js';
import { NAKSHATRA_HI } from '../src/predictions/texts/hi/nakshatra.js';
import { SUN_SIGN_EN } from '../src/predictions/texts/en/sun-sign.js';
import { REFERENCE_BIRTH, REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { officialSdk, type OfficialSdk } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

const C = sweph.constants;
// 12:00 IST on 12 November 2026.
const NOW = new Date('2026-11-12T06:30:00Z');
const tropicalSign = (y: number, m: number, d: number, body: number) =>
  Math.floor(sweph.calc_ut(sweph.julday(y, m, d, 12 - 5.5, C.SE_GREG_CAL), body, C.SEFLG_SWIEPH).data[0] / 30);

type Daily = { status: boolean; sun_sign: string; prediction_date: string; prediction: Record<string, string> };
type Nakshatra = { birth_moon_sign: string; birth_moon_nakshatra: string; prediction: Record<string, string>; prediction_date: string };

describe('predictions through the official SDK', () => {
  let server: TestServer;
  let sdk: OfficialSdk;
  before(async () => {
    server = await startServer({ clock: () => NOW });
    sdk = officialSdk(server);
  });
  after(() => server.close());

  it('western.getSunSignPredictionDaily: today’s six sections, each opening with the Moon’s house from the sign', async () => {
    const answer = (await sdk.western.getSunSignPredictionDaily({}, null, 'gemini')) as Daily;
    assert.equal(answer.status, true);
    assert.equal(answer.sun_sign, 'gemini');
    assert.equal(answer.prediction_date, '12-11-2026');
    const house = SUN_SIGN_EN.moonHouse[(tropicalSign(2026, 11, 12, C.SE_MOON) - 2 + 12) % 12]!;
    assert.deepEqual(Object.keys(answer.prediction), Object.keys(house));
    for (const [section, text] of Object.entries(answer.prediction)) assert.ok(text.startsWith(house[section as keyof typeof house]), section);
  });

  it('western.getMonthlyHoroscopePrediction: the month’s theme from the Sun’s house at mid-month', async () => {
    const answer = (await sdk.western.getMonthlyHoroscopePrediction({ timezone: 5.5 }, null, 'taurus')) as { sun_sign: string; prediction_month: string; prediction: string[] };
    assert.equal(answer.sun_sign, 'taurus');
    assert.equal(answer.prediction_month, '11-2026');
    assert.equal(answer.prediction[0], SUN_SIGN_EN.sunHouseMonth[(tropicalSign(2026, 11, 15, C.SE_SUN) - 1 + 12) % 12]);
  });

  it('customRequest: next, previous and consolidated sun-sign days', async () => {
    for (const [endpoint, date, day] of [['sun_sign_prediction/daily/next/virgo', '13-11-2026', 13], ['sun_sign_prediction/daily/previous/virgo', '11-11-2026', 11]] as const) {
      const answer = (await sdk.customRequest({ endpoint, params: { timezone: 5.5 } })) as Daily;
      assert.equal(answer.prediction_date, date);
      const house = SUN_SIGN_EN.moonHouse[(tropicalSign(2026, 11, day, C.SE_MOON) - 5 + 12) % 12]!;
      assert.ok(answer.prediction.luck!.startsWith(house.luck), endpoint);
    }
    const today = (await sdk.western.getSunSignPredictionDaily({}, null, 'virgo')) as Daily;
    const one = (await sdk.customRequest({ endpoint: 'sun_sign_consolidated/daily/virgo', params: {} })) as { prediction: string };
    assert.equal(one.prediction, Object.values(today.prediction).join(' '));
  });

  it('customRequest: daily_nakshatra_prediction and its next and previous days, in English and Hindi', async () => {
    // Birth Moon in Uttara Ashadha (index 20); on the 12th the Moon is in Jyeshtha (17) at sunrise:
    // count 7 to Revati, then 18: 25 = 2 × 9 + 7, Naidhana (worked in test/predictions.test.ts).
    const en = (await sdk.customRequest({ endpoint: 'daily_nakshatra_prediction', params: REFERENCE_BIRTH })) as Nakshatra;
    assert.equal(en.birth_moon_nakshatra, REFERENCE_BODIES[1].nakshatra);
    assert.equal(en.birth_moon_sign, REFERENCE_BODIES[1].sign);
    assert.equal(en.prediction_date, '12 November 2026');
    assert.equal(en.prediction.health, NAKSHATRA_EN.tara.naidhana.health);
    const hi = (await sdk.customRequest({ endpoint: 'daily_nakshatra_prediction', params: REFERENCE_BIRTH, language: 'hi' })) as Nakshatra;
    assert.equal(hi.prediction.health, NAKSHATRA_HI.tara.naidhana.health);
    for (const [endpoint, date] of [['daily_nakshatra_prediction/next', '13 November 2026'], ['daily_nakshatra_prediction/previous', '11 November 2026']] as const) {
      const answer = (await sdk.customRequest({ endpoint, params: REFERENCE_BIRTH })) as Nakshatra;
      assert.equal(answer.prediction_date, date);
      assert.deepEqual(Object.keys(answer.prediction), ['health', 'emotions', 'profession', 'luck', 'personal_life', 'travel']);
    }
  });
});
