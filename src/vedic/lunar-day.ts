// The lunar-day elements of the panchang from the sidereal Sun and Moon: tithi, paksha, yoga and
// karana, each as an index with the part of it already elapsed. Pure arithmetic on longitudes; names
// come from the i18n vocabulary (src/i18n/lunar-day.ts).
//
// Definitions (Calendrical Calculations, 3rd ed., ch. 20; the spec more-endpoints.md §3):
//   tithi  = floor((Moon − Sun) / 12°) + 1, 1…30; Shukla paksha for 1–15, Krishna for 16–30
//   karana = the half-tithi floor((Moon − Sun) / 6°) + 1, 1…60, named by src/vedic/karanas.ts
//   yoga   = floor((Moon + Sun) / 13°20′) + 1, 1…27
// Elongation is invariant to the ayanamsha, the sum is not: both longitudes must be sidereal.
import { KARANA_OF_HALF_TITHI, type KaranaId } from './karanas.js';
import { normalizeDegrees } from './zodiac.js';

export const TITHI_SPAN = 12;
export const KARANA_SPAN = 6;
export const YOGA_SPAN = 360 / 27;

export type Paksha = 'shukla' | 'krishna';

/** Which part of an angular cycle of equal segments a value falls in. */
export interface Segment {
  /** 1-based number of the segment. */
  number: number;
  /** Part of the segment already traversed, in [0, 1). */
  elapsed: number;
}

export interface Tithi extends Segment {
  paksha: Paksha;
  /** 1…15 within the paksha (15 is Purnima in Shukla, Amavasya in Krishna). */
  inPaksha: number;
}

export interface KaranaPosition extends Segment {
  /** `number` is the half-tithi 1…60; this is its name's index (KARANAS). */
  karana: KaranaId;
}

function segmentOf(angle: number, span: number, count: number): Segment {
  const a = normalizeDegrees(angle);
  // Floating point may put 359.99999999 into segment `count`; clamp instead of wrapping to 1.
  const index = Math.min(count - 1, Math.floor(a / span));
  const elapsed = Math.min(Math.max((a - index * span) / span, 0), 1 - Number.EPSILON);
  return { number: index + 1, elapsed };
}

/** Moon − Sun, 0…360°: the angle tithi and karana divide. */
export function elongation(sun: number, moon: number): number {
  return normalizeDegrees(moon - sun);
}

/** Moon + Sun, 0…360°: the angle yoga divides. */
export function longitudeSum(sun: number, moon: number): number {
  return normalizeDegrees(moon + sun);
}

export function tithiOf(sun: number, moon: number): Tithi {
  const s = segmentOf(elongation(sun, moon), TITHI_SPAN, 30);
  return { ...s, paksha: s.number <= 15 ? 'shukla' : 'krishna', inPaksha: ((s.number - 1) % 15) + 1 };
}

export function karanaOf(sun: number, moon: number): KaranaPosition {
  const s = segmentOf(elongation(sun, moon), KARANA_SPAN, 60);
  return { ...s, karana: KARANA_OF_HALF_TITHI[s.number - 1]! };
}

export function yogaOf(sun: number, moon: number): Segment {
  return segmentOf(longitudeSum(sun, moon), YOGA_SPAN, 27);
}
