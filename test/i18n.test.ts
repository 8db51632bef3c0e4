import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LANGUAGES, negotiateLanguage, vocabulary, type Vocabulary } from '../src/i18n/index.js';
import { NUMEROLOGY_WORDS } from '../src/numerology/words.js';
import { REFERENCE_BIRTH, REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { chosenName, markdownTable } from './helpers/reference-tables.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer({ clock: () => new Date('2026-11-22T12:00:00Z') }); });
after(() => server.close());

describe('Accept-Language negotiation', () => {
  const cases: [string | undefined, string][] = [
    [undefined, 'en'], ['', 'en'], ['fr', 'en'], ['*', 'en'], ['garbage;;q=x', 'en'],
    ['hi', 'hi'], ['hi-IN', 'hi'], ['HI-in', 'hi'], ['ta-IN,ta;q=0.9,en;q=0.8', 'ta'],
    ['en;q=0.5, kn;q=0.9', 'kn'], ['fr, te;q=0.1', 'te'], ['bn;q=0, ml', 'ml'], ['ml;q=0.5, bn;q=0.5', 'ml'],
    ['mr', 'ma'], ['mr-IN', 'ma'], ['ma', 'ma'], ['tm', 'ta'], ['tl', 'te'], ['hi;q=1.5', 'en'],
  ];
  for (const [header, expected] of cases) it(`${JSON.stringify(header)} → ${expected}`, () => assert.equal(negotiateLanguage(header), expected));

  it('offers only English where an endpoint is English-only', () => assert.equal(negotiateLanguage('hi', ['en']), 'en'));
});

describe('vocabularies', () => {
  const sections = (v: Vocabulary) => [...v.planets, ...v.signs, ...v.nakshatras, ...Object.values(v.awastha), ...v.yoginis, ...Object.values(v.words)];

  it('fill every entry in all eight languages, with no empty value', () => {
    for (const lang of LANGUAGES) {
      const v = vocabulary(lang);
      assert.deepEqual([v.planets.length, v.signs.length, v.nakshatras.length, v.yoginis.length], [10, 12, 27, 8], lang);
      assert.deepEqual(Object.keys(v.words).sort(), [...NUMEROLOGY_WORDS].sort(), lang);
      for (const value of sections(v)) assert.ok(value.trim().length > 0, lang);
    }
  });

  it('writes the seven Indian languages in their scripts, with no Latin letters left over', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      for (const value of sections(vocabulary(lang))) assert.doesNotMatch(value, /[A-Za-z]/, `${lang}: ${value}`);
    }
  });

  it('uses the names of shared/reference/names.md (spot checks)', () => {
    assert.equal(vocabulary('ta').signs[0], 'மேஷம்');
    assert.equal(vocabulary('hi').nakshatras[20], 'उत्तराषाढ़ा');
    assert.equal(vocabulary('te').planets[2], 'కుజుడు');
    assert.equal(vocabulary('ma').planets[7], 'राहू');
    assert.equal(vocabulary('ml').signs[0], 'മേടം');
    assert.equal(vocabulary('kn').planets[9], 'ಲಗ್ನ');
  });
});

type Planet = Record<string, unknown> & { id: number; sign: string; nakshatra: string; name: string };

describe('answers in every language', () => {
  it('/v1/planets: identical numbers and keys, names from shared/reference/names.md', async () => {
    // Expected names come from the reference's tables, looked up by the reference chart's English names,
    // never from the vocabularies the server reads.
    const planets = markdownTable('names.md', '## Planets (+ Ascendant)');
    const signs = markdownTable('names.md', '## Signs');
    const nakshatras = markdownTable('names.md', '## Nakshatras');
    const cell = (table: string[][], english: string, lang: string) => {
      const header = table[0]!;
      const row = table.find((r) => r[header.indexOf('en')] === english);
      assert.ok(row, `${english} not in the reference table`);
      return chosenName(row[header.findIndex((h) => h.split(' ')[0] === lang)]!);
    };
    const english = (await (await server.post('/v1/planets', REFERENCE_BIRTH)).json()) as Planet[];
    const textKeys = ['name', 'sign', 'signLord', 'nakshatra', 'nakshatraLord', 'planet_awastha'];
    for (const lang of LANGUAGES) {
      const res = await server.post('/v1/planets', REFERENCE_BIRTH, { 'accept-language': lang });
      assert.equal(res.headers.get('content-language'), lang);
      const chart = (await res.json()) as Planet[];
      chart.forEach((p, i) => {
        const en = english[i]!;
        const ref = REFERENCE_BODIES[i]!;
        assert.deepEqual(Object.keys(p), Object.keys(en));
        for (const k of Object.keys(p)) if (!textKeys.includes(k)) assert.deepEqual(p[k], en[k], `${lang} ${k}`);
        assert.equal(p.name, cell(planets, ref.name, lang), `${lang} planet ${i}`);
        assert.equal(p.sign, cell(signs, ref.sign, lang), `${lang} sign of ${ref.name}`);
        assert.equal(p.nakshatra, cell(nakshatras, ref.nakshatra, lang), `${lang} nakshatra of ${ref.name}`);
      });
    }
  });

  it('Tamil dasha, Yogini and numerology answers name things in Tamil and keep dates and numbers', async () => {
    const ta = { 'accept-language': 'ta' };
    const major = (await (await server.post('/v1/major_vdasha', REFERENCE_BIRTH, ta)).json()) as { planet: string; start: string }[];
    assert.equal(major[0]!.planet, 'சூரியன்');
    assert.equal(major[0]!.start, '9-12-1988  11:2');
    const yogini = (await (await server.post('/v1/current_yogini_dasha', REFERENCE_BIRTH, ta)).json()) as { major_dasha: { dasha_name: string; duration: string } };
    assert.deepEqual(yogini.major_dasha.dasha_name, 'சங்கடா');
    assert.equal(yogini.major_dasha.duration, '8 Years');
    const numero = (await (await server.post('/v1/numero_table', { day: 1, month: 1, year: 2000, name: 'Asha' }, { 'accept-language': 'hi' })).json()) as Record<string, string>;
    assert.deepEqual(
      [numero.radical_ruler, numero.fav_day, numero.fav_metal, numero.fav_stone, numero.fav_mantra, numero.friendly_num],
      ['सूर्य', 'रविवार, सोमवार', 'सोना, तांबा', 'माणिक्य', '|| Om Hram Hreem Hroum Sah Suryay Namah ||', '1,2,3,9'],
    );
  });

  it('sends Content-Language on every astrology answer, and English with errors', async () => {
    const bodies: Record<string, object> = {
      '/v1/planets': REFERENCE_BIRTH, '/v1/major_vdasha': REFERENCE_BIRTH, '/v1/current_vdasha_all': REFERENCE_BIRTH,
      '/v1/current_yogini_dasha': REFERENCE_BIRTH, '/v1/numero_table': { day: 1, month: 1, year: 2000, name: 'A' },
      '/v1/match_birth_details': Object.fromEntries(['m_', 'f_'].flatMap((p) => Object.entries(REFERENCE_BIRTH).map(([k, v]) => [p + k, v]))),
    };
    for (const [path, body] of Object.entries(bodies)) {
      const ok = await server.post(path, body, { 'accept-language': 'kn-IN, en;q=0.5' });
      assert.equal(ok.status, 200, path);
      assert.equal(ok.headers.get('content-language'), 'kn', path);
      const bad = await server.post(path, {}, { 'accept-language': 'kn' });
      assert.equal(bad.headers.get('content-language'), 'en', path);
    }
  });
});
