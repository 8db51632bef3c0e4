// Boundary arithmetic of signs, nakshatras and padas: exact truths of the 30°, 13°20′ and 3°20′ spans.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { baladiAwastha } from '../src/vedic/awastha.js';
import { angularDistance, nakshatraOf, normalizeDegrees, signIndex } from '../src/vedic/zodiac.js';

describe('sign boundaries', () => {
  it('changes sign exactly at multiples of 30°', () => {
    assert.equal(signIndex(29.999999999), 0);
    assert.equal(signIndex(30), 1);
    assert.equal(signIndex(359.9999999), 11);
    assert.equal(signIndex(360), 0);
    assert.equal(signIndex(-0.5), 11);
  });
});

describe('normalizeDegrees', () => {
  it('folds any angle into [0, 360) as x − 360·floor(x / 360) does', () => {
    // By hand: −30 + 360 = 330; 725 − 2·360 = 5; −725 + 3·360 = 355; 360 − 360 = 0.
    assert.equal(normalizeDegrees(-30), 330);
    assert.equal(normalizeDegrees(725), 5);
    assert.equal(normalizeDegrees(-725), 355);
    assert.equal(normalizeDegrees(360), 0);
    assert.equal(normalizeDegrees(359.5), 359.5);
    assert.equal(normalizeDegrees(-359.5), 0.5);
    // Every range the code treats apart (in range, just below, far off either way), against the floor formula.
    for (let i = 0; i < 10_000; i++) {
      const x = (Math.random() - 0.5) * 4000;
      const want = x - 360 * Math.floor(x / 360);
      assert.ok(Math.abs(normalizeDegrees(x) - want) < 1e-9, `${x}`);
    }
  });
});

describe('nakshatra and pada boundaries', () => {
  it('starts Bharni at 13°20′ and its second pada at 16°40′', () => {
    assert.deepEqual([nakshatraOf(13 + 1 / 3 - 1e-9).index, nakshatraOf(13 + 1 / 3 - 1e-9).pada], [0, 4]);
    assert.deepEqual([nakshatraOf(13 + 1 / 3).index, nakshatraOf(13 + 1 / 3).pada], [1, 1]);
    assert.equal(nakshatraOf(16 + 2 / 3 + 1e-9).pada, 2);
  });

  it('ends Revati in pada 4 just before 360°', () => {
    const n = nakshatraOf(360 - 1e-10);
    assert.deepEqual([n.index, n.pada], [26, 4]);
    assert.ok(n.elapsed < 1);
  });

  it('reports the elapsed fraction of the nakshatra', () => {
    assert.equal(nakshatraOf(0).elapsed, 0);
    assert.ok(Math.abs(nakshatraOf(20).elapsed - 0.5) < 1e-12); // Bharni spans 13°20′–26°40′
  });
});

describe('Baladi awastha', () => {
  it('runs Bala→Mrit in odd signs and Mrit→Bala in even ones', () => {
    assert.deepEqual([0, 6, 12, 18, 24, 29.99].map((d) => baladiAwastha(0, d)), ['bala', 'kumara', 'yuva', 'vridha', 'mrit', 'mrit']);
    assert.deepEqual([0, 6, 12, 18, 24].map((d) => baladiAwastha(1, d)), ['mrit', 'vridha', 'yuva', 'kumara', 'bala']);
  });
});

describe('angular distance', () => {
  it('wraps across 0°', () => {
    assert.equal(angularDistance(359, 1), 2);
    assert.equal(angularDistance(10, 190), 180);
  });
});
