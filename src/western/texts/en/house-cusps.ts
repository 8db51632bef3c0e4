// English: the sign on each house cusp (natal_house_cusp_report) and the houses' matters, which the
// ascendant ruler's sentence also uses. Meanings from public-domain works: Alan Leo, How to Judge a Nativity
// (1903), on the twelve houses and the sign on each cusp; Sepharial, Manual of Astrology (1898), book I on
// the houses' significations; Raphael's early guides (Manual of Astrology, 1828) for the same; the signs'
// natures as Alan Leo, Astrology for All (1899–1910), gives them. A report is the cusp sign's sentence with
// `{house}` (the house as an ordinal, "fifth house") and `{matters}` (that house's matters) filled in, so
// each of the 144 sign-and-house pairs reads as its own text. Tendencies, never certainties. The sentences
// are ours; licence as the repository's.
import type { ByHouse, BySign } from '../../../reports/bank.js';

/** Houses 1 … 12 as their reports name them. */
export const HOUSE_ORDINALS: ByHouse = [
  'first house', 'second house', 'third house', 'fourth house', 'fifth house', 'sixth house',
  'seventh house', 'eighth house', 'ninth house', 'tenth house', 'eleventh house', 'twelfth house',
];

/** What each house governs, as a phrase that fits after "brings … to". */
export const HOUSE_MATTERS: ByHouse = [
  'your personality, your bearing and the way you begin things',
  'money, possessions and the things you value',
  'study, speech, letters, short journeys, brothers, sisters and neighbours',
  'home, family, your roots and the later years of life',
  'pleasure, romance, creative work and children',
  'daily work, service, routines and the care of your well-being',
  'marriage, partnership, contracts and open rivals',
  'shared resources, inheritance, intimacy and inner renewal',
  'higher learning, long journeys, law, faith and philosophy',
  'career, reputation and your standing in the world',
  'friends, groups, hopes and wishes',
  'solitude, hidden matters, retreat and quiet service to others',
];

/** By the cusp's sign, Aries … Pisces; `{house}` and `{matters}` are the house's. */
export const SIGN_ON_CUSP: BySign = [
  'Aries on the cusp of the {house} brings a quick, pioneering spirit to {matters}. You tend to act first in this part of life, and courage serves you well here, though haste may need watching.',
  'Where Taurus holds the {house}, you handle {matters} with patience and a wish for security. Progress in this area is slow but solid, and you hold on to what you build.',
  'The {house} begins in Gemini, so variety, talk and curiosity colour {matters}. You may keep more than one interest or arrangement going here, and fresh knowledge keeps the area lively.',
  'A Cancer cusp on the {house} brings feeling, memory and a protective instinct to {matters}. You look for security in this area and respond to its moods; the care you give here tends to come back to you.',
  'Leo at the start of the {house} asks for warmth, dignity and generosity in {matters}. You like to shine in this part of life and can lead others in it, as long as pride stays kind.',
  'Careful attention marks {matters}, since Virgo opens your {house}. You analyse, improve and serve in this area; a little less self-criticism lets the work satisfy you.',
  'Balance and fairness are what you seek in {matters}, with Libra on the cusp of the {house}. Cooperation and good manners help you here, and harmony means more to you than winning.',
  'Intensity enters {matters} where Scorpio holds the cusp of the {house}. You feel strongly and act with determination in this area, and this part of life is often where you go through your deepest changes.',
  'Sagittarius opening the {house} brings optimism and a wish for freedom to {matters}. You are generous and hopeful in this area and grow through broad views; overreaching is the one caution.',
  'Duty, patience and ambition shape {matters} when Capricorn opens the {house}. You build this part of life step by step, and its rewards tend to come with time and persistence.',
  'An Aquarius cusp on the {house} brings independence and originality to {matters}. You may arrange this area in your own unconventional way, and common ideals and fellow feeling often play a part in it.',
  'With Pisces on the cusp of the {house}, sympathy, imagination and some uncertainty touch {matters}. Intuition guides you here; clear limits keep your kindness from being taken for granted.',
];
