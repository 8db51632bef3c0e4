// The solar return: the instant in a given year at which the Sun's tropical apparent longitude comes
// back to its value at birth, root-found near the birthday's anniversary, and the chart of that
// instant at a place (the birth place unless another is given).
import { crossingNear } from '../astro/crossing.js';
import { tropicalPosition } from '../astro/ephemeris.js';
import { addCalendarYears, julianDayUt } from '../astro/time.js';
import type { BirthDetails } from '../vedic/chart.js';
import { westernChartAt, type WesternChart } from './chart.js';
import type { HouseType } from './houses.js';

// The return falls within about a day of the birthday's anniversary (the calendar's leap-year
// drift); 3 days either side brackets it and holds no other crossing (the Sun moves ~1°/day).
const RETURN_SLACK = 3;

const sunAt = (jd: number) => tropicalPosition(jd, 'sun').longitude;

export interface SolarReturn {
  natalJdUt: number;
  natalSun: number;
  /** JD UT of the return nearest the birthday's anniversary in the year asked. */
  jdUt: number;
  /** Whole years from the birth's year to the return's. */
  age: number;
  chart: WesternChart;
}

export interface Place { lat: number; lon: number }

export function solarReturn(birth: BirthDetails, year: number, place: Place, houseType: HouseType): SolarReturn {
  const natalJdUt = julianDayUt(birth, birth.tzone);
  const natalSun = sunAt(natalJdUt);
  const anniversary = addCalendarYears(natalJdUt, year - birth.year, birth.tzone);
  const jdUt = crossingNear(sunAt, natalSun, anniversary, RETURN_SLACK);
  return { natalJdUt, natalSun, jdUt, age: year - birth.year, chart: westernChartAt(jdUt, place.lat, place.lon, houseType) };
}
