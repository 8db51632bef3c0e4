// The baseline: bare Fastify routes doing the same Swiss Ephemeris work as our endpoints (each
// workload names its kind), with none of our layers (no authentication, billing, schema validation,
// coercion, envelope, language, presenters, date formatting).
import Fastify from 'fastify';
import sweph from 'sweph';
import { computePanchang } from '../src/vedic/panchang.js';
import { gazetteer } from '../src/places/gazetteer.js';
import { EPHE_PATH, WORKLOADS, type BareWork } from './workloads.js';

const C = sweph.constants;
sweph.set_ephe_path(EPHE_PATH);
sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
const FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED;
const BODIES = [C.SE_SUN, C.SE_MOON, C.SE_MARS, C.SE_MERCURY, C.SE_JUPITER, C.SE_VENUS, C.SE_SATURN, C.SE_MEAN_NODE];
const OUTER = [C.SE_URANUS, C.SE_NEPTUNE, C.SE_PLUTO];
const WESTERN = [
  C.SE_SUN, C.SE_MOON, C.SE_MARS, C.SE_MERCURY, C.SE_JUPITER, C.SE_VENUS, C.SE_SATURN, C.SE_URANUS, C.SE_NEPTUNE, C.SE_PLUTO, C.SE_TRUE_NODE, C.SE_CHIRON, C.SE_MEAN_APOG,
];
const RISE = C.SE_BIT_DISC_CENTER | C.SE_BIT_NO_REFRACTION;

type Birth = Record<string, number>;
const jd = (b: Birth, p = '') => sweph.julday(b[p + 'year']!, b[p + 'month']!, b[p + 'day']!, b[p + 'hour']! + b[p + 'min']! / 60 - b[p + 'tzone']!, C.SE_GREG_CAL);

// The chart's ephemeris calls: eight bodies, the houses call, the ayanamsha.
const chart = (b: Birth, p = '') => {
  const t = jd(b, p);
  return { bodies: BODIES.map((x) => sweph.calc_ut(t, x, FLAGS).data), asc: sweph.houses(t, b[p + 'lat']!, b[p + 'lon']!, 'E').data.points[0] - sweph.get_ayanamsa_ut(t) };
};
const moon = (b: Birth, p = '') => sweph.calc_ut(jd(b, p), C.SE_MOON, FLAGS).data[0];
const sun = (b: Birth, p = '') => {
  const midnight = sweph.julday(b[p + 'year']!, b[p + 'month']!, b[p + 'day']!, -b[p + 'tzone']!, C.SE_GREG_CAL);
  const geo: [number, number, number] = [b[p + 'lon']!, b[p + 'lat']!, 0];
  const at = (ev: number) => sweph.rise_trans_true_hor(midnight, C.SE_SUN, null, C.SEFLG_SWIEPH, ev | RISE, geo, 0, 0, -50 / 60).data;
  return { ayanamsha: sweph.get_ayanamsa_ut(jd(b, p)), rise: at(C.SE_CALC_RISE), set: at(C.SE_CALC_SET) };
};
// The panchang's ephemeris work is its root searches and rise/set calls: the domain function itself,
// answered as raw Julian days (no names, vocabularies, formatting or schema).
const panchang = (b: Birth, atSunrise: boolean) =>
  computePanchang({ year: b.year!, month: b.month!, day: b.day! }, { lat: b.lat!, lon: b.lon!, tzone: b.tzone! }, atSunrise ? null : jd(b));

const WORK: Record<BareWork, (b: Birth) => unknown> = {
  chart: (b) => chart(b),
  'chart+outer': (b) => ({ ...chart(b), outer: OUTER.map((x) => sweph.calc_ut(jd(b), x, FLAGS).data) }),
  moon: (b) => ({ moon: moon(b) }),
  sun: (b) => sun(b),
  panchang: (b) => panchang(b, false),
  'panchang@sunrise': (b) => panchang(b, true),
  'couple-chart': (b) => [chart(b, 'm_'), chart(b, 'f_')],
  'couple-moon': (b) => [moon(b, 'm_'), moon(b, 'f_')],
  'couple-sun': (b) => [sun(b, 'm_'), sun(b, 'f_')],
  // A Western chart: thirteen tropical bodies and the Placidus houses.
  western: (b) => {
    const t = jd(b);
    return { bodies: WESTERN.map((x) => sweph.calc_ut(t, x, C.SEFLG_SWIEPH | C.SEFLG_SPEED).data), houses: sweph.houses(t, b.lat!, b.lon!, 'P').data };
  },
  gazetteer: (b) => ({ geonames: gazetteer().search((b as unknown as { place: string }).place, b.maxRows!) }),
  none: (b) => ({ echo: Object.keys(b).length }),
};

const app = Fastify();
for (const w of WORKLOADS) app.post(w.path, async (req) => WORK[w.bare](req.body as Birth));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
