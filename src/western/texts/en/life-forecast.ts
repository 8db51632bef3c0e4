// English: the life forecast (life_forecast_report/tropical): a sentence for each exact aspect of a slow
// moving planet (Jupiter … Pluto) to a natal point (Sun, Moon, Mercury, Venus, Mars, Ascendant,
// Midheaven) within the year. The forecast is the aspect's template filled with what the moving planet
// brings and what the natal point stands for (the phrases of the solar return bank, solar-return.ts).
// Meanings from Alan Leo, "The Progressed Horoscope" (1906; the transits of the superior planets over
// the radical places as influences lasting months), "How to Judge a Nativity" (1903; the points), and
// Ptolemy's aspect natures (Tetrabiblos I.13, Ashmand's translation, 1822), all public domain. The
// sentences are ours, tendencies of a season, never certainties; licence as the repository's.
// Rules: src/western/profiles.ts, docs/western-reports.md.
import type { ByAspect } from '../profile-bank.js';

/** The moving planets the forecast follows, and what each brings as it passes. */
export const LIFE_TRANSITS = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
export type LifeTransit = (typeof LIFE_TRANSITS)[number];

const influence: Readonly<Record<LifeTransit, string>> = {
  Jupiter: 'expansion, goodwill and a widening of prospects',
  Saturn: 'responsibility, limits and hard-won lessons in endurance',
  Uranus: 'surprises, restlessness and a wish for freedom',
  Neptune: 'inspiration, idealism and some uncertainty about what is real',
  Pluto: 'deep pressure for transformation',
};

/** The natal points the forecast watches. */
export const LIFE_POINTS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant', 'Midheaven'] as const;
export type LifePoint = (typeof LIFE_POINTS)[number];

/** Conjunction, Opposition, Trine, Square, Sextile; {planet} the moving planet, {influence} the phrase above, {point} the natal point's meaning. */
const aspect: ByAspect = [
  'Transiting {planet} meets your natal {point} by conjunction, bringing {influence} to bear on them for some months. A new chapter opens in these matters; what you begin now carries weight.',
  'Transiting {planet} opposes your natal {point}, bringing {influence} from outside, often through other people. Weigh what others ask of you against what you need; a fair balance can be struck.',
  'Transiting {planet} forms a trine to your natal {point}, lending {influence} with little friction. A favourable season to plan, build and accept help in these matters.',
  'Transiting {planet} squares your natal {point}, pressing {influence} on them. Strain is likely for a while; steady, honest effort turns it into progress.',
  'Transiting {planet} forms a sextile to your natal {point}, offering {influence} to whoever reaches for it. Modest steps taken now tend to bear fruit.',
];

export const lifeForecastTexts = { influence, aspect } as const;
