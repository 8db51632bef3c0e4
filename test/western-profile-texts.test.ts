// The Western profile text banks (src/western/texts/en): every entry present, non-empty and distinct,
// each keyed entry speaking of what its key describes, openings varied, template marks complete, and
// no organ, death or accident words (the rule the Vedic banks follow).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fill } from '../src/reports/texts/index.js';
import { PROFILE_TEXTS } from '../src/western/profiles.js';
import { CAREFUL_BANNED, leaves } from './helpers/text-banks.js';

// Written out here, not imported, so a bank keyed in the wrong order fails.
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
const PHASES = ['New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous', 'Full Moon', 'Waning Gibbous', 'Third Quarter', 'Waning Crescent'];
const T = PROFILE_TEXTS;
const all = leaves(T);
const marks = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('Western profile text banks', () => {
  it('every entry is non-empty and no two entries are the same', () => {
    assert.ok(all.length > 200, `${all.length} entries`);
    for (const [path, text] of all) assert.ok(text.trim().length > 0, `${path} is empty`);
    const seen = new Map<string, string>();
    for (const [path, text] of all) {
      assert.ok(!seen.has(text), `${path} repeats ${seen.get(text)}`);
      seen.set(text, path);
    }
  });

  it('the sign-keyed paragraphs each name their own sign (the north node\'s its south node\'s too)', () => {
    const bySign = {
      'personality.sun': T.personality.sun, 'personality.moon': T.personality.moon, 'romance.venus': T.romance.venus, 'romance.mars': T.romance.mars,
      'romance.seventh': T.romance.seventh, 'romance.fifth': T.romance.fifth, 'friendship.eleventh': T.friendship.eleventh,
      'karma.saturn': T.karma.saturn, 'karma.northNode': T.karma.northNode, 'signCompatibility.brings': T.signCompatibility.brings,
    };
    for (const [family, texts] of Object.entries(bySign)) {
      assert.equal(texts.length, 12, family);
      texts.forEach((text, i) => {
        const named = SIGNS.filter((s) => new RegExp(`\\b${s}\\b`).test(text));
        const expected = family === 'karma.northNode' ? [SIGNS[i]!, SIGNS[(i + 6) % 12]!].sort() : [SIGNS[i]!];
        assert.deepEqual(named.sort(), expected, `${family}.${i}: ${text}`);
      });
    }
  });

  it('the planet, element and phase entries name what they describe', () => {
    T.friendship.inEleventh.forEach((text, i) => assert.ok(text.startsWith(`${i < 2 ? 'The ' : ''}${PLANETS[i]} in the eleventh house`), text));
    T.friendship.mercury.forEach((text, i) => assert.match(text, new RegExp(`Mercury in an? ${['fire', 'earth', 'air', 'water'][i]} sign`)));
    T.moonPhases.description.forEach((text, i) => assert.ok(text.includes(PHASES[i]!), `${PHASES[i]}: ${text}`));
    // Ptolemy's relations by signs apart: 0 same, 1 disjunct, 2 sextile, 3 square, 4 trine, 5 disjunct (quincunx), 6 opposition.
    ['same sign', 'disjunct', 'sextile', 'square', 'trine', 'quincunx', 'opposition'].forEach((word, i) => assert.ok(T.signCompatibility.relation[i]!.includes(word), word));
    assert.deepEqual(Object.keys(T.solarReturn.stands), [...PLANETS, 'Ascendant', 'Midheaven']);
    assert.deepEqual(Object.keys(T.romanticForecast.influence), ['Sun', 'Mars', 'Venus', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);
    assert.deepEqual(Object.keys(T.lifeForecast.influence), ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);
    // Ptolemy's natures: the aspect each natal paragraph names is its own.
    ['conjunction', 'opposition', 'trine', 'square', 'sextile'].forEach((word, i) => assert.match(T.natalAspects.aspect[i]!, new RegExp(`\\b${word}\\b`), word));
    // The ten unordered pairs of the four elements, the earlier one first.
    const elements = ['fire', 'earth', 'air', 'water'];
    assert.deepEqual(Object.keys(T.signCompatibility.elements).sort(), elements.flatMap((a, i) => elements.slice(i).map((b) => `${a}-${b}`)).sort());
    for (const [key, text] of Object.entries(T.signCompatibility.elements)) {
      const [a, b] = key.split('-') as [string, string];
      assert.match(text, new RegExp(a === b ? `^${a[0]!.toUpperCase()}${a.slice(1)} with ${b}` : `^${a[0]!.toUpperCase()}${a.slice(1)} and ${b}`), key);
    }
  });

  it('the templates ask for exactly the values the rules fill', () => {
    for (const t of T.romanticForecast.aspect) assert.deepEqual(marks(t), ['influence', 'planet', 'point']);
    for (const t of T.solarReturn.planet) assert.deepEqual(marks(t), ['area', 'manner']);
    for (const t of T.solarReturn.aspect) assert.deepEqual(marks(t), ['first', 'second']);
    for (const t of T.natalAspects.aspect) assert.deepEqual(marks(t), ['first', 'second']);
    for (const t of T.lifeForecast.aspect) assert.deepEqual(marks(t), ['influence', 'planet', 'point']);
    assert.deepEqual(marks(T.moonPhases.calc), ['age', 'angle', 'illumination', 'name']);
    const templates = new Set([...T.romanticForecast.aspect, ...T.solarReturn.planet, ...T.solarReturn.aspect, ...T.natalAspects.aspect, ...T.lifeForecast.aspect, T.moonPhases.calc]);
    for (const [path, text] of all) if (!templates.has(text)) assert.deepEqual(marks(text), [], `${path} has a mark no rule fills`);
  });

  it('every filled template reads as English: no "your natal your", no a/an slip, no word doubled, no run of three "and", no word the template and its fillers both use', () => {
    // Every way the rules fill each template (src/western/profiles.ts), with the marks that name a
    // planet (which the template itself may repeat) left out of the word-overlap check.
    const filled: { text: string; parts: string[] }[] = [];
    const F = T.romanticForecast, S = T.solarReturn;
    for (const t of F.aspect) for (const [planet, influence] of Object.entries(F.influence)) for (const point of Object.values(F.point)) {
      filled.push({ text: fill(t, { planet, influence, point }), parts: [t.replace(/\{\w+\}/g, ' '), influence, point] });
    }
    for (const t of S.planet) for (const area of S.area) for (const manner of S.manner) filled.push({ text: fill(t, { area, manner }), parts: [t.replace(/\{\w+\}/g, ' '), area, manner] });
    const stands = Object.values(S.stands);
    for (const t of S.aspect) for (const first of stands) for (const second of stands) {
      filled.push({ text: fill(t, { first, second }), parts: [t.replace(/\{\w+\}/g, ' '), first, ...(first === second ? [] : [second])] });
    }
    // natal_aspects_report: any two different points of the twelve, the earlier first.
    for (const t of T.natalAspects.aspect) for (const [i, first] of stands.entries()) for (const second of stands.slice(i + 1)) {
      filled.push({ text: fill(t, { first, second }), parts: [t.replace(/\{\w+\}/g, ' '), first, second] });
    }
    // life_forecast_report: Jupiter … Pluto to the Sun, Moon, Mercury, Venus, Mars, Ascendant and Midheaven.
    const L = T.lifeForecast;
    const watched = (['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant', 'Midheaven'] as const).map((p) => S.stands[p]);
    for (const t of L.aspect) for (const [planet, influence] of Object.entries(L.influence)) for (const point of watched) {
      filled.push({ text: fill(t, { planet, influence, point }), parts: [t.replace(/\{\w+\}/g, ' '), influence, point] });
    }
    assert.ok(filled.length > 1000, `${filled.length} fillings`);
    // A phrase ending in an infinitive swallows what follows it: "a wish to be seen to your desire".
    for (const phrase of [...Object.values(F.influence), ...Object.values(F.point), ...stands, ...Object.values(L.influence)]) assert.doesNotMatch(phrase, /\bto \w+(?: \w+)?$/, phrase);
    // Long words only, plural folded: "pleasure" and "pleasures" are the same word twice.
    const words = (s: string) => new Set((s.toLowerCase().match(/[a-z]{5,}/g) ?? []).map((w) => w.replace(/s$/, '')));
    for (const { text, parts } of filled) {
      assert.doesNotMatch(text, /\b(?:year's|natal|your) (?:your|the|a|an|my)\b/i, text);
      assert.doesNotMatch(text, /\b(\w+) \1\b/i, text);
      assert.doesNotMatch(text, /\ba [aeiou]/i, text);
      assert.doesNotMatch(text, /\ban [b-df-hj-np-tv-z]/i, text);
      assert.match(text, /^[A-Z].*[.!]$/, text);
      // The fillers are lists joined by "and"; two of them joined by a third "and" cannot be parsed.
      assert.doesNotMatch(text, /\band\b[^,.;:]*\band\b[^,.;:]*\band\b/, text);
      const seen = new Map<string, number>();
      parts.forEach((part, i) => { for (const w of words(part)) if (!seen.has(w)) seen.set(w, i); });
      const twice = parts.flatMap((part, i) => [...words(part)].filter((w) => seen.get(w)! < i));
      assert.deepEqual(twice, [], text);
    }
  });

  it('a planet in the 11th never sizes the circle of friends, which the 11th cusp\'s paragraph does (docs/western-profiles.md)', () => {
    // Else Saturn's "few friendships" meets a Libra cusp's "many acquaintances" in one answer.
    for (const text of T.friendship.inEleventh) assert.doesNotMatch(text, /\b(many|few|wide|numerous|small circle|crowd)\b/i, text);
  });

  it('no two entries of a list open with the same two words', () => {
    const lists = all.reduce((m, [path, text]) => m.set(path.replace(/\.\w+$/, ''), [...(m.get(path.replace(/\.\w+$/, '')) ?? []), text]), new Map<string, string[]>());
    for (const [list, texts] of lists) {
      if (texts.length < 4 || list === 'solarReturn.area' || list === 'solarReturn.manner' || list === 'solarReturn.stands' || list === 'romanticForecast.influence' || list === 'romanticForecast.point' ||
        list === 'lifeForecast.influence') continue;
      const openings = texts.map((t) => t.toLowerCase().split(/[^a-z{}']+/).filter(Boolean).slice(0, 2).join(' '));
      const repeated = openings.filter((o, i) => openings.indexOf(o) !== i && !o.includes('{'));
      assert.deepEqual(repeated, [], list);
    }
  });

  it('no organ or weak point, no death, disease or accident', () => {
    for (const [path, text] of all) assert.doesNotMatch(text, CAREFUL_BANNED, path);
  });
});
