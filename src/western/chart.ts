// A tropical natal chart: apparent positions of the Western points from the Swiss Ephemeris (no
// ayanamsha), the cusps and angles of the chosen house system, and each point's house.
// Conventions (spec western.md §1.2): the true (osculating) node, Chiron, Lilith as the mean lunar
// apogee, and the Part of Fortune by the day/night formula.
import { tropicalPosition, type TropicalBody } from '../astro/ephemeris.js';
import { julianDayUt } from '../astro/time.js';
import type { BirthDetails } from '../vedic/chart.js';
import { normalizeDegrees } from '../vedic/zodiac.js';
import { DEFAULT_HOUSE_TYPE, houseOf, housesAt, type Houses, type HouseType } from './houses.js';

/** The points of a chart's planet list, in the hosted service's order (the Vedic ids, then the rest). */
export const WESTERN_POINTS = [
  'Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Node', 'Chiron', 'Part of Fortune',
] as const;
export type WesternPointName = (typeof WESTERN_POINTS)[number] | 'Lilith';

const BODY_OF: Record<Exclude<WesternPointName, 'Part of Fortune'>, TropicalBody> = {
  Sun: 'sun', Moon: 'moon', Mars: 'mars', Mercury: 'mercury', Jupiter: 'jupiter', Venus: 'venus', Saturn: 'saturn',
  Uranus: 'uranus', Neptune: 'neptune', Pluto: 'pluto', Node: 'trueNode', Chiron: 'chiron', Lilith: 'meanApogee',
};

export interface ChartPoint {
  name: WesternPointName;
  /** Tropical longitude, [0, 360). */
  longitude: number;
  /** Degrees per day; negative when retrograde; 0 for the Part of Fortune. */
  speed: number;
  /** 1–12 by the chart's cusps. */
  house: number;
}

export interface WesternChart {
  jdUt: number;
  houses: Houses;
  /** WESTERN_POINTS, in that order. */
  planets: ChartPoint[];
  lilith: ChartPoint;
}

/** True when the Sun is above the horizon: on the ecliptic half from the descendant round to the ascendant. */
export const isDayChart = (sun: number, ascendant: number): boolean => normalizeDegrees(sun - ascendant) >= 180;

/** Part of Fortune: ASC + Moon − Sun by day, ASC + Sun − Moon by night. */
export function partOfFortune(ascendant: number, sun: number, moon: number): number {
  return normalizeDegrees(isDayChart(sun, ascendant) ? ascendant + moon - sun : ascendant + sun - moon);
}

/** The chart of an instant and place (UT Julian day): what natal, return and transit charts share. */
export function westernChartAt(jdUt: number, lat: number, lon: number, houseType: HouseType = DEFAULT_HOUSE_TYPE): WesternChart {
  const houses = housesAt(jdUt, lat, lon, houseType);
  const place = (name: WesternPointName, longitude: number, speed: number): ChartPoint => ({ name, longitude, speed, house: houseOf(longitude, houses.cusps) });
  const body = (name: Exclude<WesternPointName, 'Part of Fortune'>) => {
    const p = tropicalPosition(jdUt, BODY_OF[name]);
    return place(name, p.longitude, p.speed);
  };
  const planets = WESTERN_POINTS.slice(0, -1).map((name) => body(name as Exclude<WesternPointName, 'Part of Fortune'>));
  const [sun, moon] = planets;
  planets.push(place('Part of Fortune', partOfFortune(houses.ascendant, sun!.longitude, moon!.longitude), 0));
  return { jdUt, houses, planets, lilith: body('Lilith') };
}

/** The natal chart of a birth: local civil time turned to UT by its fractional-hour tzone. */
export function westernChart(birth: BirthDetails, houseType: HouseType = DEFAULT_HOUSE_TYPE): WesternChart {
  return westernChartAt(julianDayUt(birth, birth.tzone), birth.lat, birth.lon, houseType);
}
