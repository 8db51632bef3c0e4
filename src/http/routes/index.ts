// http/routes/: the endpoints, one file per group, each an EndpointSpec the app registers.
import type { AnyEndpoint } from '../endpoint.js';
import { biorhythm, moonBiorhythm } from './biorhythm.js';
import { birthDetails } from './birth-details.js';
import { matchDashakootPoints } from './dashakoot.js';
import { currentChardasha, majorChardasha, subChardasha, subSubChardasha } from './chara-dasha.js';
import { horoChart, horoChartImage } from './charts.js';
import { matchAshtakootPoints } from './ashtakoot.js';
import { astroDetails } from './astro-details.js';
import {
  currentVdasha, currentVdashaAll, currentVdashaDate, currentYoginiDasha, majorVdasha, majorYoginiDasha, subVdashas, subYoginiDasha, subYoginiDashaOf,
} from './dasha.js';
import { kalsarpaDetails, manglikEndpoint, sadhesatiCurrentStatus, sadhesatiLifeDetails } from './doshas.js';
import { matchBirthDetails } from './match.js';
import { matchAstroDetails, matchManglikReport, matchObstructions, matchPlanetDetails } from './matching.js';
import { chineseEndpoints } from './chinese.js';
import { numeroTable, vedicNumerologyEndpoints } from './numerology.js';
import { westernNumerologyEndpoints } from './numerology-western.js';
import { panchangEndpoints } from './panchang.js';
import { placesEndpoints } from './places.js';
import { planets, planetsExtended } from './planets.js';
import { dailyNakshatra, monthlyHoroscope, sunSignConsolidated, sunSignDaily } from './predictions.js';
import { reportEndpoints } from './reports.js';
import { tarotEndpoints } from './tarot.js';
import { vastuRemedies, vastuScore } from './vastu.js';
import { festivalEndpoints } from './festivals.js';
import { gocharaEndpoints } from './gochara.js';
import { planetPanchangEndpoints } from './planet-panchang.js';
import { vedicCalendarEndpoints } from './vedic-calendar.js';
import { vedicRestEndpoints } from './vedic-rest.js';
import { ayanamsha, ghatChakra, horoChartExtended, planetAshtak, sarvashtak } from './vedic-more.js';
import { westernEndpoints } from './western.js';
import { westernProfileEndpoints } from './western-profiles.js';
import { natalWheelChart } from './western-wheel.js';
import { westernRelationEndpoints } from './western-relations.js';
import { westernReportEndpoints } from './western-reports.js';
import { westernTimingEndpoints } from './western-timing.js';
import { westernTransitEndpoints } from './western-transits.js';

/** Every API endpoint, in the order the docs list them. */
export const ENDPOINTS: readonly AnyEndpoint[] = [
  planets, majorVdasha, currentVdashaAll, currentYoginiDasha, horoChart, horoChartImage, numeroTable, matchBirthDetails,
  ...panchangEndpoints,
  matchAshtakootPoints, manglikEndpoint, kalsarpaDetails, sadhesatiCurrentStatus, sadhesatiLifeDetails,
  astroDetails, matchAstroDetails, matchPlanetDetails, matchManglikReport, matchObstructions,
  planetsExtended, birthDetails, currentVdasha, currentVdashaDate, ...subVdashas, majorYoginiDasha, subYoginiDasha, subYoginiDashaOf,
  ayanamsha, ghatChakra, horoChartExtended, planetAshtak, sarvashtak, majorChardasha, currentChardasha, subChardasha, subSubChardasha, biorhythm, matchDashakootPoints,
  ...vedicRestEndpoints, moonBiorhythm,
  ...vedicCalendarEndpoints, ...gocharaEndpoints, ...planetPanchangEndpoints, ...festivalEndpoints,
  ...sunSignDaily, sunSignConsolidated, monthlyHoroscope, ...dailyNakshatra,
  ...reportEndpoints,
  ...vedicNumerologyEndpoints, ...westernNumerologyEndpoints,
  ...placesEndpoints,
  ...westernEndpoints, natalWheelChart, ...westernReportEndpoints, ...westernRelationEndpoints, ...westernTimingEndpoints, ...westernTransitEndpoints, ...westernProfileEndpoints,
  ...tarotEndpoints, ...chineseEndpoints,
  vastuRemedies, vastuScore,
];
