// The baseline: bare Fastify routes doing the same Swiss Ephemeris work as our endpoints, with none
// of our layers (no schema validation, coercion, envelope, language, presenters).
import Fastify from 'fastify';
import sweph from 'sweph';
import { EPHE_PATH } from './workloads.js';

const C = sweph.constants;
sweph.set_ephe_path(EPHE_PATH);
sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
const FLAGS = C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED;
const BODIES = [C.SE_SUN, C.SE_MOON, C.SE_MARS, C.SE_MERCURY, C.SE_JUPITER, C.SE_VENUS, C.SE_SATURN, C.SE_MEAN_NODE];

type Birth = { day: number; month: number; year: number; hour: number; min: number; lat: number; lon: number; tzone: number };
const jd = (b: Birth) => sweph.julday(b.year, b.month, b.day, b.hour + b.min / 60 - b.tzone, C.SE_GREG_CAL);

const app = Fastify();
app.post('/v1/planets', async (req) => {
  const b = req.body as Birth;
  const t = jd(b);
  const bodies = BODIES.map((p) => sweph.calc_ut(t, p, FLAGS).data);
  const asc = sweph.houses(t, b.lat, b.lon, 'E').data.points[0]! - sweph.get_ayanamsa_ut(t);
  return { bodies, asc };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
