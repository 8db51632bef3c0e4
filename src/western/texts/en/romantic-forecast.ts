// English: the romantic forecast (romantic_forecast_report/tropical): a sentence for each exact transit
// of a moving planet to natal Venus, natal Mars, or the cusps of the 5th and 7th houses. The forecast is
// the aspect's template filled with what the moving planet brings and what the natal point stands for.
// Meanings from Alan Leo, "The Progressed Horoscope" (1906; transits as the planets' passing "influence"
// on the radical points) and "How to Judge a Nativity" (1903; Venus, Mars, the 5th and 7th houses), and
// Sepharial, "Manual of Astrology" (1898; the good and evil aspects), all public domain. The sentences
// are ours, tendencies of a few days or weeks, never certainties; licence as the repository's.
// Rules: src/western/profiles.ts, docs/western-profiles.md.
import type { ByAspect } from '../profile-bank.js';

/** The moving planets the forecast follows, and what each brings to love as it passes. */
export const ROMANTIC_TRANSITS = ['Sun', 'Mars', 'Venus', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
export type RomanticTransit = (typeof ROMANTIC_TRANSITS)[number];

const influence: Readonly<Record<RomanticTransit, string>> = {
  Sun: 'attention, vitality and a taste for being noticed',
  Mars: 'ardour, boldness and a quicker temper',
  Venus: 'charm, affection and a taste for enjoyment',
  Jupiter: 'generosity, hope and room for growth',
  Saturn: 'seriousness, tests of commitment and the need for patience',
  Uranus: 'surprise, restlessness and the wish for freedom',
  Neptune: 'longing, idealism and a haze over what is real',
  Pluto: 'intensity, deep feeling and pressure for change',
};

/** The natal points the forecast watches, and what each stands for in love. */
export const ROMANTIC_POINTS = ['Venus', 'Mars', '5th house', '7th house'] as const;
export type RomanticPoint = (typeof ROMANTIC_POINTS)[number];

const point: Readonly<Record<RomanticPoint, string>> = {
  Venus: 'the way you love and what you find attractive',
  Mars: 'your desire and your daring in pursuit',
  '5th house': 'romance, courtship and the pleasures you share',
  '7th house': 'your partnership and what you seek in a partner',
};

/** Conjunction, Opposition, Trine, Square, Sextile; {planet} is the moving planet, {influence} and {point} the phrases above. */
const aspect: ByAspect = [
  'In conjunction, transiting {planet} brings {influence} straight into {point}. What starts under this contact carries weight; notice what draws you, and why.',
  'From the opposite side of the zodiac, transiting {planet} brings {influence}, often through another person, to {point}. Someone close, or an admirer, may mirror back what you need to see; meet them halfway.',
  'An easy trine from transiting {planet} lends {influence} to {point}. A good time to open your heart, make plans or enjoy what is already good between you and others.',
  'By square, transiting {planet} brings {influence} to bear on {point}. Friction is likely, yet it can push a stuck situation forward if you stay honest and calm.',
  'A sextile from transiting {planet} quietly adds {influence} to {point}. Small gestures, an invitation or a talk taken up now can grow into something more.',
];

export const romanticForecast = { influence, point, aspect } as const;
