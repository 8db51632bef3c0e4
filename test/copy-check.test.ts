// Never the hosted service's words (#43): no run of 8 consecutive words in any string of ours equals one in
// the example texts of the hosted service's public documentation. The fixture holds only hashes of their
// runs (its header names the source and commit); their text is theirs and is not in this repository.
//
// Our texts are read as source: every .ts file under src is parsed with the TypeScript compiler and every
// string literal, template part and `+`-joined chain of literals is taken. That covers the report,
// prediction and Western profile banks and every other prose data file (Vastu, matching, manglik,
// numerology, …) without a list to keep up to date and without importing modules with side effects; the
// banks are also imported below to check that the parse found each of their texts whole.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { NAKSHATRA_TEXTS, SUN_SIGN_TEXTS } from '../src/predictions/texts/index.js';
import { VEDIC_TEXTS, WESTERN_TEXTS } from '../src/numerology/texts/index.js';
import { REMEDY_TEXTS, REPORT_TEXTS } from '../src/reports/texts/index.js';
import { forecast } from '../src/chinese/texts/en/forecast.js';
import { zodiac } from '../src/chinese/texts/en/zodiac.js';
import { cards } from '../src/tarot/texts/en/cards.js';
import { answerNotes, areaNotes } from '../src/tarot/texts/en/readings.js';
import { ASCENDANTS } from '../src/western/texts/en/ascendants.js';
import { HOUSE_MATTERS, SIGN_ON_CUSP } from '../src/western/texts/en/house-cusps.js';
import { HOUSE_PLACEMENTS } from '../src/western/texts/en/house-placements.js';
import { NATAL_CHART_TEXTS } from '../src/western/texts/en/natal-chart.js';
import { SIGN_PLACEMENTS } from '../src/western/texts/en/sign-placements.js';
import { PROFILE_TEXTS } from '../src/western/profiles.js';
import hosted from './fixtures/hosted-8word-hashes.json' with { type: 'json' };
import { leaves } from './helpers/text-banks.js';

const RUN = 8;
const SRC = new URL('../src/', import.meta.url);

/** Lower-cased words: letters (with their marks, for Devanagari) and digits; anything else splits. */
const words = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

/** Every run of RUN consecutive words, as the words joined by one space. */
function runs(text: string): string[] {
  const w = words(text);
  return Array.from({ length: Math.max(0, w.length - RUN + 1) }, (_, i) => w.slice(i, i + RUN).join(' '));
}

const runHash = (run: string): string => createHash('sha256').update(run).digest('hex').slice(0, 16);

/** A string literal, or a `+` chain made only of literals, as one text; undefined for anything else. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left);
    const right = literalText(node.right);
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  return undefined;
}

/** Every string of a source file: literals, literal chains, and the fixed parts of template literals. */
function stringsOf(source: string, file: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== undefined) {
      found.push(text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS));
  return found;
}

const sourceFiles = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).sort();
const ourStrings = sourceFiles.flatMap((file) => stringsOf(readFileSync(new URL(file, SRC), 'utf8'), file).map((text) => ({ file, text })));

describe("copy check: none of the hosted service's 8-word runs in our strings", () => {
  it('the normaliser and hasher give the hash worked here by hand with node:crypto', () => {
    const sentence = "The Moon's light, at 3 o'clock — falls on Mars!";
    // By hand: lower case, split on everything but letters and digits: the moon s light at 3 o clock falls on mars.
    assert.deepEqual(words(sentence), ['the', 'moon', 's', 'light', 'at', '3', 'o', 'clock', 'falls', 'on', 'mars']);
    const byHand = ['the moon s light at 3 o clock', 'moon s light at 3 o clock falls', 's light at 3 o clock falls on', 'light at 3 o clock falls on mars'];
    assert.deepEqual(runs(sentence), byHand);
    const expected = createHash('sha256').update(Buffer.from('the moon s light at 3 o clock', 'utf8')).digest('hex').slice(0, 16);
    assert.equal(runHash(runs(sentence)[0]!), expected);
    assert.deepEqual(runs('only seven words are in this one'), []);
    assert.deepEqual(words('चन्द्रमा तुला राशि में'), ['चन्द्रमा', 'तुला', 'राशि', 'में'], 'Devanagari words stay whole');
  });

  it('the fixture holds hashes only, with its source named', () => {
    assert.match(hosted.sources[0]!.commit, /^[0-9a-f]{40}$/);
    assert.ok(hosted.hashes.length > 1000);
    for (const h of hosted.hashes) assert.match(h, /^[0-9a-f]{16}$/);
  });

  it('the parse of src finds every text of the report, prediction, Western report and profile, tarot, Chinese and numerology banks whole', () => {
    const parsed = new Set(ourStrings.map((s) => s.text));
    const western = [SIGN_PLACEMENTS, HOUSE_PLACEMENTS, ASCENDANTS, SIGN_ON_CUSP, HOUSE_MATTERS, NATAL_CHART_TEXTS];
    const banks = leaves([REPORT_TEXTS, REMEDY_TEXTS, SUN_SIGN_TEXTS, NAKSHATRA_TEXTS, western, PROFILE_TEXTS, cards, areaNotes, answerNotes, zodiac, forecast, WESTERN_TEXTS, VEDIC_TEXTS]).map(([, t]) => t).filter((t) => words(t).length >= RUN);
    assert.ok(banks.length > 500, `only ${banks.length} bank texts of ${RUN}+ words`);
    const missing = banks.filter((t) => !parsed.has(t));
    assert.deepEqual(missing.slice(0, 5), [], `${missing.length} bank texts not found by the parse`);
  });

  it('no run of 8 words in any string under src matches one of the hosted documentation', () => {
    const theirs = new Set(hosted.hashes);
    const matches = ourStrings.flatMap(({ file, text }) => runs(text).filter((run) => theirs.has(runHash(run))).map((run) => `src/${file}: "${run}"`));
    assert.deepEqual([...new Set(matches)], []);
  });
});
