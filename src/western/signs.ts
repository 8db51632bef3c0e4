// The twelve tropical signs as the Western answers name them (English, title case; spec western.md §1.2).
import { normalizeDegrees, signIndex } from '../vedic/zodiac.js';

export const SIGN_NAMES = [
  'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces',
] as const;
export type SignName = (typeof SIGN_NAMES)[number];

/** Sign id 1 (Aries) … 12 (Pisces) of a longitude. */
export const signIdOf = (longitude: number): number => signIndex(longitude) + 1;

export const signNameOf = (longitude: number): SignName => SIGN_NAMES[signIndex(longitude)]!;

/** Degrees within the sign, [0, 30). */
export const degreeInSign = (longitude: number): number => normalizeDegrees(longitude) % 30;
