// The detector against synthetic palms whose creases are at known paths (test/helpers/synthetic-palm.ts):
// each present line found near its true path over most of its length, absent lines reported absent,
// and the photos a reading must refuse (no hand, too blurred) refused.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inspectPhoto, readPalm, PhotoRejected, type PalmReading } from '../src/palmistry/photo.js';
import { LINE_NAMES } from '../src/palmistry/lines.js';
import { scoreLine } from './helpers/palm-score.js';
import { syntheticPalm, type SyntheticPalmOptions } from './helpers/synthetic-palm.js';

async function read(seed: number, overrides: Partial<SyntheticPalmOptions> = {}) {
  const palm = await syntheticPalm(seed, overrides);
  const reading: PalmReading = await readPalm(palm.image, await inspectPhoto(palm.image));
  return { palm, reading };
}

/** Within 6 % of the palm's half-width: 9-12 px on these photos, about a crease's width. */
const tolerance = (palm: { options: SyntheticPalmOptions }) => 0.06 * palm.options.scale;

describe('line detection on synthetic palms', () => {
  it('finds every present line near its true path and reports absent ones absent (16 palms)', async () => {
    const misses: string[] = [];
    const refused: number[] = [];
    for (let seed = 500; seed < 516; seed++) {
      // The hand-landmark model, trained on real hands, does not see a hand in some of these cartoon ones
      // (a stiff, low thumb): those are refused as having no hand, and counted.
      const found = await read(seed).catch((e: unknown) => {
        if (e instanceof PhotoRejected && /No hand found/.test(e.message)) return undefined;
        throw e;
      });
      if (!found) {
        refused.push(seed);
        continue;
      }
      const { palm, reading } = found;
      assert.equal(reading.width, palm.options.width);
      for (const line of reading.lines) {
        const truth = palm.lines[line.name];
        if (!truth.present) {
          if (line.present) misses.push(`${seed} ${line.name}: reported present (${line.confidence}) but not drawn`);
          else assert.equal(line.path.length, 0);
          continue;
        }
        const s = scoreLine(truth.path, line.path, tolerance(palm));
        if (!line.present || s.recall < 0.8 || s.precision < 0.9) misses.push(`${seed} ${line.name}: present=${line.present} recall ${s.recall.toFixed(2)} precision ${s.precision.toFixed(2)}`);
      }
    }
    console.log(`synthetic palms refused (no hand seen): ${refused.join(', ') || 'none'}; misses: ${misses.join('; ') || 'none'}`);
    assert.ok(refused.length <= 3, `refused ${refused.join(', ')}`);
    assert.deepEqual(misses, []);
  });

  it('reports a missing heart, head or life line absent while finding the others', async () => {
    for (const [seed, gone] of [[601, 'heart'], [602, 'head'], [603, 'life']] as const) {
      const present = { heart: true, head: true, life: true, fate: true, [gone]: false };
      const { palm, reading } = await read(seed, { present });
      for (const line of reading.lines) {
        assert.equal(line.present, line.name !== gone, `seed ${seed}: ${line.name} (confidence ${line.confidence})`);
        if (line.present) assert.ok(scoreLine(palm.lines[line.name].path, line.path, tolerance(palm)).recall > 0.8, `${seed} ${line.name}`);
      }
      assert.ok(reading.lines.find((l) => l.name === gone)!.confidence < 0.5);
    }
  });

  it('reads left and right hands, rotated either way, on light and dark skin', async () => {
    const cases: Partial<SyntheticPalmOptions>[] = [
      { leftHand: true, rotationDeg: 22, skin: [108, 70, 50] },
      { leftHand: false, rotationDeg: -22, skin: [241, 204, 182], background: [200, 204, 210] },
      { leftHand: true, rotationDeg: 0, light: 0.45, noise: 9 },
    ];
    for (const [i, c] of cases.entries()) {
      const { palm, reading } = await read(700 + i, { ...c, present: { heart: true, head: true, life: true, fate: true } });
      for (const name of LINE_NAMES) {
        const line = reading.lines.find((l) => l.name === name)!;
        assert.ok(line.present && scoreLine(palm.lines[name].path, line.path, tolerance(palm)).recall > 0.8, `case ${i} ${name}`);
      }
    }
  });

  it('refuses a photo without a hand, and a blurred one, saying why', async () => {
    await assert.rejects(read(801, { hand: false }), (e: unknown) => e instanceof PhotoRejected && e.status === 422 && /No hand found/.test(e.message));
    await assert.rejects(read(802, { blur: 12 }), (e: unknown) => e instanceof PhotoRejected && e.status === 422 && /too blurred/.test(e.message));
  });
});
