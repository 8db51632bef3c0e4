// Numerology through the hosted service's official SDK (astrologyapi 1.0.1), its base URL ours. The npm
// SDK has no numerology namespace, so every path goes through customRequest with the body the SDK's
// numerology methods send ({day, month, year, name, full_name: name, date: day}, spec §1.1). Values are
// worked by hand in test/numerology-western.test.ts and test/numerology-vedic.test.ts; the clock is fixed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { officialSdk, sdkError, type OfficialSdk } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const SDK_BODY = { day: 25, month: 12, year: 1988, name: 'Rahul Sharma', full_name: 'Rahul Sharma', date: 25 };

let server: TestServer;
let sdk: OfficialSdk;
before(async () => { server = await startServer({ clock: () => NOW }); sdk = officialSdk(server); });
after(() => server.close());

const call = async <T>(endpoint: string, params: Record<string, unknown> = SDK_BODY, language?: string) =>
  (await sdk.customRequest({ endpoint, params, ...(language ? { language } : {}) })) as T;

describe('Western numerology through the official SDK', () => {
  it('numerological_numbers', async () => {
    // Rahul Sharma, 25-12-1988: life path 9, personality 6, expression 3, soul urge 6, subconscious self 5, challenges 4 1 3 5.
    assert.deepEqual(await call('numerological_numbers'), {
      name: 'Rahul Sharma', birth_date: '1988-12-25', lifepath_number: 9, personality_number: 6, expression_number: 3,
      soul_urge_number: 6, subconscious_self_number: 5, challenge_numbers: [4, 1, 3, 5],
    });
  });

  it('the single numbers and the challenges', async () => {
    const singles = [['lifepath_number', 9], ['personality_number', 6], ['expression_number', 3], ['soul_urge_number', 6], ['sub_conscious_self_number', 5]] as const;
    for (const [path, n] of singles) {
      const r = await call<Record<string, unknown>>(path);
      assert.equal(r[path], n, path);
      assert.equal(typeof r.description, 'string');
    }
    assert.deepEqual((await call<{ challenge_numbers: number[] }>('challenge_numbers')).challenge_numbers, [4, 1, 3, 5]);
  });

  it('personal day, month and year at the default timezone (23 Nov 2026 at +5:30)', async () => {
    const day = await call<{ personal_day_number: number; prediction_date: string }>('personal_day_prediction');
    assert.deepEqual([day.personal_day_number, day.prediction_date], [9, '23-11-2026']);
    assert.equal((await call<{ personal_month_number: number }>('personal_month_prediction')).personal_month_number, 4);
    assert.equal((await call<{ personal_year_number: number }>('personal_year_prediction')).personal_year_number, 2);
  });
});

describe('Vedic numerology through the official SDK', () => {
  it('numero_table and the six reports of radical 7 (Ketu)', async () => {
    const table = await call<{ radical_number: number; radical_ruler: string; fav_mantra: string }>('numero_table');
    assert.deepEqual([table.radical_number, table.radical_ruler], [7, 'Ketu']);
    assert.match((await call<{ description: string }>('numero_report')).description, /^Your radical number is 7, the number of Ketu\./);
    for (const path of ['numero_fav_time', 'numero_place_vastu', 'numero_fasts_report', 'numero_fav_lord']) {
      const r = await call<{ title: string; description: string }>(path);
      assert.deepEqual(Object.keys(r), ['title', 'description'], path);
    }
    assert.ok((await call<{ description: string }>('numero_fav_mantra')).description.includes(table.fav_mantra));
  });

  it('in Hindi, as the SDK asks with its language argument', async () => {
    assert.ok((await call<{ description: string }>('numero_fav_mantra', SDK_BODY, 'hi')).description.includes('॥ ॐ कें केतवे नमः ॥'));
    assert.equal((await call<{ title: string }>('lifepath_number', SDK_BODY, 'hi')).title, 'जीवन पथ अंक');
  });

  it('numero_prediction/daily', async () => {
    const r = await call<Record<string, string>>('numero_prediction/daily');
    assert.deepEqual([r.lucky_number, r.lucky_color, r.prediction_date], ['7', 'Black', '23-11-2026']);
  });

  it('a name the service cannot read is refused in the envelope, naming the field', async () => {
    const err = await sdk.customRequest({ endpoint: 'numero_report', params: { ...SDK_BODY, name: '१२३', full_name: '१२३' } })
      .then(() => assert.fail('accepted'), (e: unknown) => sdkError(e));
    assert.deepEqual([err.status, err.code], [false, 'invalid_field']);
    assert.match(err.message ?? '', /^name /);
  });
});
