import { after, before, it } from 'node:test';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const prefixed = (p: string) => Object.fromEntries(Object.entries(REFERENCE_BIRTH).map(([k, v]) => [p + k, v]));
const BODIES: Record<string, Record<string, unknown>> = {
  '/v1/planets': REFERENCE_BIRTH,
  '/v1/major_vdasha': REFERENCE_BIRTH,
  '/v1/current_vdasha_all': REFERENCE_BIRTH,
  '/v1/current_yogini_dasha': REFERENCE_BIRTH,
  '/v1/numero_table': { day: 25, month: 12, year: 1988, name: 'Rahul Sharma' },
  '/v1/match_birth_details': { ...prefixed('m_'), ...prefixed('f_') },
  '/v1/horo_chart/chalit': { ...REFERENCE_BIRTH, ayanamsha: 'LAHIRI' },
  '/v1/horo_chart_image/D9': { ...REFERENCE_BIRTH, chartType: 'east', chart_style: 'SOUTH_INDIAN', planetColor: '#ff0000', signColor: 'green', lineColor: 'rgb(1, 2, 3)' },
  '/v1/advanced_panchang': REFERENCE_BIRTH,
  '/v1/birth_details': REFERENCE_BIRTH,
  '/v1/planets/extended': REFERENCE_BIRTH,
  '/v1/current_vdasha_date': { ...REFERENCE_BIRTH, dasha_date: '8-8-2008' },
  '/v1/sub_sub_sub_sub_vdasha/rahu/jupiter/saturn/ketu': { ...REFERENCE_BIRTH, ayanamsha: 'LAHIRI' },
  '/v1/sub_yogini_dasha': REFERENCE_BIRTH,
  '/v1/sub_yogini_dasha/3/siddha': REFERENCE_BIRTH,
};

for (const [path, valid] of Object.entries(BODIES)) {
  it(`never answers ${path} with a 5xx, and names the field of every 400`, () => assertNoServerErrors(server, path, valid));
}
