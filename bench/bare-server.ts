// The baseline: bare Fastify routes doing the same Swiss Ephemeris work as our endpoints, with none
// of our layers (no schema validation, coercion, envelope, language, presenters, date formatting).
import Fastify from 'fastify';
import sweph from 'sweph';
import { computePanchang } from '../src/vedic/panchang.js';
import { EPHE_PATH } from './workloads.js';

const C = sweph.constants;
sweph.set_ephe_path(EPHE_PATH);
sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
const FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED;
const BODIES = [C.SE_SUN, C.SE_MOON, C.SE_MARS, C.SE_MERCURY, C.SE_JUPITER, C.SE_VENUS, C.SE_SATURN, C.SE_MEAN_NODE];
const RISE = C.SE_BIT_DISC_CENTER | C.SE_BIT_NO_REFRACTION;

type Birth = Record<string, number>;
const jd = (b: Birth, p = '') => sweph.julday(b[p + 'year']!, b[p + 'month']!, b[p + 'day']!, b[p + 'hour']! + b[p + 'min']! / 60 - b[p + 'tzone']!, C.SE_GREG_CAL);
const moon = (b: Birth) => sweph.calc_ut(jd(b), C.SE_MOON, FLAGS).data[0];

const app = Fastify();
// The chart's ephemeris calls: eight bodies, the houses call, the ayanamsha (astro_details uses the same chart).
const chart = async (req: { body: unknown }) => {
  const b = req.body as Birth;
  const t = jd(b);
  return { bodies: BODIES.map((p) => sweph.calc_ut(t, p, FLAGS).data), asc: sweph.houses(t, b.lat!, b.lon!, 'E').data.points[0]! - sweph.get_ayanamsa_ut(t) };
};
app.post('/v1/planets', chart);
// A divisional chart needs the same positions; the varga arithmetic is ours alone.
app.post('/v1/horo_chart/:chartId', chart);
app.post('/v1/astro_details', chart);
for (const path of ['/v1/major_vdasha', '/v1/current_vdasha_all', '/v1/current_yogini_dasha']) app.post(path, async (req) => ({ moon: moon(req.body as Birth) }));
app.post('/v1/match_birth_details', async (req) => {
  const b = req.body as Birth;
  return ['m_', 'f_'].map((p) => {
    const midnight = sweph.julday(b[p + 'year']!, b[p + 'month']!, b[p + 'day']!, -b[p + 'tzone']!, C.SE_GREG_CAL);
    const geo: [number, number, number] = [b[p + 'lon']!, b[p + 'lat']!, 0];
    const at = (ev: number) => sweph.rise_trans_true_hor(midnight, C.SE_SUN, null, C.SEFLG_SWIEPH, ev | RISE, geo, 0, 0, -50 / 60).data;
    return { ayanamsha: sweph.get_ayanamsa_ut(jd(b, p)), rise: at(C.SE_CALC_RISE), set: at(C.SE_CALC_SET) };
  });
});
// The panchang's ephemeris work is its root searches and rise/set calls: the domain function itself,
// answered as raw Julian days (no names, vocabularies, formatting or schema).
app.post('/v1/advanced_panchang', async (req) => {
  const b = req.body as Birth;
  return computePanchang({ year: b.year!, month: b.month!, day: b.day! }, { lat: b.lat!, lon: b.lon!, tzone: b.tzone! }, jd(b));
});
app.post('/v1/numero_table', async (req) => ({ name: (req.body as { name: string }).name }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
