import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LANGUAGES, negotiateLanguage, vocabulary, type Vocabulary } from '../src/i18n/index.js';
import { presentNumerology } from '../src/http/presenters/numerology.js';
import type { Digit } from '../src/numerology/numbers.js';
import { NUMBER_PROFILES } from '../src/numerology/table.js';
import { NUMEROLOGY_WORDS, type NumerologyWord } from '../src/numerology/words.js';
import { REFERENCE_BIRTH, REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { chosenName, markdownTable } from './helpers/reference-tables.js';
import { startServer, type TestServer } from './helpers/server.js';
import { outsideScript, sharedWords, vocabularyProblems } from './helpers/vocabulary-checks.js';

let server: TestServer;
before(async () => { server = await startServer({ clock: () => new Date('2026-11-22T12:00:00Z') }); });
after(() => server.close());

describe('Accept-Language negotiation', () => {
  const cases: [string | undefined, string][] = [
    [undefined, 'en'], ['', 'en'], ['fr', 'en'], ['*', 'en'], ['garbage;;q=x', 'en'],
    ['hi', 'hi'], ['hi-IN', 'hi'], ['HI-in', 'hi'], ['ta-IN,ta;q=0.9,en;q=0.8', 'ta'],
    ['en;q=0.5, kn;q=0.9', 'kn'], ['fr, te;q=0.1', 'te'], ['bn;q=0, ml', 'ml'], ['ml;q=0.5, bn;q=0.5', 'ml'],
    ['mr', 'ma'], ['mr-IN', 'ma'], ['ma', 'ma'], ['hi;q=1.5', 'en'],
    // tl is Tagalog and tm no code at all: neither is Telugu or Tamil.
    ['tl', 'en'], ['tm', 'en'], ['tl, ta;q=0.5', 'ta'],
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

  it('writes every entry in its language\'s script (Unicode block), in NFC, one value per meaning within a table', () => {
    for (const lang of LANGUAGES) {
      const v = vocabulary(lang);
      const problems = [
        ...vocabularyProblems(lang, v.planets), ...vocabularyProblems(lang, v.signs), ...vocabularyProblems(lang, v.nakshatras),
        ...vocabularyProblems(lang, v.awastha), ...vocabularyProblems(lang, v.yoginis), ...vocabularyProblems(lang, v.mantras),
        // The words table may reuse a word across meanings no answer puts together (Tamil நீலம் is blue and the
        // blue sapphire); the per-answer test below is the one that matters for them.
        ...vocabularyProblems(lang, v.words, { alsoAllowed: lang === 'en' ? '' : '()', unique: false }),
      ];
      assert.deepEqual(problems, [], lang);
    }
  });

  it('never names two things of a planets answer alike: planets, signs, nakshatras and Baladi states together', () => {
    for (const lang of LANGUAGES) {
      const v = vocabulary(lang);
      const pairs = [
        ...v.planets.map((x, i) => [`planet ${i}`, x] as const), ...v.signs.map((x, i) => [`sign ${i}`, x] as const),
        ...v.nakshatras.map((x, i) => [`nakshatra ${i}`, x] as const), ...Object.entries(v.awastha).map(([k, x]) => [`state ${k}`, x] as const),
      ];
      assert.deepEqual(sharedWords(pairs), [], lang);
    }
  });

  it('uses the names of the reference table, test/fixtures/reference-names.md (spot checks)', () => {
    assert.equal(vocabulary('ta').signs[0], 'மேஷம்');
    assert.equal(vocabulary('hi').nakshatras[20], 'उत्तराषाढ़ा');
    assert.equal(vocabulary('te').planets[2], 'కుజుడు');
    assert.equal(vocabulary('ma').planets[7], 'राहू');
    assert.equal(vocabulary('ml').signs[0], 'മേടം');
    assert.equal(vocabulary('kn').planets[9], 'ಲಗ್ನ');
  });
});

const RADICALS: Digit[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const answerFor = (radical: Digit, lang: (typeof LANGUAGES)[number]) =>
  presentNumerology({ name: 'Asha', day: radical, month: 1, year: 2000, radical, destiny: 1, nameNumber: 1 }, vocabulary(lang));

describe('numerology answers, every radical number in every language', () => {
  // One being, two names: the deity Surya is the planet Sun; "Sillver" is the reference service's Silver.
  const SAME = [['planet Sun', 'Surya'], ['Silver', 'Sillver']];

  it('never use one word for two meanings (weekday, planet, metal, colour, deity, stone)', () => {
    for (const lang of LANGUAGES) {
      for (const radical of RADICALS) {
        const p = NUMBER_PROFILES[radical];
        const answer = answerFor(radical, lang);
        const pairs: (readonly [string, string])[] = [['planet ' + vocabulary('en').planets[p.ruler], answer.radical_ruler], [p.god, answer.fav_god]];
        const lists: [string, NumerologyWord[]][] = [
          [answer.fav_color, p.colors], [answer.fav_day, p.days], [answer.fav_metal, p.metals], [answer.fav_stone, p.stones], [answer.fav_substone, p.substones],
        ];
        for (const [text, meanings] of lists) {
          const values = text.split(', ');
          assert.equal(values.length, meanings.length, `${lang} ${radical}: ${text}`);
          values.forEach((value, i) => pairs.push([meanings[i]!, value]));
        }
        assert.deepEqual(sharedWords(pairs, SAME), [], `${lang} radical ${radical}`);
      }
    }
  });

  it('give the mantra in the language\'s script, nothing else, with as many words as the romanised one', () => {
    for (const lang of LANGUAGES) {
      for (const radical of RADICALS) {
        const mantra = answerFor(radical, lang).fav_mantra;
        assert.deepEqual(outsideScript(lang, mantra), [], `${lang} ${radical}: ${mantra}`);
        assert.equal(mantra.split(' ').length, answerFor(radical, 'en').fav_mantra.split(' ').length, `${lang} ${radical}: ${mantra}`);
      }
    }
  });

  it('keeps the English mantras as the reference service prints them (rows 6-8) and as numerology.md lists them', () => {
    assert.deepEqual(RADICALS.map((r) => answerFor(r, 'en').fav_mantra), [
      '|| Om Hram Hreem Hroum Sah Suryay Namah ||', '|| Om Shram Shreem Shroum Sah Chandray Namah ||',
      '|| Om Gram Greem Groum Sah Gurave Namah ||', '|| Om Bhram Bhreem Bhroum Sah Rahave Namah ||',
      '|| Om Bram Breem Broum Sah Budhay Namah ||', '|| Om Shum Shukray Namah ||', '|| Om Keng Ketave Namah ||',
      '|| Om Shang Shanaishcharay Namah ||', '|| Om Kram Kreem Kroum Sah Bhaumay Namah ||',
    ]);
  });

  it('writes the same letters in Bengali, Telugu, Kannada and Malayalam as in Devanagari, by the parallel Unicode blocks', () => {
    // An independent reading of the Devanagari: each letter moved to the same place in the other block
    // (the ISCII-derived blocks are parallel), then each script's own conventions, as mantras.ts states them.
    const offset = { bn: 0x80, te: 0x300, kn: 0x380, ml: 0x400 } as const;
    const om = { bn: 'ওঁ', te: 'ఓం', kn: 'ಓಂ', ml: 'ഓം' } as const;
    const conventions: Record<keyof typeof offset, (s: string) => string> = {
      bn: (s) => s.replaceAll('\u09b5', '\u09ac').replace(/\u09be\u09af(?= )/g, '\u09be\u09af\u09bc'), // व → ব; dative -ায়
      te: (s) => s.replaceAll('\u0c28\u0c4d\u0c26', '\u0c02\u0c26'), // न्द → ంద
      kn: (s) => s.replaceAll('\u0ca8\u0ccd\u0ca6', '\u0c82\u0ca6'), // न्द → ಂದ
      ml: (s) => s.replaceAll('\u0d4c', '\u0d57'), // au sign: the length mark alone
    };
    for (const lang of ['bn', 'te', 'kn', 'ml'] as const) {
      vocabulary('hi').mantras.forEach((deva, id) => {
        const moved = [...deva].map((ch) => {
          const cp = ch.codePointAt(0)!;
          return ch === 'ॐ' ? om[lang] : cp > 0x0900 && cp <= 0x094d ? String.fromCodePoint(cp + offset[lang]) : ch;
        }).join('');
        assert.equal(vocabulary(lang).mantras[id], conventions[lang](moved), `${lang} graha ${id}`);
      });
    }
  });
});

describe('answers the review checked, over HTTP', () => {
  const numero = async (day: number, lang: string) =>
    (await (await server.post('/v1/numero_table', { day, month: 1, year: 2000, name: 'Asha' }, { 'accept-language': lang })).json()) as Record<string, string>;

  it('radical 7 in Hindi: the mantra as almanacs print it (the review\'s own example)', async () => {
    assert.equal((await numero(7, 'hi')).fav_mantra, '॥ ॐ कें केतवे नमः ॥');
  });

  it('radical 6: White Sapphire is white + the yellow-sapphire word, and Friday is not Silver', async () => {
    // The review's list of yellow-sapphire words (issue 18), each after the language's word for white.
    const expected: Record<string, [string, string]> = {
      hi: ['सफ़ेद', 'पुखराज'], ma: ['पांढरा', 'पुष्कराज'], bn: ['সাদা', 'পোখরাজ'], ta: ['வெள்ளை', 'புஷ்பராகம்'],
      te: ['తెల్ల', 'పుష్యరాగం'], ml: ['വെള്ള', 'പുഷ്യരാഗം'], kn: ['ಬಿಳಿ', 'ಪುಷ್ಯರಾಗ'],
    };
    for (const [lang, words] of Object.entries(expected)) {
      const answer = await numero(6, lang);
      assert.equal(answer.fav_substone!.split(', ')[1], words.join(' '), lang);
      assert.ok(!answer.fav_day!.split(', ').includes(answer.fav_metal!), `${lang}: ${answer.fav_day} / ${answer.fav_metal}`);
    }
    assert.equal((await numero(6, 'ta')).fav_day, 'வியாழக்கிழமை, செவ்வாய்க்கிழமை, வெள்ளிக்கிழமை');
    assert.equal((await numero(6, 'ml')).fav_day, 'വ്യാഴാഴ്ച, ചൊവ്വാഴ്ച, വെള്ളിയാഴ്ച');
  });
});

// ISO 639-1 codes of the answer languages (Library of Congress ISO 639-2 registry): ours, except Marathi's.
const ISO_639_1: Record<string, string> = { en: 'en', hi: 'hi', ma: 'mr', bn: 'bn', ta: 'ta', te: 'te', ml: 'ml', kn: 'kn' };

type Planet = Record<string, unknown> & { id: number; sign: string; nakshatra: string; name: string };

describe('answers in every language', () => {
  it('/v1/planets: identical numbers and keys, names from the reference table (test/fixtures/reference-names.md)', async () => {
    // Expected names come from the reference's tables, looked up by the reference chart's English names,
    // never from the vocabularies the server reads.
    const planets = markdownTable('reference-names.md', '## Planets (+ Ascendant)');
    const signs = markdownTable('reference-names.md', '## Signs');
    const nakshatras = markdownTable('reference-names.md', '## Nakshatras');
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
      assert.equal(res.headers.get('content-language'), ISO_639_1[lang]);
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
      ['सूर्य', 'रविवार, सोमवार', 'सोना, तांबा', 'माणिक्य', '॥ ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः ॥', '1,2,3,9'],
    );
  });

  it('answers Marathi as Content-Language: mr, whether ma or mr was asked', async () => {
    for (const asked of ['ma', 'mr', 'mr-IN', 'ma;q=0.8, fr']) {
      const res = await server.post('/v1/planets', REFERENCE_BIRTH, { 'accept-language': asked });
      assert.equal(res.headers.get('content-language'), 'mr', asked);
      assert.equal(((await res.json()) as Planet[])[2]!.name, 'मंगळ', asked);
    }
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
