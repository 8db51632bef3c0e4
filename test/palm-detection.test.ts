// The detector against synthetic palms whose creases are at known paths (test/helpers/synthetic-palm.ts):
// each present line found near its true path over most of its length, absent lines reported absent,
// and the photos a reading must refuse (no hand, too blurred) refused.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { inspectPhoto, readPalm, PhotoRejected, type PalmReading } from '../src/palmistry/photo.js';
import { LINE_NAMES, type LineName } from '../src/palmistry/lines.js';
import { LINE_MODELS } from '../src/palmistry/corridors.js';
import { frameFromLandmarks, toPalm, type Point } from '../src/palmistry/hand.js';
import { scoreLine } from './helpers/palm-score.js';
import { syntheticPalm, type SyntheticPalmOptions } from './helpers/synthetic-palm.js';

async function read(seed: number, overrides: Partial<SyntheticPalmOptions> = {}) {
  const palm = await syntheticPalm(seed, overrides);
  const reading: PalmReading = await readPalm(palm.image, await inspectPhoto(palm.image));
  return { palm, reading };
}

/**
 * The part of a drawn crease the reader reports: up to where its line stops being reported (LineModel.reportedWhile,
 * in the palm frame of the reading's landmarks). The synthetic palms draw head and life lines out to the palm's edge
 * and the wrist; the reader reports the head line out to below the ring finger and the life line down to above the
 * thumb's base joint.
 */
function reportable(name: LineName, drawn: Point[], reading: PalmReading): Point[] {
  const within = LINE_MODELS[name].reportedWhile;
  const frame = frameFromLandmarks(reading.hand.landmarks);
  const k = within ? drawn.findIndex((p) => !within(toPalm(frame, p))) : -1;
  return k < 0 ? drawn : drawn.slice(0, k);
}

/** Within 6 % of the palm's half-width: 9-12 px on these photos, about a crease's width. */
const tolerance = (palm: { options: SyntheticPalmOptions }) => 0.06 * palm.options.scale;

describe('line detection on synthetic palms', () => {
  // The detector is tuned on real photos (bench/palm-annotations.json), not on these cartoon palms: the
  // figures below are floors at the level it reaches on them (80 % of present lines placed on seeds
  // 500-515, none invented), so a regression shows; the real-photo figures are in docs/palmistry.md.
  it('places most present lines near their true paths and invents none (16 palms)', async () => {
    const misses: string[] = [];
    const refused: number[] = [];
    let present = 0;
    for (let seed = 500; seed < 516; seed++) {
      // The hand-landmark model, trained on real hands, does not see a hand in some of these cartoon ones
      // (a stiff, low thumb): those are refused as having no hand, and counted.
      const found = await read(seed).catch((e: unknown) => {
        if (e instanceof PhotoRejected && e.rejection.reason === 'no_hand') return undefined;
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
          assert.equal(line.present, false, `${seed} ${line.name}: reported present (${line.confidence}) but not drawn`);
          assert.equal(line.path.length, 0);
          continue;
        }
        present++;
        const s = scoreLine(reportable(line.name, truth.path, reading), line.path, tolerance(palm));
        if (!line.present || s.recall < 0.8 || s.precision < 0.8) misses.push(`${seed} ${line.name}: present=${line.present} recall ${s.recall.toFixed(2)} precision ${s.precision.toFixed(2)}`);
      }
    }
    assert.ok(refused.length <= 2, `refused ${refused.join(', ')}`);
    assert.ok(misses.length <= 0.25 * present, `${misses.length} of ${present} present lines missed: ${misses.join('; ')}`);
  });

  // A missing life line is not tested: its band then holds other creases (the fate line's middle, the
  // head line's start) and one of them is reported as the life line (docs/palmistry.md, Known failure classes).
  it('reports a missing heart or head line absent while reporting the others', async () => {
    for (const [seed, gone] of [[601, 'heart'], [602, 'head']] as const) {
      const present = { heart: true, head: true, life: true, fate: true, [gone]: false };
      const { reading } = await read(seed, { present });
      for (const line of reading.lines) assert.equal(line.present, line.name !== gone, `seed ${seed}: ${line.name} (confidence ${line.confidence})`);
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
      // The side is the drawn hand's: its thumb on the image's left for a left palm.
      assert.equal(reading.hand.side, c.leftHand ? 'left' : 'right', `case ${i} side`);
      // The dim, noisy palm's head line is traced from 25 px past its drawn start since the joint heart/head
      // choice (2.2), which real photos favour (45 of 85 lines placed against 36): its floor is 0.7, not 0.8.
      const floor = c.noise ? 0.7 : 0.8;
      const placed = LINE_NAMES.filter((name) => {
        const line = reading.lines.find((l) => l.name === name)!;
        return line.present && scoreLine(reportable(name, palm.lines[name].path, reading), line.path, tolerance(palm)).recall > floor;
      });
      // Heart and head at least (a dim, noisy left palm places only those two today).
      assert.ok(placed.includes('heart') && placed.includes('head'), `case ${i}: placed ${placed.join(', ')}`);
    }
  });

  it('reads a close-up whose palm fills the frame, fingers cut off, at the palm\'s own size', async () => {
    // The synthetic palm cropped as a phone held close takes it (as bench/palm-boxes.ts crops the weak-label
    // photos): 4:3 from a little above the heart line to a little below the life line's end, the fingers mostly
    // out, enlarged to 640×480. The palm detector finds no palm in such a frame, or a part of one, and the
    // landmarks it led to made the palm several times too small (refused as too blurred, or as no hand).
    const palm = await syntheticPalm(500, { rotationDeg: 0 });
    const pts = (['heart', 'head', 'life'] as const).flatMap((n) => palm.lines[n].path);
    const [top, bottom] = [Math.min(...pts.map((p) => p[1])) - 0.3 * palm.options.scale, Math.max(...pts.map((p) => p[1])) + 0.15 * palm.options.scale];
    const middle = (Math.min(...pts.map((p) => p[0])) + Math.max(...pts.map((p) => p[0]))) / 2;
    const height = Math.round(bottom - top);
    const width = Math.round((height * 4) / 3);
    const region = { left: Math.round(middle - width / 2), top: Math.round(top), width, height };
    const image = await sharp(palm.image).extract(region).resize(640, 480, { fit: 'fill' }).jpeg({ quality: 92 }).toBuffer();
    const reading = await readPalm(image, await inspectPhoto(image));
    // The palm unit (two thirds of the index-to-little finger-base span) against the drawn palm's half-width,
    // both in the close-up's pixels: 0.97 on the whole photo, 0.73 on this crop (the landmark model sets the
    // cartoon's finger bases closer together when the fingers are cut off), not the fifth of it that got
    // real close-ups refused as too blurred.
    const enlarged = 640 / width;
    const scale = frameFromLandmarks(reading.hand.landmarks).scale / (palm.options.scale * enlarged);
    assert.ok(scale > 0.65 && scale < 1.25, `palm unit ${scale.toFixed(2)} of the drawn palm's`);
    const placed = reading.lines.filter((l) => {
      const truth = palm.lines[l.name];
      if (!l.present || !truth.present || l.name === 'fate') return false;
      const drawn = reportable(l.name, truth.path.map(([x, y]): Point => [(x - region.left) * enlarged, (y - region.top) * enlarged]), reading);
      const s = scoreLine(drawn, l.path, tolerance(palm) * enlarged);
      return s.recall >= 0.6 && s.precision >= 0.6;
    });
    // Head and life placed; the heart line, drawn close to where the crop cuts the fingers, is reported but off it.
    assert.deepEqual(placed.map((l) => l.name), ['head', 'life']);
    assert.ok(reading.lines.find((l) => l.name === 'heart')!.present);
  });

  it('refuses a photo without a hand, and a blurred one, saying why', async () => {
    await assert.rejects(read(801, { hand: false }), (e: unknown) => e instanceof PhotoRejected && e.rejection.reason === 'no_hand');
    await assert.rejects(read(802, { blur: 12 }), (e: unknown) => e instanceof PhotoRejected && e.rejection.reason === 'blurred');
  });
});
