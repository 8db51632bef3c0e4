// The transit facts a sun-sign prediction reads, found in the tropical sky at local noon of the
// day: where the Moon is counted from the sign, which planets stand on the sign's angles or aspect
// its ruler, which are retrograde. Indexes and codes only; texts are chosen in sun-sign.ts.
import { tropicalPosition, type BodyPosition } from '../astro/ephemeris.js';
import { localMidnightUt } from '../astro/time.js';
import type { CivilDate } from '../vedic/panchang.js';
import { angularDistance, signIndex } from '../vedic/zodiac.js';
import {
  ANGLE_PLANETS, ANGLES, ASPECTING, ASPECTS, BODY_ID, ORB_DEGREES, PASSAGES, RETROGRADE_PLANETS, RULER,
  type Angle, type AnglePlanet, type Aspecting, type AspectNature, type Passage, type RetrogradePlanet,
} from './sun-sign-rules.js';

export type Fact =
  | { kind: 'aspect'; planet: Aspecting; nature: AspectNature }
  | { kind: 'angle'; planet: AnglePlanet; house: Angle }
  /** With `angle`, the planet retrograde on that angle; without, the sign's own ruler retrograde. */
  | { kind: 'retrograde'; planet: RetrogradePlanet; angle?: Angle };

export interface SunSignDay {
  /** House of the Moon counted from the sign, 1…12. */
  moonHouse: number;
  moonPassage: Passage;
  /** In reading order: aspects to the ruler, planets on the angles, retrogrades (see sun-sign-rules.ts). */
  facts: Fact[];
}

type Sky = Readonly<Record<keyof typeof BODY_ID, BodyPosition>>;

/** JD UT of 12:00 local time on the date: the moment a day's prediction reads the sky. */
export function localNoonUt(date: CivilDate, tzone: number): number {
  return localMidnightUt(date.year, date.month, date.day, tzone) + 0.5;
}

export function tropicalSky(jdUt: number): Sky {
  const entries = (Object.keys(BODY_ID) as (keyof typeof BODY_ID)[]).map((name) => [name, tropicalPosition(jdUt, name)] as const);
  return Object.fromEntries(entries) as unknown as Sky;
}

/** Whole-sign house of a longitude counted from a sign (the sign itself is the 1st). */
export function houseFrom(sign: number, longitude: number): number {
  return ((signIndex(longitude) - sign + 12) % 12) + 1;
}

function aspectBetween(a: number, b: number): AspectNature | undefined {
  const d = angularDistance(a, b);
  return ASPECTS.find((x) => Math.abs(d - x.angle) <= ORB_DEGREES)?.nature;
}

/** The name of a sign's ruler (0 = Aries → 'mars'). */
export function rulerOf(sign: number): keyof typeof BODY_ID {
  return Object.entries(BODY_ID).find(([, id]) => id === RULER[sign])![0] as keyof typeof BODY_ID;
}

/** The facts of one sun sign (0 = Aries) in a sky. */
export function sunSignDay(sign: number, sky: Sky): SunSignDay {
  const moon = sky.moon.longitude;
  const ruler = rulerOf(sign);
  const facts: Fact[] = [];
  for (const planet of ASPECTING) {
    if (planet === ruler) continue;
    const nature = aspectBetween(sky[planet].longitude, sky[ruler].longitude);
    if (nature) facts.push({ kind: 'aspect', planet, nature });
  }
  const onAngle = (planet: keyof Sky) => {
    const house = houseFrom(sign, sky[planet].longitude);
    return (ANGLES as readonly number[]).includes(house) ? (house as Angle) : undefined;
  };
  const retrograde = new Set(RETROGRADE_PLANETS.filter((p) => sky[p].speed < 0));
  for (const planet of ANGLE_PLANETS) {
    const house = onAngle(planet);
    if (house && !retrograde.has(planet as RetrogradePlanet)) facts.push({ kind: 'angle', planet, house });
  }
  for (const planet of retrograde) {
    if (planet === ruler) facts.push({ kind: 'retrograde', planet });
    else if (onAngle(planet)) facts.push({ kind: 'retrograde', planet, angle: onAngle(planet)! });
  }
  const degreeInSign = moon - signIndex(moon) * 30;
  return { moonHouse: houseFrom(sign, moon), moonPassage: PASSAGES[Math.min(2, Math.floor(degreeInSign / 10))]!, facts };
}
