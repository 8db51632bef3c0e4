// English: the solar return forecasts (solar_return_planet_report, solar_return_aspects_report). A
// return planet's forecast is its year-theme, filled with the area of life of its return house and the
// manner of its return sign; an aspect's forecast is its template filled with what the two points stand
// for. Meanings from Alan Leo, "The Progressed Horoscope" (1906; the "solar revolution" read for the
// year ahead) and "How to Judge a Nativity" (1903; the planets, houses and signs), and Sepharial, "Manual
// of Astrology" (1898; the houses and aspects), all public domain. The sentences are ours, tendencies of
// the year, never certainties; licence as the repository's. Rules: src/western/profiles.ts,
// docs/western-profiles.md.
import type { ByAspect, ByHouse, ByPlanet, BySign } from '../profile-bank.js';

/** Sun … Pluto of the return chart: the year's theme; {area} is the return house's area, {manner} the return sign's manner. */
const planet: ByPlanet = [
  'The year\'s main purpose gathers around {area}. You are likely to put your energy there and may be noticed for it, pursuing your aims {manner}.',
  'Your moods and habits this year centre on {area}. Ups and downs are likely there, and you meet them {manner}.',
  'Effort and drive go into {area} in the months ahead. Expect to act, compete or start things there, {manner}; mind haste and quarrels.',
  'Thought, letters, talks and short journeys turn towards {area}. Your mind is busy with these matters, and you work them out {manner}.',
  'Growth and good fortune are most likely through {area} before your next birthday. Opportunities widen there when you approach them {manner}.',
  'During the year, pleasure, affection and harmony are found in {area}. Goodwill and an eye for beauty ease your way there when you go about things {manner}.',
  'Patience and responsibility are asked of you in {area} this year. Progress there is slow but lasting when you work {manner}.',
  'Change and the unexpected enter {area} over the coming months. Fresh ideas and sudden openings appear there; take them {manner}.',
  'Inspiration, and some uncertainty, colour {area} in the year ahead. Trust your intuition there, check the facts, and go {manner}.',
  'Slow, searching change works through {area} across the year. Something there may have run its course, making room for what is stronger; meet the change {manner}.',
];

/** Houses 1 … 12 of the return chart: the area of life (a noun phrase). */
const area: ByHouse = [
  'yourself, your vigour and the way you present yourself',
  'your money, possessions and sense of worth',
  'your studies, neighbours, siblings and everyday dealings',
  'your home, family and private life',
  'romance, children, creative work and enjoyment',
  'your daily work, routines and the care you give your wellbeing',
  'your partnerships, marriage and open dealings',
  'shared resources, joint finances and what you are ready to let go of',
  'travel, higher learning, beliefs and far horizons',
  'your career, standing and public aims',
  'your friends, groups and hopes for the future',
  'your inner life, retreat and quiet service behind the scenes',
];

/** Aries … Pisces: the manner of the return sign (an adverbial phrase). */
const manner: BySign = [
  'boldly and directly',
  'steadily and practically',
  'with curiosity and flexibility',
  'with care and feeling',
  'confidently and generously',
  'carefully and methodically',
  'tactfully and in cooperation with others',
  'with determination and depth',
  'optimistically and with an open mind',
  'with discipline and a long view',
  'independently and inventively',
  'gently and intuitively',
];

/** Sun … Pluto, Ascendant, Midheaven: what each point stands for in an aspect, a noun phrase with no article or "your", since the templates read it after "the year's" and "your natal". */
export type ReturnPoint = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Uranus' | 'Neptune' | 'Pluto' | 'Ascendant' | 'Midheaven';
const stands: Readonly<Record<ReturnPoint, string>> = {
  Sun: 'purpose and vitality',
  Moon: 'feelings and home life',
  Mars: 'energy and initiative',
  Mercury: 'thinking and communication',
  Jupiter: 'growth and opportunity',
  Venus: 'love, pleasure and harmony',
  Saturn: 'duty, structure and patience',
  Uranus: 'independence and sudden change',
  Neptune: 'ideals and imagination',
  Pluto: 'power and renewal',
  Ascendant: 'outlook and manner of meeting the world',
  Midheaven: 'career and public standing',
};

/** Conjunction, Opposition, Trine, Square, Sextile; {first} the return point's meaning, {second} the natal point's. */
const aspect: ByAspect = [
  'A conjunction fuses the year\'s {first} with your natal {second}: the two act as one, and the matters they rule come strongly to the fore.',
  'An opposition sets the year\'s {first} against your natal {second}. Others may embody the tension; the task is to find a balance that respects both.',
  'An easy trine links the year\'s {first} to your natal {second}, so effort in these matters meets little resistance and is well rewarded.',
  'A square from the year\'s {first} to your natal {second} calls for decisions under pressure; steady, honest effort turns the strain into progress.',
  'A sextile joins the year\'s {first} to your natal {second}, opening chances that reward a little effort.',
];

export const solarReturnTexts = { planet, area, manner, stands, aspect } as const;
