// natal_wheel_chart: the signed link, the drawing's geometry checked against the chart's own numbers
// (western_horoscope), crowded points kept apart, PNG at the asked size, and links that refuse tampering.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { spreadLongitudes } from '../src/western/wheel-layout.js';
import { startServer, type TestServer } from './helpers/server.js';

/** 4 February 1962, 17:00 IST, New Delhi: the Sun, Moon, Mercury, Venus, Mars, Jupiter and Saturn all in Aquarius. */
const CROWDED = { day: 4, month: 2, year: 1962, hour: 17, min: 0, lat: 28.6139, lon: 77.209, tzone: 5.5 };

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

async function wheelLink(body: Record<string, unknown>): Promise<string> {
  const res = await server.post('/v1/natal_wheel_chart', body);
  assert.equal(res.status, 200, await res.clone().text());
  const answer = (await res.json()) as { status: boolean; chart_url: string; msg: string };
  assert.deepEqual(Object.keys(answer), ['status', 'chart_url', 'msg']);
  assert.equal(answer.status, true);
  return answer.chart_url;
}

describe('spreadLongitudes', () => {
  it('keeps lone points in place and spreads a cluster evenly about its middle, across 0° too', () => {
    assert.deepEqual(spreadLongitudes([100, 200], 7), [100, 200]);
    // 10, 11, 12 with 7° gaps: the middle stays, the others move out to 11 ∓ 7.
    assert.deepEqual(spreadLongitudes([12, 10, 11], 7).map((x) => Math.round(x * 1e6) / 1e6), [18, 4, 11]);
    // 359 and 1: 2° apart across Aries 0°, pushed to 356.5 and 3.5.
    assert.deepEqual(spreadLongitudes([359, 1], 7).map((x) => Math.round(x * 1e6) / 1e6), [356.5, 3.5]);
  });
});

describe('POST /v1/natal_wheel_chart', () => {
  it('links to an SVG wheel drawn from the chart\'s own longitudes, crowded glyphs kept apart', async () => {
    const url = await wheelLink({ ...CROWDED, planet_icon_color: '#123456', sign_background: 'LightYellow', chart_size: 600 });
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/western\/wheels\/natal_wheel\.svg\?chart=[A-Za-z0-9_-]+&expires=\d+&signature=[A-Za-z0-9_-]+$/);
    const res = await fetch(url); // no credentials: the signature is the credential
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/svg+xml');
    const svg = await res.text();
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="600"/);
    assert.ok(svg.includes('fill="#123456"') && svg.includes('fill="lightyellow"'));
    assert.doesNotMatch(svg, /<script|href=/);

    const h = (await (await server.post('/v1/western_horoscope', CROWDED)).json()) as { ascendant: number; planets: { name: string; full_degree: number }[] };
    // Glyphs: one per point, and no two closer than a glyph's size (32 units) though seven share a sign.
    const glyphs = [...svg.matchAll(/<text aria-label="([^"]+)" x="([-\d.]+)" y="([-\d.]+)" font-size="32"/g)].map((m) => ({ name: m[1]!, x: Number(m[2]), y: Number(m[3]) }));
    assert.deepEqual(glyphs.map((g) => g.name), [...h.planets.map((p) => p.name), 'Lilith']);
    for (let i = 0; i < glyphs.length; i++) {
      for (let j = i + 1; j < glyphs.length; j++) {
        const d = Math.hypot(glyphs[i]!.x - glyphs[j]!.x, glyphs[i]!.y - glyphs[j]!.y);
        assert.ok(d >= 38, `${glyphs[i]!.name} and ${glyphs[j]!.name} only ${d.toFixed(1)} apart`);
      }
    }
    // Each point's tick starts on the zodiac ring (radius 398 about 500,500) at its longitude, the Ascendant at 9 o'clock.
    for (const p of h.planets) {
      const a = ((180 + p.full_degree - h.ascendant) * Math.PI) / 180;
      const [x, y] = [500 + 398 * Math.cos(a), 500 - 398 * Math.sin(a)].map((v) => (Math.round(v * 10) / 10).toString());
      assert.ok(svg.includes(`<line x1="${x}" y1="${y}"`), `${p.name}'s tick at ${x},${y}`);
    }
  });

  it('draws a PNG of chart_size pixels when image_type is png', async () => {
    const res = await fetch(await wheelLink({ ...CROWDED, image_type: 'PNG', chart_size: 300 }));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    const png = Buffer.from(await res.arrayBuffer());
    assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [300, 300]); // IHDR width and height
  });

  it('refuses altered links and bad options, naming the field', async () => {
    const url = new URL(await wheelLink(CROWDED));
    const forged = new URL(url);
    forged.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    assert.equal((await fetch(forged)).status, 403);
    const other = new URL(url);
    other.pathname = other.pathname.replace('.svg', '.png');
    assert.equal((await fetch(other)).status, 403);
    for (const [field, value] of [['chart_size', 5000], ['planet_icon_color', '"/><script>'], ['image_type', 'gif']] as const) {
      const res = await server.post('/v1/natal_wheel_chart', { ...CROWDED, [field]: value });
      assert.equal(res.status, 400);
      assert.ok((await res.text()).includes(field));
    }
  });
});
