// Muhurta: the horas and chaughadiyas of the requested date at the requested place
// (shared/spec/more-computations.md §10-§11).
import { civilFromJd } from '../../astro/time.js';
import { CHAUGHADIYA_NAMES } from '../../i18n/muhurta.js';
import { chaughadiyas, horas, vedicDay } from '../../vedic/muhurta.js';
import type { Period } from '../../vedic/panchang.js';
import { birthFromBody, type BirthDetailsBody } from '../schemas/birth.js';
import { ChaughadiyaResponse, HoraResponse } from '../schemas/vedic-calendar.js';
import { birthEndpoint } from './birth-endpoint.js';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `H:MM - H:MM`, 24-hour, minutes truncated. */
function span24(p: Period, tzone: number): string {
  const at = (jd: number) => { const t = civilFromJd(jd, tzone); return `${t.hour}:${pad2(t.minute)}`; };
  return `${at(p.start)} - ${at(p.end)}`;
}

/** `H : MM : SS - H : MM : SS`, the hour on a 12-hour face without AM/PM, seconds truncated. */
function span12(p: Period, tzone: number): string {
  const at = (jd: number) => { const t = civilFromJd(jd, tzone); return `${t.hour % 12 || 12} : ${pad2(t.minute)} : ${pad2(t.second)}`; };
  return `${at(p.start)} - ${at(p.end)}`;
}

function dayOf(body: BirthDetailsBody) {
  const b = birthFromBody(body);
  return { day: vedicDay({ year: b.year, month: b.month, day: b.day }, b), tzone: b.tzone };
}

const DAY_RULE =
  'The day runs from the requested date’s sunrise (the Sun’s upper limb on a sea-level horizon with standard refraction, as /basic_panchang) to the sunset that ' +
  'follows it, the night from that sunset to the next sunrise; hour and min are ignored. Where the Sun does not rise that date, or does not set or rise again within a day (polar day and night), the answer is null.';

const hora = (name: string, path: string) => birthEndpoint({
  name,
  path,
  summary: 'The twelve horas of the day and the twelve of the night, with their ruling grahas',
  description:
    `${DAY_RULE} Each hora is a twelfth of its span (the day length, dinman, and the night length). The first day hora belongs to the weekday’s lord, each next one ` +
    'to the next graha in the Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon), unbroken from day into night.',
  response: HoraResponse,
  cacheable: true,
  handle(body, ctx) {
    const { day, tzone } = dayOf(body);
    if (!day) return { hora: null };
    const h = horas(day);
    const present = (x: (typeof h.day)[number]) => ({ time: span24(x, tzone), hora: ctx.vocabulary.planets[x.lord] });
    return { hora: { day: h.day.map(present), night: h.night.map(present) } };
  },
});

export const horaMuhurta = hora('hora_muhurta', '/v1/hora_muhurta');
export const horaMuhurtaDinman = hora('hora_muhurta_dinman', '/v1/hora_muhurta_dinman');

export const chaughadiyaMuhurta = birthEndpoint({
  name: 'chaughadiya_muhurta',
  path: '/v1/chaughadiya_muhurta',
  summary: 'The eight chaughadiyas of the day and the eight of the night',
  description:
    `${DAY_RULE} Each chaughadiya is an eighth of its span, named by the almanacs’ weekday table (src/vedic/chaughadiya-table.ts): the day begins with the weekday ` +
    'lord’s (Sun Udveg, Moon Amrit, Mars Rog, Mercury Labh, Jupiter Shubh, Venus Char, Saturn Kaal), the night with that of the fifth weekday’s lord.',
  response: ChaughadiyaResponse,
  cacheable: true,
  handle(body, ctx) {
    const { day, tzone } = dayOf(body);
    if (!day) return { chaughadiya: null };
    const c = chaughadiyas(day);
    const names = CHAUGHADIYA_NAMES[ctx.language];
    const present = (x: (typeof c.day)[number]) => ({ time: span12(x, tzone), muhurta: names[x.name] });
    return { chaughadiya: { day: c.day.map(present), night: c.night.map(present) } };
  },
});

export const vedicCalendarEndpoints = [horaMuhurta, horaMuhurtaDinman, chaughadiyaMuhurta];
