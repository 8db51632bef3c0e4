// The Tamil panchang, the match percentage and papasamyam (shared/spec/more-computations.md §8, §12).
import { unixMsFromJd } from '../../astro/time.js';
import { SAMVATSARAS } from '../../i18n/samvatsaras.js';
import { TAMIL_MONTHS } from '../../i18n/tamil-months.js';
import { ashtakoot, matchMoon } from '../../vedic/ashtakoot.js';
import { moonLongitudeAtBirth } from '../../vedic/chart.js';
import { dashakoot } from '../../vedic/dashakoot.js';
import { matchPercentage } from '../../vedic/match-percentage.js';
import { papasamyam } from '../../vedic/papasamyam.js';
import { PLANET_UNITS } from '../../vedic/papasamyam-rules.js';
import { ANANDADI_YOGAS } from '../../vedic/muhurta-tables.js';
import { anandadiYoga, southPeriods } from '../../vedic/muhurta-periods.js';
import type { Period } from '../../vedic/panchang.js';
import { tamilDate } from '../../vedic/tamil-calendar.js';
import { ending, presentAdvancedPanchang } from '../presenters/panchang.js';
import { formatClock12 } from '../presenters/dates.js';
import { birthFromBody } from '../schemas/birth.js';
import { MatchPercentageResponse, PapasamyamResponse, TamilPanchangResponse } from '../schemas/vedic-rest.js';
import { birthEndpoint, chartFromBody } from './birth-endpoint.js';
import { coupleFromBody, forPerson, matchEndpoint, PEOPLE } from './match-endpoint.js';
import { PANCHANG_DEFINITIONS, panchangOf } from './panchang.js';

export const tamilPanchang = birthEndpoint({
  name: 'tamil_panchang',
  path: '/v1/tamil_panchang',
  summary: 'The day’s panchang with the Tamil solar month, its day and the Tamil year',
  description:
    `${PANCHANG_DEFINITIONS} The five limbs are taken at the requested time, with the instants they end, as /advanced_panchang. ` +
    'Tamil month: the Sun’s sidereal (Lahiri) sign, Chithirai in Mesha … Panguni in Meena; its first day is the day of the sankranti when the Sun ' +
    'enters the sign before sunset, else the next day (the Tamil rule, Sewell and Dikshit, "The Indian Calendar", 1896). The Tamil year begins on ' +
    'Chithirai 1 and is named from the 60-year cycle (2025–26 Vishvavasu). Rahu kalam, Yamagandam and Gulikai are the weekday’s eighths of the daytime; ' +
    'Durmuhurtam the weekday’s fifteenths of the daytime (Tuesday also of the night); Varjyam and Amrita kalam 4 ghatis of the Moon’s nakshatra from its ' +
    'tabled ghati, scaled to the nakshatra’s root-found span; the Anandadi yoga counts the Moon’s star (of 28, with Abhijit) from the weekday’s star.',
  cacheable: true,
  response: TamilPanchangResponse,
  handle(body, ctx) {
    const { p, date, tzone, words } = panchangOf(body, ctx, false);
    const a = presentAdvancedPanchang(p, date, tzone, words);
    const b = birthFromBody(body);
    const t = tamilDate(date, b);
    const s = southPeriods(date, b);
    const y = anandadiYoga(p.weekday, p.at);
    const span = (q: Period) => ({
      start: formatClock12(q.start, tzone, true), end: formatClock12(q.end, tzone, true), start_ms: unixMsFromJd(q.start), end_ms: unixMsFromJd(q.end),
    });
    return {
      day: a.day, sunrise: a.sunrise, sunset: a.sunset, moonrise: a.moonrise, moonset: a.moonset,
      tithi: a.tithi, nakshatra: a.nakshatra, yog: a.yog, karan: a.karan,
      hindu_month: a.hindu_maah,
      tamil_month: {
        name: TAMIL_MONTHS[ctx.language][t.month],
        id: t.month + 1,
        day: t.day,
        first_day: `${t.firstDay.day}-${t.firstDay.month}-${t.firstDay.year}`,
        sankranti_ms: unixMsFromJd(t.sankranti),
      },
      tamil_year: { name: SAMVATSARAS[ctx.language][t.samvatsara], id: t.samvatsara + 1, began: t.yearBegan },
      paksha: a.paksha, ritu: a.ritu, sun_sign: a.sun_sign, moon_sign: a.moon_sign, ayana: a.ayana,
      vikram_samvat: a.vikram_samvat, shaka_samvat: a.shaka_samvat, shaka_samvat_name: a.shaka_samvat_name, vkram_samvat_name: a.vkram_samvat_name,
      abhijit_muhurta: a.abhijit_muhurta,
      rahu_kaal: a.rahukaal, gulik_kaal: a.guliKaal, yamghant_kaal: a.yamghant_kaal,
      dur_muhurtha: s.durMuhurtha && s.durMuhurtha.map(span),
      amrit_kaal: s.amritKaal.map(span),
      varjyam: s.varjyam.map(span),
      anandadi_yog: { details: { yog_number: y.yoga + 1, yog_name: ANANDADI_YOGAS[y.yoga] }, ...ending(y.endJd, date, tzone) },
    };
  },
});

export const matchPercentageEndpoint = matchEndpoint({
  name: 'match_percentage',
  path: '/v1/match_percentage',
  summary: 'How well a couple match, as a percentage: the ashtakoota points of 36 and the ten poruthams, and their mean',
  description:
    'ashtakoot: the /match_ashtakoot_points total of 36; dashakoot: the poruthams of /match_dashakoot_points that agree, of 10; each as a ' +
    'percentage, and match_percentage their mean, so the North-Indian and the South-Indian count weigh alike (rounded to 2 decimals).',
  cacheable: true,
  response: MatchPercentageResponse,
  handle(body) {
    const couple = coupleFromBody(body);
    const [boy, girl] = PEOPLE.map((p) => forPerson(p, () => matchMoon(moonLongitudeAtBirth(couple[p.gender]).longitude)));
    const m = matchPercentage(ashtakoot(boy!, girl!), dashakoot(boy!, girl!));
    const share = (s: typeof m.ashtakoot) => ({ received_points: s.received, total_points: s.total, percentage: s.percentage });
    return { ashtakoot: share(m.ashtakoot), dashakoot: share(m.dashakoot), match_percentage: m.percentage };
  },
});

export const papasamyamDetails = birthEndpoint({
  name: 'papasamyam_details',
  path: '/v1/papasamyam_details',
  summary: 'Papasamyam: the malefic (papa) points of one chart, which South-Indian matching compares between the partners',
  description:
    'Mars (4 units), Saturn (3), the Sun (2) and Rahu (1) in the 1st, 2nd or 4th (3 units), 7th (5), 8th (6) or 12th (1) house, counted by whole signs ' +
    'from the lagna, from the Moon (weighing ½) and from Venus (¼); points = planet units × house units × weight, and their sum. Rule and source in ' +
    'src/vedic/papasamyam-rules.ts. An optional gender (the Postman collection sends it) is ignored.',
  cacheable: true,
  response: PapasamyamResponse,
  handle(body, ctx) {
    const result = papasamyam(chartFromBody(body));
    return {
      planets: result.planets.map((p) => ({
        planet: ctx.vocabulary.planets[p.planet],
        planet_id: p.planet,
        planet_units: PLANET_UNITS[p.planet],
        from_lagna: p.from.lagna,
        from_moon: p.from.moon,
        from_venus: p.from.venus,
        total: p.total,
      })),
      total: { from_lagna: result.byReference.lagna, from_moon: result.byReference.moon, from_venus: result.byReference.venus, papa_points: result.total },
    };
  },
});

export const vedicRestEndpoints = [tamilPanchang, matchPercentageEndpoint, papasamyamDetails];
