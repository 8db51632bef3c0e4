// The Western endpoints called through the hosted service's official SDK (astrologyapi 1.0.1) with its
// base URL pointed at us: its methods where it has them (planets/tropical, house_cusps/tropical,
// natal_wheel_chart), customRequest for western_horoscope and western_chart_data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { officialSdk, type OfficialSdk } from './helpers/official-sdk.js';
import { startServer, type TestServer } from './helpers/server.js';

const C = sweph.constants;
/** 15 May 1990, 10:30 IST, New Delhi. */
const BIRTH = { day: 15, month: 5, year: 1990, hour: 10, min: 30, lat: 28.6139, lon: 77.209, tzone: 5.5 };
const JD = sweph.julday(1990, 5, 15, 5, C.SE_GREG_CAL);
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

type WP = { name: string; full_degree: number; house: number };

let server: TestServer;
let sdk: OfficialSdk;
before(async () => {
  server = await startServer();
  sdk = officialSdk(server);
});
after(() => server.close());

describe('the official SDK against the Western endpoints', () => {
  it('western.getTropicalPlanets: the Sun and Moon where sweph puts them', async () => {
    const planets = (await sdk.western.getTropicalPlanets(BIRTH)) as WP[];
    assert.equal(planets.length, 13);
    assert.equal(planets[0]!.full_degree, round4(sweph.calc_ut(JD, C.SE_SUN, C.SEFLG_SWIEPH | C.SEFLG_SPEED).data[0]));
    assert.equal(planets[1]!.full_degree, round4(sweph.calc_ut(JD, C.SE_MOON, C.SEFLG_SWIEPH | C.SEFLG_SPEED).data[0]));
  });

  it('western.getHouseCusps: Placidus cusps, the Ascendant on cusp 1', async () => {
    const cusps = (await sdk.western.getHouseCusps({ ...BIRTH, house_type: 'placidus' })) as { houses: { degree: number }[]; ascendant: number; house_system: string };
    const ref = sweph.houses(JD, BIRTH.lat, BIRTH.lon, 'P').data;
    cusps.houses.forEach((c, i) => assert.ok(Math.abs(c.degree - ref.houses[i]!) < 6e-6, `cusp ${i + 1}`));
    assert.equal(cusps.house_system, 'placidus');
  });

  it('western.getNatalWheelChart: a link the SDK user can fetch', async () => {
    const answer = (await sdk.western.getNatalWheelChart({ ...BIRTH, chart_size: 500, image_type: 'svg' })) as { status: boolean; chart_url: string };
    assert.equal(answer.status, true);
    const res = await fetch(answer.chart_url);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /^<svg /);
  });

  it('customRequest western_horoscope and western_chart_data: the same planets as getTropicalPlanets', async () => {
    const planets = (await sdk.western.getTropicalPlanets(BIRTH)) as WP[];
    const horoscope = (await sdk.customRequest({ endpoint: 'western_horoscope', params: BIRTH })) as { planets: WP[]; aspects: unknown[] };
    assert.deepEqual(horoscope.planets, planets);
    assert.ok(horoscope.aspects.length > 0);
    const data = (await sdk.customRequest({ endpoint: 'western_chart_data', params: { ...BIRTH, house_type: 'placidus' } })) as { houses: { planets: WP[] }[] };
    assert.deepEqual(data.houses.flatMap((h) => h.planets).map((p) => p.name).sort(), planets.map((p) => p.name).sort());
  });
});
