// The festival calendar: the festivals of a year, of a date, and the timings of one festival
// (shared/spec/western.md §13, more-computations §9; shapes partly ours, docs/festivals.md).
import { FESTIVAL_LANGUAGES, FESTIVAL_NAMES, type FestivalLanguage } from '../../i18n/festivals.js';
import type { Language } from '../../i18n/index.js';
import { lunarDayVocabulary } from '../../i18n/lunar-day.js';
import { panchangVocabulary } from '../../i18n/panchang.js';
import { allFestivalsOfYear, festivalInYear, type Occurrence } from '../../vedic/festivals/calendar.js';
import { FESTIVAL_RULES, type FestivalKey, type FestivalRule } from '../../vedic/festivals/rules.js';
import type { Period, Place } from '../../vedic/panchang.js';
import type { EndpointSpec } from '../endpoint.js';
import { invalidFields } from '../errors.js';
import { formatDateTime } from '../presenters/dates.js';
import { BirthDetailsBody, birthFromBody } from '../schemas/birth.js';
import {
  DEFAULT_PLACE, FESTIVAL_YEARS, FestivalMuhurtaBody, FestivalMuhurtaResponse, PanchangFestivalResponse, YearlyFestivalsBody, YearlyFestivalsResponse,
} from '../schemas/festivals.js';

const RULES =
  'Festivals by their classical rules (src/vedic/festivals/rules.ts, after Sewell and Dikshit 1896 and Kielhorn 1897): a lunar festival is held on the day ' +
  'its tithi holds at the part of the day its rite belongs to (sunrise; purvahna, madhyahna, aparahna: parts of the daytime; pradosh, nishita: of the night ' +
  'after it; moonrise), in its amanta month and never in an adhika (intercalary) month; Makar Sankranti, Pongal and Mesha Sankranti on the day of the Sun’s ' +
  'sidereal (Lahiri) ingress, the next day when it comes after sunset. Tithi spans and ingresses are root-found on the Swiss Ephemeris; sunrise and sunset as ' +
  '/basic_panchang (the upper limb with standard refraction). Names are in English or Hindi (hi); keys and codes stay English.';

interface PlaceFields { lat?: number; lon?: number; tzone?: number; latitude?: number; longitude?: number; timezone?: number }

/** The festival's name in the negotiated language (only English and Hindi are offered). */
const nameOf = (rule: FestivalRule, language: Language) => FESTIVAL_NAMES[language as FestivalLanguage][rule.key as FestivalKey];

const placeOf = (b: PlaceFields): Place => ({
  lat: b.lat ?? b.latitude ?? DEFAULT_PLACE.lat,
  lon: b.lon ?? b.longitude ?? DEFAULT_PLACE.lon,
  tzone: b.tzone ?? b.timezone ?? DEFAULT_PLACE.tzone,
});

export const yearlyFestivals: EndpointSpec<typeof YearlyFestivalsBody> = {
  name: 'yearly_festivals',
  path: '/v1/yearly_festivals',
  group: 'astrology',
  languages: FESTIVAL_LANGUAGES,
  summary: 'The Hindu festivals of a Gregorian year, with their dates at a place (New Delhi by default)',
  description: `${RULES} The place decides the days through its sunrises; without lat/lon/tzone (or latitude/longitude/timezone) it is New Delhi (28.6139, 77.209, +5.5).`,
  body: YearlyFestivalsBody,
  response: YearlyFestivalsResponse,
  cacheable: true,
  handle(body, ctx) {
    return {
      status: true,
      festivals: allFestivalsOfYear(body.year, placeOf(body)).map((o) => ({
        id: o.rule.id, year: o.date.year, month: o.date.month, date: o.date.day, festival: nameOf(o.rule, ctx.language), festival_key: o.rule.key, region: o.rule.region,
      })),
    };
  },
};

export const panchangFestival: EndpointSpec<typeof BirthDetailsBody> = {
  name: 'panchang_festival',
  path: '/v1/panchang_festival',
  group: 'astrology',
  languages: FESTIVAL_LANGUAGES,
  body: BirthDetailsBody,
  summary: 'The Hindu festivals held on the requested date at the requested place',
  description: `${RULES} The date is the request’s day, month and year at lat, lon and tzone; hour and min are not used. Years ${FESTIVAL_YEARS.first} to ${FESTIVAL_YEARS.last}.`,
  response: PanchangFestivalResponse,
  cacheable: true,
  handle(body, ctx) {
    const b = birthFromBody(body);
    if (b.year < FESTIVAL_YEARS.first || b.year > FESTIVAL_YEARS.last) throw invalidFields([{ field: 'year', message: `must be from ${FESTIVAL_YEARS.first} to ${FESTIVAL_YEARS.last} here (${FESTIVAL_YEARS.why})` }]);
    const festivals = allFestivalsOfYear(b.year, b).filter((o) => o.date.month === b.month && o.date.day === b.day).map((o) => nameOf(o.rule, ctx.language));
    return { status: true, festivals };
  },
};

const wordsOf = (language: Language) => ({ lunar: lunarDayVocabulary(language), panchang: panchangVocabulary(language) });

function tithiName(words: ReturnType<typeof wordsOf>, tithi: number): string {
  if (tithi === 15) return words.lunar.tithis[14];
  if (tithi === 30) return words.lunar.tithis[15];
  return words.lunar.tithis[(tithi - 1) % 15]!;
}

/** One festival's answer; `o` is null where its day cannot be fixed (no sunrise there). */
function present(rule: FestivalRule, o: Occurrence | null, tzone: number, language: Language) {
  const words = wordsOf(language);
  const at = (jd: number | null | undefined) => (jd === null || jd === undefined ? null : formatDateTime(jd, tzone, ' '));
  const span = (p: Period) => ({ start_time: at(p.start)!, end_time: at(p.end)! });
  const lunar = rule.kind === 'tithi' ? rule : null;
  const krishna = lunar !== null && lunar.tithi > 15;
  return {
    status: true,
    festival: nameOf(rule, language),
    festival_key: rule.key,
    region: rule.region,
    festival_date: o ? `${o.date.year}-${o.date.month}-${o.date.day}` : null,
    hindu_month: lunar ? { amanta: words.panchang.months[lunar.month]!, purnimanta: words.panchang.months[(lunar.month + (krishna ? 1 : 0)) % 12]! } : null,
    paksha: lunar ? words.lunar.pakshas[krishna ? 1 : 0] : null,
    tithi: lunar ? tithiName(words, lunar.tithi) : null,
    karmakala: rule.kind === 'tithi' ? rule.kala : rule.kind === 'sankranti' ? 'sankranti' : 'day_after',
    tithi_start: at(o?.tithi?.start),
    tithi_end: at(o?.tithi?.end),
    muhurta_start_time: at(o?.muhurta?.start),
    muhurta_end_time: at(o?.muhurta?.end),
    ...(rule.kind === 'sankranti'
      ? { sankranti_moment: at(o?.sankranti?.moment), punya_kal: o?.sankranti ? span(o.sankranti.punya) : null, maha_punya_kal: o?.sankranti ? span(o.sankranti.mahaPunya) : null }
      : {}),
    ...(lunar?.kala === 'moonrise' ? { moonrise: at(o?.moonrise) } : {}),
    ...(lunar?.bhadra ? { bhadra_start: at(o?.bhadra?.span.start), bhadra_end: at(o?.bhadra?.span.end) } : {}),
    ...(lunar?.fast ? { hari_vasara: at(o?.fast?.hariVasaraEnd), paran_muhurta: o?.fast?.parana ? [span(o.fast.parana)] : [] } : {}),
  };
}

export const festivalMuhurta: EndpointSpec<typeof FestivalMuhurtaBody> = {
  name: 'festival_muhurta',
  path: '/v1/festival_muhurta',
  group: 'astrology',
  languages: FESTIVAL_LANGUAGES,
  summary: 'The day and timings of one festival in a year at a place: its tithi, the span of its rite, and for some the sankranti, moonrise or parana',
  description:
    `${RULES} muhurta_start_time/muhurta_end_time: the festival’s part of the day on its date while the tithi holds (the whole kala when the tithi covers none ` +
    'of it; the daytime for sunrise festivals; for Holika Dahan and Raksha Bandhan the window chosen after Bhadra, with bhadra_start/bhadra_end). The year is festival_date’s, or year when festival_date is empty or absent.',
  body: FestivalMuhurtaBody,
  response: FestivalMuhurtaResponse,
  cacheable: true,
  handle(body, ctx) {
    const fromDate = body.festival_date?.trim() ? Number(body.festival_date.trim().split('-')[0]) : undefined;
    const year = fromDate ?? body.year;
    if (year === undefined) throw invalidFields([{ field: 'year', message: 'is required when festival_date is empty or absent' }]);
    if (fromDate !== undefined && !(fromDate >= FESTIVAL_YEARS.first && fromDate <= FESTIVAL_YEARS.last)) {
      throw invalidFields([{ field: 'festival_date', message: `must have a year from ${FESTIVAL_YEARS.first} to ${FESTIVAL_YEARS.last} (${FESTIVAL_YEARS.why})` }]);
    }
    const place = placeOf(body);
    const rule = FESTIVAL_RULES.find((r) => r.key === body.festival_name)!;
    return present(rule, festivalInYear(rule.key, year, place), place.tzone, ctx.language);
  },
};

export const festivalEndpoints = [yearlyFestivals, panchangFestival, festivalMuhurta];
