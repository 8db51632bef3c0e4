// The rules that turn a day's sky into a sun-sign prediction, as data. The zodiac is the tropical
// one of Western astrology (the sun signs of newspaper horoscopes and of the hosted service), signs
// counted from the equinox. Houses are whole signs counted from the sun sign (the sign is the 1st),
// the "solar houses" Alan Leo used when no birth time is known ("Astrology for All", 1899/1910, and
// "How to Judge a Nativity", 1903/1908). Rulers are the traditional ones of those books (Ptolemy,
// Tetrabiblos I.17): the outer planets are left out because they move too slowly to mark a day.
import { PlanetId } from '../vedic/zodiac.js';

/** The six parts of a daily prediction, in the answer's key order. */
export const SECTIONS = ['personal_life', 'profession', 'health', 'emotions', 'travel', 'luck'] as const;
export type Section = (typeof SECTIONS)[number];

export const SUN_SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
export type SunSign = (typeof SUN_SIGNS)[number];

const { Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn } = PlanetId;

/** Traditional ruler of each sign, Aries … Pisces. */
export const RULER = [Mars, Venus, Mercury, Moon, Sun, Mercury, Venus, Mars, Jupiter, Saturn, Saturn, Jupiter] as const;
export type Ruler = (typeof RULER)[number];

/** The bodies whose aspect to a sign's ruler counts: the Moon (the day's mover) and the four the rules name. */
export const ASPECTING = ['moon', 'sun', 'mercury', 'venus', 'mars'] as const;
export type Aspecting = (typeof ASPECTING)[number];
/** The bodies read on a sign's angles. */
export const ANGLE_PLANETS = ['sun', 'mercury', 'venus', 'mars'] as const;
export type AnglePlanet = (typeof ANGLE_PLANETS)[number];
/** The bodies whose retrograde motion is read (the Sun and Moon never go retrograde). */
export const RETROGRADE_PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type RetrogradePlanet = (typeof RETROGRADE_PLANETS)[number];

export const BODY_ID = { sun: Sun, moon: Moon, mercury: Mercury, venus: Venus, mars: Mars, jupiter: Jupiter, saturn: Saturn } as const;

/** The angular houses: the 1st (self), 4th (home), 7th (partners), 10th (standing). */
export const ANGLES = [1, 4, 7, 10] as const;
export type Angle = (typeof ANGLES)[number];

/**
 * Ptolemy's five aspects, grouped as Leo grouped them: the conjunction by itself, the sextile and
 * trine "good", the square and opposition "evil" (here: testing). One orb for all: 6°, tighter than
 * Leo's natal orbs because a day's reading should rest on an aspect that is close on that day.
 */
export const ASPECTS = [
  { angle: 0, nature: 'conjunction' },
  { angle: 60, nature: 'harmonious' },
  { angle: 90, nature: 'challenging' },
  { angle: 120, nature: 'harmonious' },
  { angle: 180, nature: 'challenging' },
] as const;
export type AspectNature = (typeof ASPECTS)[number]['nature'];
export const ORB_DEGREES = 6;

/**
 * The Moon's passage through a house, by its degree in the sign: newly entered (0–10°), midway
 * (10–20°), about to leave (20–30°). The Moon moves at least 11.7° a day, so on two consecutive days
 * it is never at the same stage of the same house.
 */
export const PASSAGES = ['entering', 'midway', 'leaving'] as const;
export type Passage = (typeof PASSAGES)[number];

/** Where each kind of fact is read. */
export const ASPECT_SECTION: Readonly<Record<Aspecting, Section>> = { moon: 'emotions', sun: 'luck', mercury: 'travel', venus: 'personal_life', mars: 'health' };
export const ANGLE_SECTION: Readonly<Record<AnglePlanet, Readonly<Record<Angle, Section>>>> = {
  sun: { 1: 'health', 4: 'personal_life', 7: 'personal_life', 10: 'profession' },
  mercury: { 1: 'travel', 4: 'travel', 7: 'profession', 10: 'profession' },
  venus: { 1: 'luck', 4: 'personal_life', 7: 'personal_life', 10: 'profession' },
  mars: { 1: 'health', 4: 'personal_life', 7: 'personal_life', 10: 'profession' },
};
/**
 * A retrograde is read for a sign only where it touches the sign: on one of its angles (the text then
 * replaces the planet's angle text), or when the planet is the sign's ruler (then only that text).
 * A retrograde elsewhere in the sky is left out: read for all twelve signs, it would say the same.
 */
export const RETROGRADE_ANGLE_SECTION: Readonly<Record<RetrogradePlanet, Readonly<Record<Angle, Section>>>> = {
  ...ANGLE_SECTION,
  jupiter: { 1: 'luck', 4: 'personal_life', 7: 'personal_life', 10: 'profession' },
  saturn: { 1: 'health', 4: 'personal_life', 7: 'profession', 10: 'profession' },
};
export const RULER_RETROGRADE_SECTION: Readonly<Record<RetrogradePlanet, Section>> = { mercury: 'travel', venus: 'personal_life', mars: 'health', jupiter: 'luck', saturn: 'profession' };
/**
 * The signs whose ruler can turn retrograde (Cancer's Moon and Leo's Sun never do). Signs sharing a
 * ruler have texts of their own, so a retrograde ruler does not read alike for both.
 */
export type PlanetRuledSign = Exclude<SunSign, 'cancer' | 'leo'>;
/**
 * Odd (masculine, "positive" in Leo) signs Aries, Gemini, Leo …; even (feminine) Taurus, Cancer …:
 * an aspect to a ruler reads outward for the first, inward for the second, so two signs sharing a
 * ruler (Aries and Scorpio, Taurus and Libra …: one odd, one even) never read alike.
 */
export const POLARITIES = ['odd', 'even'] as const;
export type Polarity = (typeof POLARITIES)[number];
export const polarityOf = (sign: number): Polarity => (sign % 2 === 0 ? 'odd' : 'even');
/** The Moon's passage is always read in this section, so consecutive days never read alike. */
export const PASSAGE_SECTION: Section = 'emotions';
/**
 * Each section: the Moon's-house sentence, then at most this many facts read there, in the order
 * the Moon's passage (emotions), aspects to the ruler, planets on the angles, a retrograde ruler.
 */
export const MAX_FACTS_PER_SECTION = 2;
