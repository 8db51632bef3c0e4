// Biorhythm (shared/spec/more-computations.md §14): the 23-, 28- and 33-day cycles on the day of the request.
import { civilFromJd, julianDayFromDate } from '../../astro/time.js';
import { biorhythm as cyclesAt } from '../../vedic/biorhythm.js';
import { invalidFields } from '../errors.js';
import { BiorhythmResponse } from '../schemas/vedic-more.js';
import { birthEndpoint } from './birth-endpoint.js';

export const biorhythm = birthEndpoint({
  name: 'biorhythm',
  path: '/v1/biorhythm',
  summary: 'Physical (23-day), emotional (28-day) and intellectual (33-day) biorhythms on the day of the request, and their average',
  description:
    'percent = round(100·sin(2π·t/P)) with t the whole days from the date of birth to today’s date in the request time zone (the birth’s hour does not ' +
    'matter); average is the mean of the three unrounded values, rounded; trend is 1 when tomorrow’s value is higher, -1 when lower.',
  response: BiorhythmResponse,
  cacheable: false, // depends on the day of the request
  handle(body, ctx) {
    const today = civilFromJd(julianDayFromDate(ctx.now), body.tzone);
    const days = (Date.UTC(today.year, today.month - 1, today.day) - Date.UTC(body.year, body.month - 1, body.day)) / 86_400_000;
    if (days < 0) throw invalidFields([{ field: 'year', message: 'must not put the date of birth after today' }]);
    return cyclesAt(days);
  },
});
