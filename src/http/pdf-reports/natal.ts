// The contents of natal_horoscope_report/tropical: the natal wheel of natal_wheel_chart (as vectors), and the
// planets, house cusps (Placidus) and major aspects of western_horoscope, in English (the Western family
// answers in English only).
import type { Branding, ReportDocument } from '../../pdf/document.js';
import { HEADINGS } from '../../pdf/headings.js';
import { westernHoroscope } from '../routes/western.js';
import { drawWheel } from '../routes/western-wheel.js';
import { birthFacts, dms, handlerContext, type PersonRequest } from './vedic.js';

export interface NatalRequest extends PersonRequest {
  branding: Branding;
  nowMs: number;
}

interface Point { name: string; full_degree: number; norm_degree: number; is_retro: string; sign: string; house: number }
interface Horoscope {
  planets: Point[];
  houses: { house: number; sign: string; degree: number }[];
  ascendant: number;
  midheaven: number;
  aspects: { aspecting_planet: string; aspected_planet: string; type: string; orb: number }[];
}

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
/** A longitude as degrees in its sign and the sign: 9°53′16″ Cancer. */
const inSign = (longitude: number) => `${dms(longitude % 30)} ${SIGNS[Math.floor(longitude / 30) % 12]}`;

export function natalDocument(r: NatalRequest): ReportDocument {
  const h = HEADINGS.en;
  const ctx = handlerContext('en', r.nowMs);
  const body = { ...r.birth, house_type: 'placidus' };
  const chart = westernHoroscope.handle(body as never, ctx) as Horoscope;
  const wheel = drawWheel(body as never).image as string;
  return {
    language: 'en', title: h.reports.natal, subject: r.name, cover: birthFacts(r, h), branding: r.branding, contents: true,
    words: { contents: h.contents, page: h.page, preparedBy: h.preparedBy },
    sections: [
      { title: 'The Natal Wheel', blocks: [
        { kind: 'charts', charts: [{ caption: 'Tropical zodiac, Placidus houses', svg: wheel }] },
        { kind: 'facts', rows: [['Ascendant', inSign(chart.ascendant)], ['Midheaven', inSign(chart.midheaven)]] },
      ] },
      { title: 'Planets and Points', blocks: [{
        kind: 'table', columns: ['Point', 'Sign', 'Degree', 'House', 'Retrograde'], widths: [2.2, 2, 1.6, 1, 1.2],
        rows: chart.planets.map((p) => [p.name, p.sign, dms(p.norm_degree), String(p.house), p.is_retro === 'true' ? 'Yes' : 'No']),
      }] },
      { title: 'House Cusps', blocks: [{
        kind: 'table', columns: ['House', 'Sign', 'Cusp'], widths: [1, 2, 2],
        rows: chart.houses.map((c) => [String(c.house), c.sign, dms(c.degree % 30)]),
      }] },
      { title: 'Aspects', blocks: [{
        kind: 'table', columns: ['Planet', 'Aspect', 'Planet', 'Orb'], widths: [2, 2, 2, 1],
        rows: chart.aspects.map((a) => [a.aspecting_planet, a.type, a.aspected_planet, `${a.orb.toFixed(2)}°`]),
      }] },
    ],
  };
}
