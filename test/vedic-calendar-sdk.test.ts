// Every path of the family through the hosted service's official SDK (astrologyapi 1.0.1 from npm, base
// URL ours): it has no method for these paths, so customRequest. Values are the hand-worked ones of
// the family's own tests (vedic-calendar-muhurta, -gochara, -planet-panchang).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { officialSdk, type OfficialSdk } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
let sdk: OfficialSdk;
before(async () => {
  server = await startServer();
  sdk = officialSdk(server);
});
after(() => server.close());

const call = <T>(endpoint: string, params: object = REFERENCE_BIRTH, language?: string) =>
  sdk.customRequest({ endpoint, params: { ...params }, ...(language ? { language } : {}) }) as Promise<T>;

describe('the family through the official SDK’s customRequest', () => {
  it('hora_muhurta and hora_muhurta_dinman: Tuesday 15 May 1990 begins with Mars’s hora at 5:30', async () => {
    for (const path of ['hora_muhurta', 'hora_muhurta_dinman']) {
      const { hora } = await call<{ hora: { day: { time: string; hora: string }[]; night: { hora: string }[] } }>(path);
      assert.deepEqual([hora.day[0]!.hora, hora.day[1]!.hora, hora.night[0]!.hora], ['Mars', 'Sun', 'Saturn']);
      assert.equal(hora.day[0]!.time.split(' - ')[0], '5:30');
    }
  });

  it('chaughadiya_muhurta: Rog first by day, Kaal by night; in Hindi रोग', async () => {
    const { chaughadiya } = await call<{ chaughadiya: { day: { time: string; muhurta: string }[]; night: { muhurta: string }[] } }>('chaughadiya_muhurta');
    assert.deepEqual([chaughadiya.day[0]!.muhurta, chaughadiya.night[0]!.muhurta], ['Rog', 'Kaal']);
    assert.equal(chaughadiya.day[0]!.time.split(' - ')[0], '5 : 30 : 41');
    const hi = await call<{ chaughadiya: { day: { muhurta: string }[] } }>('chaughadiya_muhurta', REFERENCE_BIRTH, 'hi');
    assert.equal(hi.chaughadiya.day[0]!.muhurta, 'रोग');
  });

  it('vedic_sign_gochara and vedic_nakshatra_gochara: the Sun enters twelve signs in 2026; the Moon about 361 nakshatras', async () => {
    const year = { ...REFERENCE_BIRTH, day: 1, month: 1, year: 2026 };
    const sun = await call<{ planet: string; transits: unknown[] }>('vedic_sign_gochara', { ...year, planet: 'sun' });
    assert.equal(sun.planet, 'Sun');
    assert.equal(sun.transits.length, 12);
    const moon = await call<{ transits: unknown[] }>('vedic_nakshatra_gochara', { ...year, planet: 'moon' });
    assert.ok(moon.transits.length >= 360 && moon.transits.length <= 362);
  });

  it('vedic_planetary_events: Mercury turns retrograde three times in the year from 1 January 2026', async () => {
    const events = await call<{ planet: string; event: string }[]>('vedic_planetary_events', { ...REFERENCE_BIRTH, day: 1, month: 1, year: 2026, hour: 0, min: 0 });
    assert.equal(events.filter((e) => e.planet === 'Mercury' && e.event === 'RETROGRADE').length, 3);
  });

  it('planet_panchang and /sunrise: ten rows, the lagna "Asc"; the reference Sun at 30.3890707°', async () => {
    const rows = await call<{ name: string; fullDegree: number }[]>('planet_panchang');
    assert.equal(rows.length, 10);
    assert.equal(rows[9]!.name, 'Asc');
    assert.ok(Math.abs(rows[0]!.fullDegree - 30.3890707) < 1e-6);
    const sunrise = await call<{ name: string }[]>('planet_panchang/sunrise');
    assert.equal(sunrise.length, 10);
  });
});
