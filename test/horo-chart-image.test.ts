// Chart images rendered by Chromium: the SVG parses as standalone XML, and no text box overlaps
// another or leaves its region, also with seven planets in one house. Screenshots land in
// test-artifacts/ for a person to look at.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REFERENCE_BIRTH } from './fixtures/reference-chart.js';
import { startServer, type TestServer } from './helpers/server.js';
import { renderChartSvg } from '../src/http/presenters/chart-image/svg.js';

const ARTIFACTS = new URL('../test-artifacts/', import.meta.url);
/** 5 Feb 1962, noon at New Delhi: the Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn and Ketu in Capricorn (the "great conjunction"). */
const CROWDED = { day: 5, month: 2, year: 1962, hour: 12, min: 0, lat: 28.6139, lon: 77.209, tzone: 5.5 };

let server: TestServer;
let browser: Browser;
let page: Page;
before(async () => {
  server = await startServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  page = await browser.newPage({ viewport: { width: 360, height: 360 } });
  mkdirSync(ARTIFACTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  await server.close();
});

async function image(id: string, body: object): Promise<string> {
  const res = await server.post(`/v1/horo_chart_image/${id}`, body);
  assert.equal(res.status, 200, await res.clone().text());
  const json = (await res.json()) as { svg: string };
  assert.deepEqual(Object.keys(json), ['svg']);
  return json.svg;
}

interface Inspection {
  parseError: string | null;
  root: string;
  viewBox: string | null;
  foreign: string[];
  texts: { cls: string; sign: string; text: string; box: { x: number; y: number; width: number; height: number }; inside: boolean }[];
}

/** Parses the markup as XML, renders it alone on the page, and measures every text's box. */
async function inspect(svg: string, screenshot: string): Promise<Inspection> {
  await page.setContent(`<!doctype html><body style="margin:5px;background:#fff">${svg}</body>`);
  await page.screenshot({ path: new URL(screenshot, ARTIFACTS).pathname });
  return page.evaluate((markup) => {
    const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
    const error = doc.querySelector('parsererror');
    const rendered = document.querySelector('svg')!;
    // Anything that could fetch or run something: scripts, foreign HTML, links, styles, event handlers.
    const foreign = [...doc.querySelectorAll('*')].flatMap((el) => [
      ...(['script', 'foreignObject', 'style', 'image', 'a', 'use'].includes(el.localName) ? [el.localName] : []),
      ...[...el.attributes].filter((a) => /^on|href$/i.test(a.name) || /url\(|javascript:/i.test(a.value)).map((a) => `${el.localName}@${a.name}`),
    ]);
    const paths = new Map([...rendered.querySelectorAll('path')].map((p) => [p.getAttribute('data-sign'), p]));
    const texts = [...rendered.querySelectorAll('text')].map((t) => {
      const b = t.getBBox();
      const path = paths.get(t.getAttribute('data-sign'));
      const corners = [[b.x, b.y], [b.x + b.width, b.y], [b.x, b.y + b.height], [b.x + b.width, b.y + b.height]];
      return {
        cls: t.getAttribute('class') ?? '',
        sign: t.getAttribute('data-sign') ?? '',
        text: t.textContent ?? '',
        box: { x: b.x, y: b.y, width: b.width, height: b.height },
        inside: !path || corners.every(([x, y]) => path.isPointInFill(new DOMPoint(x, y))),
      };
    });
    return { parseError: error ? error.textContent : null, root: doc.documentElement.localName, viewBox: doc.documentElement.getAttribute('viewBox'), foreign, texts };
  }, svg);
}

const overlap = (a: Inspection['texts'][number]['box'], b: Inspection['texts'][number]['box']) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function assertLegible(r: Inspection, label: string) {
  assert.equal(r.parseError, null, label);
  assert.equal(r.root, 'svg');
  assert.equal(r.viewBox, '0 0 350 350');
  assert.deepEqual(r.foreign, [], label);
  for (const t of r.texts) {
    assert.ok(t.box.x >= 0 && t.box.y >= 0 && t.box.x + t.box.width <= 350 && t.box.y + t.box.height <= 350, `${label}: ${t.text} leaves the canvas`);
    assert.ok(t.inside, `${label}: ${t.cls} "${t.text}" of sign ${t.sign} crosses its region's outline (${JSON.stringify(t.box)})`);
  }
  for (let i = 0; i < r.texts.length; i++) {
    for (let j = i + 1; j < r.texts.length; j++) {
      const [a, b] = [r.texts[i]!, r.texts[j]!];
      assert.ok(!overlap(a.box, b.box), `${label}: "${a.text}" (sign ${a.sign}) overlaps "${b.text}" (sign ${b.sign})`);
    }
  }
}

describe('POST /v1/horo_chart_image rendered in Chromium', () => {
  for (const layout of ['north', 'south', 'east'] as const) {
    it(`${layout}: the reference chart and a chart with seven grahas and Ketu in one sign, legible and standalone`, async () => {
      // The crowded chart really has 5+ grahas in one house (read from /horo_chart, not from the image).
      const houses = (await (await server.post('/v1/horo_chart/D1', CROWDED)).json()) as { sign: number; planet: string[] }[];
      const crowded = houses.reduce((a, h) => (h.planet.length > a.planet.length ? h : a));
      assert.ok(crowded.planet.length >= 5, `only ${crowded.planet.length} in one house`);

      for (const [name, id, body] of [['reference-D1', 'D1', REFERENCE_BIRTH], ['reference-D2', 'D2', REFERENCE_BIRTH], ['crowded-D1', 'D1', CROWDED], ['reference-chalit', 'chalit', REFERENCE_BIRTH]] as const) {
        const r = await inspect(await image(id, { ...body, chartType: layout }), `${layout}-${name}.png`);
        assertLegible(r, `${layout} ${name}`);
        // Twelve sign numbers 1..12, once each, and every graha once.
        assert.deepEqual(r.texts.filter((t) => t.cls === 'sign').map((t) => Number(t.text)).sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        assert.deepEqual(r.texts.filter((t) => t.cls === 'planet').map((t) => t.text).sort(), ['Asc', 'Ju', 'Ke', 'Ma', 'Me', 'Mo', 'Ra', 'Sa', 'Su', 'Ve']);
        if (name === 'crowded-D1') {
          const inCrowded = r.texts.filter((t) => t.cls === 'planet' && t.sign === String(crowded.sign));
          assert.ok(inCrowded.length >= 5);
          // Still readable: at least 8 units high.
          for (const t of inCrowded) assert.ok(t.box.height >= 8, `${t.text} is ${t.box.height} high`);
        }
      }
    });
  }

  it('every chart id draws all three layouts legibly', async () => {
    for (const id of ['D3', 'D4', 'D5', 'D7', 'D8', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60', 'SUN', 'MOON']) {
      for (const layout of ['north', 'south', 'east']) assertLegible(await inspect(await image(id, { ...CROWDED, chartType: layout }), `all-${layout}.png`), `${layout} ${id}`);
    }
  });

  it('fits the ascendant and all nine grahas into any single house of every layout, the smallest triangles included', async () => {
    const all = ['Asc', 'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'];
    for (const layout of ['north', 'south', 'east'] as const) {
      for (let crowded = 0; crowded < 12; crowded++) {
        const houses = Array.from({ length: 12 }, (_, h) => ({ sign: (h + 3) % 12, labels: h === crowded ? all.map((text) => ({ text, ascendant: text === 'Asc' })) : [] }));
        const svg = renderChartSvg({ layout, houses, title: 'D1', colours: { planet: 'navy', ascendant: 'navy', sign: 'firebrick', line: 'black' } });
        const r = await inspect(svg, `${layout}-ten-in-house-${crowded + 1}.png`);
        assertLegible(r, `${layout}, ten labels in house ${crowded + 1}`);
        for (const t of r.texts.filter((t) => t.cls === 'planet')) assert.ok(t.box.height >= 8, `${layout} house ${crowded + 1}: ${t.text} is ${t.box.height} high`);
      }
    }
  });

  it('places each planet in the sign /horo_chart gives it', async () => {
    const houses = (await (await server.post('/v1/horo_chart/D9', REFERENCE_BIRTH)).json()) as { sign: number; planet_small: string[] }[];
    for (const layout of ['north', 'south', 'east']) {
      const r = await inspect(await image('D9', { ...REFERENCE_BIRTH, chartType: layout }), `${layout}-reference-D9.png`);
      for (const h of houses) {
        const drawn = r.texts.filter((t) => t.cls === 'planet' && t.sign === String(h.sign) && t.text !== 'Asc').map((t) => t.text);
        assert.deepEqual(drawn, h.planet_small.map((s) => s.trim()), `${layout}, sign ${h.sign}`);
      }
    }
  });
});

describe('POST /v1/horo_chart_image: options', () => {
  it('applies the colours, normalised, and the layout in any case (chart_style as an alias)', async () => {
    const svg = await image('D1', { ...REFERENCE_BIRTH, chartType: 'South', planetColor: '#FF0000', signColor: 'rgb(0, 128, 0)', lineColor: 'Blue' });
    assert.match(svg, /<text class="planet"[^>]* fill="#ff0000"/);
    assert.match(svg, /<text class="sign"[^>]* fill="rgb\(0, 128, 0\)"/);
    assert.match(svg, /stroke="blue"/);
    // The ascendant's mark takes planetColor unless ascendantColor is sent.
    assert.match(svg, /fill="#ff0000"[^>]*>Asc</);
    assert.match(await image('D1', { ...REFERENCE_BIRTH, planetColor: 'red', ascendantColor: 'Blue' }), /fill="blue"[^>]*>Asc</);
    // South: sign 12 (Pisces) sits in the top-left cell.
    assert.match(svg, /<path data-sign="12" d="M10,10L/);
    assert.equal(await image('D1', { ...REFERENCE_BIRTH, chart_style: 'SOUTH_INDIAN' }), await image('D1', { ...REFERENCE_BIRTH, chartType: 'south' }));
    assert.equal(await image('D1', REFERENCE_BIRTH), await image('D1', { ...REFERENCE_BIRTH, chartType: 'north' }));
  });

  it('refuses a colour that is not one, naming the field, and never echoes it', async () => {
    const bad: [string, string][] = [['planetColor', 'red"/><script>alert(1)</script>'], ['ascendantColor', 'blue;'], ['signColor', 'url(http://x/y)'], ['lineColor', 'notacolour'], ['planetColor', '#12345'], ['lineColor', 'rgb(1,2)']];
    for (const [field, value] of bad) {
      const res = await server.post('/v1/horo_chart_image/D1', { ...REFERENCE_BIRTH, [field]: value });
      assert.equal(res.status, 400, `${field}=${value}`);
      const body = (await res.json()) as { errors: { field: string; message: string }[] };
      assert.deepEqual(body.errors.map((e) => e.field), [field]);
      assert.match(body.errors[0]!.message, /CSS colour/);
    }
  });

  it('a bad layout or chart id is a 400 naming it', async () => {
    const layout = await server.post('/v1/horo_chart_image/D1', { ...REFERENCE_BIRTH, chartType: 'west' });
    assert.deepEqual(((await layout.json()) as { errors: { field: string }[] }).errors.map((e) => e.field), ['chartType']);
    const chart = await server.post('/v1/horo_chart_image/D13', REFERENCE_BIRTH);
    assert.equal(chart.status, 400);
    assert.deepEqual(((await chart.json()) as { errors: { field: string }[] }).errors.map((e) => e.field), ['chartId']);
  });
});
