// The Western natal report banks (src/western/texts/en) and the balance rules of natal_chart_interpretation:
// every planet × sign and planet × house entry present, naming its own sign or house and no other, no two
// alike, openings varied, no organ, death or accident words; the tie rules worked by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WESTERN_POINTS } from '../src/western/chart.js';
import { chartBalance } from '../src/western/chart-balance.js';
import { REPORT_PLANETS, type ReportPlanet } from '../src/western/report-planets.js';
import { ASCENDANTS } from '../src/western/texts/en/ascendants.js';
import { HOUSE_MATTERS, HOUSE_ORDINALS, SIGN_ON_CUSP } from '../src/western/texts/en/house-cusps.js';
import { HOUSE_PLACEMENTS } from '../src/western/texts/en/house-placements.js';
import { NATAL_CHART_TEXTS } from '../src/western/texts/en/natal-chart.js';
import { SIGN_PLACEMENTS } from '../src/western/texts/en/sign-placements.js';
import { fill } from '../src/reports/texts/index.js';
import { CAREFUL_BANNED, leaves } from './helpers/text-banks.js';

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
// The signs' rulers (Ptolemy, Tetrabiblos I.17, "of the houses of each planet", Ashmand 1822): written out here, not read from the code.
const RULERS = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];

const title = (key: string) => key[0]!.toUpperCase() + key.slice(1);
const signsIn = (text: string) => SIGNS.filter((s) => new RegExp(`\\b${s}\\b`).test(text));
const housesIn = (text: string) => ORDINALS.filter((o) => new RegExp(`\\b${o} house\\b`).test(text));
const words = (text: string) => text.split(/\s+/).length;
/** The 144 cusp reports: each sign's sentence for each house. */
const cuspTexts = SIGN_ON_CUSP.flatMap((t) => HOUSE_ORDINALS.map((house, h) => fill(t, { house, matters: HOUSE_MATTERS[h]! })));

describe('Western report banks', () => {
  it('speak of Sun … Pluto, the chart list\'s first ten points in its order', () => {
    assert.deepEqual(REPORT_PLANETS.map(title), WESTERN_POINTS.slice(0, 10));
    assert.deepEqual(Object.keys(SIGN_PLACEMENTS), [...REPORT_PLANETS]);
    assert.deepEqual(Object.keys(HOUSE_PLACEMENTS), [...REPORT_PLANETS]);
  });

  it('every planet in every sign: 12 entries each, naming the planet and that sign alone', () => {
    for (const planet of REPORT_PLANETS) {
      const row = SIGN_PLACEMENTS[planet];
      assert.equal(row.length, 12, planet);
      row.forEach((text, i) => {
        assert.ok(words(text) >= 25 && words(text) <= 110, `${planet} in ${SIGNS[i]}: ${words(text)} words`);
        assert.match(text, new RegExp(`\\b${title(planet)}\\b`), `${planet} in ${SIGNS[i]} does not name the planet`);
        assert.deepEqual(signsIn(text), [SIGNS[i]], `${planet} in ${SIGNS[i]} names ${signsIn(text).join(', ')}`);
      });
    }
  });

  it('every planet in every house: 12 entries each, naming the planet and that house alone', () => {
    for (const planet of REPORT_PLANETS) {
      const row = HOUSE_PLACEMENTS[planet];
      assert.equal(row.length, 12, planet);
      row.forEach((text, i) => {
        assert.ok(words(text) >= 25 && words(text) <= 110, `${planet} in house ${i + 1}: ${words(text)} words`);
        assert.match(text, new RegExp(`\\b${title(planet)}\\b`), `${planet} in house ${i + 1} does not name the planet`);
        assert.deepEqual(housesIn(text), [ORDINALS[i]], `${planet} in house ${i + 1} names ${housesIn(text).join(', ')}`);
        assert.deepEqual(signsIn(text), [], `${planet} in house ${i + 1} names a sign`);
      });
    }
  });

  it('each rising sign names itself and its ruler (Ptolemy\'s table)', () => {
    assert.equal(ASCENDANTS.length, 12);
    ASCENDANTS.forEach((text, i) => {
      assert.deepEqual(signsIn(text), [SIGNS[i]], SIGNS[i]);
      assert.match(text, new RegExp(`\\b${RULERS[i]}\\b`), `${SIGNS[i]} rising does not name ${RULERS[i]}`);
      assert.ok(words(text) >= 60 && words(text) <= 120, `${SIGNS[i]} rising: ${words(text)} words`);
    });
  });

  it('outer planets that share a sign in the same years do not describe it in the same words', () => {
    // Uranus and Neptune were both in Capricorn in 1988–96, Uranus and Pluto in Virgo in 1962–68 and in Libra in 1971–75:
    // those births read both entries, which had opened on "structures, institutions and authority" and "work, method and
    // (daily) service" alike. Content words of five letters or more, the sign's name and "generation" aside.
    const STOP = new Set(['generation', 'where', 'through', 'which', 'those', 'others']);
    const content = (t: string) => new Set(t.toLowerCase().replace(/[^a-z ]/g, ' ').split(/\s+/).filter((w) => w.length >= 5 && !STOP.has(w)));
    const together: [ReportPlanet, ReportPlanet, number][] = [['uranus', 'neptune', 9], ['uranus', 'pluto', 5], ['uranus', 'pluto', 6], ['uranus', 'neptune', 8], ['uranus', 'neptune', 10]];
    for (const [a, b, sign] of together) {
      const other = content(SIGN_PLACEMENTS[b][sign]!);
      const shared = [...content(SIGN_PLACEMENTS[a][sign]!)].filter((w) => other.has(w) && w !== SIGNS[sign]!.toLowerCase());
      assert.ok(shared.length <= 2, `${a} and ${b} in ${SIGNS[sign]} share ${shared.join(', ')}`);
    }
  });

  it('a cusp sentence does not echo the matters it is filled with', () => {
    // Scorpio on the eighth read "… inner renewal … a place of deep change and renewal", Libra on the seventh "partnership,
    // contracts … Partnership and good manners help you": the sign's own words (five letters or more) stay out of every house's matters.
    const long = (t: string) => new Set(t.toLowerCase().replace(/\{\w+\}/g, ' ').replace(/[^a-z ]/g, ' ').split(/\s+/).filter((x) => x.length >= 5 && !['others', 'being'].includes(x)));
    SIGN_ON_CUSP.forEach((t, s) => HOUSE_MATTERS.forEach((m, h) => {
      const own = long(t);
      assert.deepEqual([...long(m)].filter((x) => own.has(x)), [], `${SIGNS[s]} on the ${ORDINALS[h]} house`);
    }));
  });

  it('a rising sign does not repeat the Sun-in-that-sign entry, which the same reader often gets beside it', () => {
    // Born near sunrise, the Sun and the ascendant share a sign; the two entries once closed on the same advice in the same
    // words (Pisces: "clear boundaries, a practical routine … without wearing you"). Content words shared, sign name aside.
    const STOP = new Set('the a an of and in to your you with is are for as or it its by on at be that this from their them others other own what can may when into who which gives sign'.split(' '));
    const content = (t: string) => new Set(t.toLowerCase().replace(/[^a-z ]/g, ' ').split(/\s+/).filter((w) => w && !STOP.has(w)));
    ASCENDANTS.forEach((asc, i) => {
      const sun = content(SIGN_PLACEMENTS.sun[i]!);
      const shared = [...content(asc)].filter((w) => sun.has(w) && w !== SIGNS[i]!.toLowerCase());
      assert.ok(shared.length <= 5, `${SIGNS[i]} rising shares ${shared.join(', ')} with the Sun in ${SIGNS[i]}`);
    });
  });

  it('the cusp sentences: each sign names itself, asks for {house} and {matters}, and the 144 reports differ', () => {
    SIGN_ON_CUSP.forEach((t, i) => {
      assert.deepEqual(signsIn(t), [SIGNS[i]]);
      assert.deepEqual([...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(), ['house', 'matters']);
    });
    assert.deepEqual(HOUSE_ORDINALS, ORDINALS.map((o) => `${o} house`));
    assert.equal(new Set(cuspTexts).size, 144);
    cuspTexts.forEach((t, k) => assert.deepEqual(housesIn(t), [ORDINALS[k % 12]]));
  });

  it('no two entries anywhere are the same, and no two-word opening serves more than two entries of a row', () => {
    const all = leaves({ SIGN_PLACEMENTS, HOUSE_PLACEMENTS, ASCENDANTS, SIGN_ON_CUSP, NATAL_CHART_TEXTS }).map(([, t]) => t).filter((t) => t.length > 40);
    assert.equal(new Set(all).size, all.length);
    const rows = [...Object.values(SIGN_PLACEMENTS), ...Object.values(HOUSE_PLACEMENTS), ASCENDANTS, SIGN_ON_CUSP, NATAL_CHART_TEXTS.moonPhases, NATAL_CHART_TEXTS.elements];
    for (const row of rows) {
      const openings = new Map<string, number>();
      for (const t of row) {
        const o = t.split(/\s+/).slice(0, 2).join(' ').toLowerCase();
        openings.set(o, (openings.get(o) ?? 0) + 1);
      }
      assert.deepEqual([...openings].filter(([, n]) => n > 2), [], row[0]);
    }
  });

  it('sentence frames vary: no row opens more than four sentences with "You may" or puts more than four entries in the "… comes with <planet> in …" frame, and no sentence serves two entries', () => {
    // The outer planets' rows had "You may …" as the second sentence of every entry (Neptune in the signs: 12 of 12).
    const youMay = (row: readonly string[]) => row.reduce((n, t) => n + (t.match(/(^|[.;:]\s+)You may\b/g)?.length ?? 0), 0);
    for (const planet of REPORT_PLANETS) {
      assert.ok(youMay(SIGN_PLACEMENTS[planet]) <= 4, `${planet} in the signs: ${youMay(SIGN_PLACEMENTS[planet])} sentences open "You may"`);
      assert.ok(youMay(HOUSE_PLACEMENTS[planet]) <= 4, `${planet} in the houses: ${youMay(HOUSE_PLACEMENTS[planet])} sentences open "You may"`);
    }
    // "… come with Pluto in the seventh house", "… belongs to those born with Pluto in Leo": at most four entries a row in that frame.
    const frame = (planet: string, row: readonly string[]) =>
      row.filter((t) => new RegExp(`(belongs? to|comes? with|born with|generation of|idealised by) (the )?${title(planet)} in\\b`).test(t)).length;
    for (const planet of REPORT_PLANETS) {
      assert.ok(frame(planet, SIGN_PLACEMENTS[planet]) <= 4, `${planet} in the signs: ${frame(planet, SIGN_PLACEMENTS[planet])} entries "… comes with ${planet} in …"`);
      assert.ok(frame(planet, HOUSE_PLACEMENTS[planet]) <= 4, `${planet} in the houses: ${frame(planet, HOUSE_PLACEMENTS[planet])} entries "… comes with ${planet} in …"`);
    }
    // Saturn in Gemini and Saturn in the third house, often read together, ended on the same sentence.
    const seen = new Map<string, string>();
    for (const [path, text] of leaves({ SIGN_PLACEMENTS, HOUSE_PLACEMENTS, ASCENDANTS, NATAL_CHART_TEXTS })) {
      for (const sentence of text.split(/(?<=[.;:])\s+/).filter((x) => words(x) >= 6)) {
        assert.equal(seen.get(sentence) ?? path, path, `"${sentence}" in ${path} and ${seen.get(sentence)}`);
        seen.set(sentence, path);
      }
    }
  });

  it('the planets in one house do not repeat one another\'s phrases (house_cusps_report prints them together)', () => {
    // A twelfth-house stellium read "behind the scenes" four times and "inner life" four times; the sixth-house entries
    // closed on rest and balanced habits over and over. No three-word run (the house's name aside) in more than two of a column.
    const STOP = new Set('the a an of and in to your you with is are for as or it its by on at be that this from may can'.split(' '));
    for (let h = 0; h < 12; h++) {
      const count = new Map<string, number>();
      for (const planet of REPORT_PLANETS) {
        const w = HOUSE_PLACEMENTS[planet][h]!.toLowerCase().replace(/[^a-z ]/g, ' ').split(/\s+/).filter(Boolean);
        const runs = new Set<string>();
        for (let i = 0; i + 3 <= w.length; i++) {
          const run = w.slice(i, i + 3);
          if (!run.includes('house') && run.filter((x) => !STOP.has(x)).length >= 2) runs.add(run.join(' '));
        }
        for (const r of runs) count.set(r, (count.get(r) ?? 0) + 1);
      }
      assert.deepEqual([...count].filter(([, n]) => n > 2), [], ORDINALS[h]);
    }
  });

  it('name no organ or weak point and speak of no death, disease or accident', () => {
    const texts = [...leaves({ SIGN_PLACEMENTS, HOUSE_PLACEMENTS, ASCENDANTS, HOUSE_MATTERS, NATAL_CHART_TEXTS }), ...cuspTexts.map((t, i): [string, string] => [`cusp.${i}`, t])];
    assert.ok(texts.length > 400);
    for (const [path, text] of texts) assert.doesNotMatch(text, CAREFUL_BANNED, path);
  });

  it('the natal chart texts: 8 phases, 4 elements, 3 modes, two sides of each hemisphere pair, 7 rulers', () => {
    const t = NATAL_CHART_TEXTS;
    assert.equal(t.moonPhases.length, 8);
    ['New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous', 'Full Moon', 'Waning Gibbous', 'Third Quarter', 'Waning Crescent']
      .forEach((name, i) => assert.match(t.moonPhases[i]!, new RegExp(name), name));
    ['Fire', 'Earth', 'Air', 'Water'].forEach((e, i) => assert.match(t.elements[i]!, new RegExp(`^${e} `)));
    ['cardinal', 'fixed', 'mutable'].forEach((m, i) => assert.match(t.modes[i]!, new RegExp(`The ${m} signs`)));
    assert.match(t.hemisphere.eastWest[0], /western half/);
    assert.match(t.hemisphere.eastWest[1], /eastern half/);
    assert.match(t.hemisphere.northSouth[0], /above the horizon/);
    assert.match(t.hemisphere.northSouth[1], /below the horizon/);
    assert.deepEqual(t.rulers.map((r) => r.replace('the ', '')), WESTERN_POINTS.slice(0, 7));
  });
  it('the balance paragraphs, which one answer prints side by side, each speak of their own strand and never sum up the person', () => {
    // One natal_chart_interpretation can hold the western half, the negative signs and the cardinal mode together; "You are
    // receptive" beside "you are an initiator who takes the lead" contradicts itself, so none of them says "You are …" outright.
    const t = NATAL_CHART_TEXTS;
    const balance = [...t.hemisphere.eastWest, ...t.hemisphere.northSouth, ...t.elements, ...t.modes, t.polarity.positive, t.polarity.negative];
    for (const text of balance) assert.doesNotMatch(text, /(^|[.:;]\s+)you are\b/i, text);
  });

  it('the Moon phase paragraphs fit the whole 45° span they answer for, and Ptolemy\'s quarters', () => {
    // The New Moon phase runs to 45° from the Sun (the Moon rising some three hours after it), the Full Moon phase to 225°.
    assert.doesNotMatch(NATAL_CHART_TEXTS.moonPhases[0], /rise together|near the New Moon/);
    assert.doesNotMatch(NATAL_CHART_TEXTS.moonPhases[4], /^The Full Moon stands opposite/);
    // Their meanings rest on Ptolemy's four quarters (Tetrabiblos I, Ashmand 1822: the Moon moistens to the first quarter,
    // heats to the full, dries to the last quarter, cools to its disappearance); each quarter's opening phase names its quality.
    const quarters: [number, RegExp][] = [[0, /moist/], [2, /warm quarter/], [4, /dry quarter/], [6, /cold quarter/]];
    for (const [i, quality] of quarters) assert.match(NATAL_CHART_TEXTS.moonPhases[i]!, quality);
  });
});

describe('chart balance rules', () => {
  const p = (name: string, sign: number, house: number) => ({ name, sign, house });

  it('counts worked by hand, and a tie goes to the class of the earliest of Sun, Moon, Ascendant, Mercury …', () => {
    // Sun Gemini (air, mutable) h1, Moon Aries (fire, cardinal) h4, Mars Leo (fire, fixed) h5, Mercury Cancer (water, cardinal) h2,
    // Jupiter Libra (air, cardinal) h7, Venus Taurus (earth, fixed) h12, Saturn Aquarius (air, fixed) h9, Uranus Scorpio (water, fixed) h8,
    // Neptune Sagittarius (fire, mutable) h10, Pluto Libra (air, cardinal) h7; Ascendant Taurus (earth, fixed).
    const planets = [p('Sun', 2, 1), p('Moon', 0, 4), p('Mars', 4, 5), p('Mercury', 3, 2), p('Jupiter', 6, 7), p('Venus', 1, 12),
      p('Saturn', 10, 9), p('Uranus', 7, 8), p('Neptune', 8, 10), p('Pluto', 6, 7)];
    const b = chartBalance(planets, 1);
    // Fire: Moon, Mars, Neptune = 3; Earth: Venus, Ascendant = 2; Air: Sun, Jupiter, Saturn, Pluto = 4; Water: Mercury, Uranus = 2.
    assert.deepEqual(b.elements, { counts: [3, 2, 4, 2], dominant: 2 });
    // Cardinal: Moon, Mercury, Jupiter, Pluto = 4; Fixed: Mars, Venus, Saturn, Uranus, Ascendant = 5; Mutable: Sun, Neptune = 2.
    assert.deepEqual(b.modes, { counts: [4, 5, 2], dominant: 1 });
    assert.deepEqual([b.total, b.positive, b.negative], [11, 7, 4]);
    // Libra holds Jupiter and Pluto, Taurus Venus and the Ascendant: 2 each; the Ascendant comes before Jupiter, so Taurus.
    assert.equal(b.signs.dominant, 1);
    assert.equal(b.signs.counts[1], 2);
    // West (houses 4–9): Moon 4, Mars 5, Jupiter 7, Saturn 9, Uranus 8, Pluto 7 = 6; east: Sun 1, Mercury 2, Venus 12, Neptune 10 = 4.
    assert.deepEqual(b.eastWest, { counts: [6, 4], dominant: 0 });
    // South (houses 7–12): Jupiter, Venus, Saturn, Uranus, Neptune, Pluto = 6; north: Sun, Moon, Mars, Mercury = 4.
    assert.deepEqual(b.northSouth, { counts: [6, 4], dominant: 0 });
  });

  it('a 5–5 hemisphere goes to the Sun\'s side', () => {
    const houses = [3, 8, 8, 3, 8, 3, 8, 3, 8, 3]; // Sun in the 3rd (east, north); five planets each side
    const b = chartBalance(REPORT_PLANETS.map((k, i) => p(title(k), 0, houses[i]!)), 0);
    assert.deepEqual(b.eastWest, { counts: [5, 5], dominant: 1 });
    assert.deepEqual(b.northSouth, { counts: [5, 5], dominant: 1 });
  });
});
