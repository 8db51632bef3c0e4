// The contents of the Vedic horoscope PDFs (mini, basic, pro), gathered from the same endpoint handlers
// the JSON API answers with (called as functions, not over HTTP), so every figure printed is the one the
// JSON endpoints give for the same birth, in the same words. Which report has which section:
// docs/pdf-reports.md. A section whose text does not exist in the language is left out, never printed empty.
import type { Language } from '../../i18n/index.js';
import { vocabulary } from '../../i18n/index.js';
import type { Branding, Block, Facts, ReportDocument, Section } from '../../pdf/document.js';
import { HEADINGS, type Headings } from '../../pdf/headings.js';
import { computeChart } from '../../vedic/chart.js';
import { houseChart, type ChartId } from '../../vedic/horo-chart.js';
import type { EndpointContext } from '../endpoint.js';
import { renderChartSvg } from '../presenters/chart-image/svg.js';
import { chartImageHouses } from '../presenters/charts.js';
import { CHART_IMAGE_DEFAULT_COLOURS } from '../schemas/charts.js';
import { birthFromBody, type BirthDetailsBody } from '../schemas/birth.js';
import { astroDetails } from '../routes/astro-details.js';
import { birthDetails } from '../routes/birth-details.js';
import { currentVdasha, majorVdasha } from '../routes/dasha.js';
import { kalsarpaDetails, manglikEndpoint, sadhesatiCurrentStatus } from '../routes/doshas.js';
import { panchangEndpoints } from '../routes/panchang.js';
import { planets } from '../routes/planets.js';
import { reportEndpoints } from '../routes/reports.js';
import { sarvashtak } from '../routes/vedic-more.js';

export type HoroscopeKind = 'mini' | 'basic' | 'pro';
export type ChartLayout = 'north' | 'south' | 'east';
export type PdfLang = 'en' | 'hi';

/** One person's birth and what the report prints about them. */
export interface PersonRequest {
  birth: BirthDetailsBody;
  name: string;
  gender?: string;
  place?: string;
}

export interface HoroscopeRequest extends PersonRequest {
  kind: HoroscopeKind;
  language: PdfLang;
  layout: ChartLayout;
  branding: Branding;
  /** The moment the report is made: the running dasha and Sade Sati are those of this moment. */
  nowMs: number;
}

/** What the endpoint handlers read of their context: the language and the moment (no account, links or photos). */
export function handlerContext(language: Language, nowMs: number, params: object = {}): EndpointContext<never> {
  return { language, vocabulary: vocabulary(language), now: new Date(nowMs), userId: '', baseUrl: '', params, inlinePhotos: new Map(), links: undefined } as unknown as EndpointContext<never>;
}

type Handler<B> = { handle(body: B, ctx: EndpointContext<never>): unknown };
/** An endpoint's answer as the JSON API gives it, for this body. */
export const answer = <T>(endpoint: Handler<BirthDetailsBody>, body: BirthDetailsBody, ctx: EndpointContext<never>): T => endpoint.handle(body, ctx) as T;

const endpointNamed = (name: string) => reportEndpoints.find((e) => e.name === name)! as unknown as Handler<BirthDetailsBody>;
const basicPanchang = panchangEndpoints.find((e) => e.name === 'basic_panchang')! as unknown as Handler<BirthDetailsBody>;

/** Degrees within the sign as D°M′S″ (truncated to the second, as almanacs print). */
export function dms(degrees: number): string {
  const total = Math.floor(degrees * 3600 + 1e-7);
  return `${Math.floor(total / 3600)}°${String(Math.floor((total % 3600) / 60)).padStart(2, '0')}′${String(total % 60).padStart(2, '0')}″`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** A period boundary of the dasha answers ("9-12-1988  11:2") as its date. */
export const datePart = (s: string) => s.split(/\s+/)[0]!;

export function chartSvg(birth: BirthDetailsBody, id: ChartId, layout: ChartLayout): string {
  const chart = houseChart(id, computeChart(birthFromBody(birth)));
  return renderChartSvg({ layout, houses: chartImageHouses(chart), title: id, colours: { ...CHART_IMAGE_DEFAULT_COLOURS, ascendant: CHART_IMAGE_DEFAULT_COLOURS.planet } });
}

/** Date, time and place of a birth, as the cover and the details page print them. */
export function birthFacts(p: PersonRequest, h: Headings): Facts {
  const b = p.birth;
  return [
    [h.date, `${pad2(b.day)}-${pad2(b.month)}-${b.year}`],
    [h.time, `${pad2(b.hour)}:${pad2(b.min)}`],
    ...(p.place ? [[h.place, p.place] as const] : []),
    [h.latitude, String(b.lat)],
    [h.longitude, String(b.lon)],
    [h.timezone, `${b.tzone >= 0 ? '+' : ''}${b.tzone}`],
  ];
}

type Record_ = Record<string, string | number | boolean>;
const keyed = (h: Headings, rec: Record_, keys: readonly string[]): Facts => keys.filter((k) => rec[k] !== undefined && rec[k] !== '').map((k) => [h.keys[k] ?? k, String(rec[k])]);

interface PlanetRow { name: string; fullDegree: number; normDegree: number; isRetro: string | boolean; sign: string; nakshatra: string; nakshatra_pad: number; house: number }
interface Period { planet: string; start: string; end: string }

/** Birth details with the avakahada table. */
export function birthSection(p: PersonRequest, h: Headings, ctx: EndpointContext<never>): Section {
  const details = answer<Record_>(birthDetails, p.birth, ctx);
  const avakahada = answer<Record_>(astroDetails, p.birth, ctx);
  return {
    title: h.birthDetails,
    blocks: [
      { kind: 'facts', rows: [[h.name, p.name], ...(p.gender ? [[h.gender, p.gender] as const] : []), ...birthFacts(p, h),
        [h.ayanamsha, dms(Number(details.ayanamsha))], [h.sunrise, String(details.sunrise)], [h.sunset, String(details.sunset)]] },
      { kind: 'subheading', text: h.avakahada },
      { kind: 'facts', rows: keyed(h, avakahada, ['ascendant', 'ascendant_lord', 'sign', 'SignLord', 'Naksahtra', 'NaksahtraLord', 'Charan', 'Varna', 'Vashya', 'Yoni', 'Gan', 'Nadi', 'Tithi', 'Yog', 'Karan', 'yunja', 'tatva', 'name_alphabet', 'paya']) },
    ],
  };
}

export function chartsBlock(birth: BirthDetailsBody, layout: ChartLayout, h: Headings): Block {
  return { kind: 'charts', charts: [{ caption: h.lagna, svg: chartSvg(birth, 'D1', layout) }, { caption: h.navamsa, svg: chartSvg(birth, 'D9', layout) }] };
}

export function planetsBlock(birth: BirthDetailsBody, h: Headings, ctx: EndpointContext<never>): Block {
  const rows = answer<PlanetRow[]>(planets, birth, ctx);
  return {
    kind: 'table',
    columns: [h.planet, h.sign, h.degree, h.nakshatra, h.pada, h.house, h.retrograde],
    widths: [2.2, 2, 1.6, 2.4, 0.8, 0.9, 1.6],
    rows: rows.map((r) => [r.name, r.sign, dms(r.normDegree), r.nakshatra, String(r.nakshatra_pad), String(r.house), r.isRetro === 'true' ? h.yes : h.no]),
  };
}

function dashaSection(birth: BirthDetailsBody, h: Headings, ctx: EndpointContext<never>): Section {
  const majors = answer<Period[]>(majorVdasha, birth, ctx);
  const running = answer<Record<string, Period>>(currentVdasha, birth, ctx);
  const level = (label: string, p: Period) => [label, p.planet, datePart(p.start), datePart(p.end)];
  return {
    title: h.vimshottari,
    blocks: [
      { kind: 'table', columns: [h.mahadasha, h.start, h.end], rows: majors.map((m) => [m.planet, datePart(m.start), datePart(m.end)]) },
      { kind: 'subheading', text: h.runningPeriods },
      { kind: 'table', columns: ['', h.planet, h.start, h.end], widths: [1.4, 1, 1, 1],
        rows: [level(h.mahadasha, running.major!), level(h.antardasha, running.minor!), level(h.pratyantardasha, running.sub_minor!)] },
    ],
  };
}

const DIVISIONAL: Readonly<Record<'basic' | 'pro', readonly ChartId[]>> = {
  basic: ['D2', 'D3', 'D7', 'D10', 'D12', 'D60'],
  pro: ['D2', 'D3', 'D4', 'D7', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'],
};

function divisionalSection(birth: BirthDetailsBody, layout: ChartLayout, kind: 'basic' | 'pro', h: Headings): Section {
  return { title: h.divisional, blocks: [{ kind: 'charts', charts: DIVISIONAL[kind].map((id) => ({ caption: id, svg: chartSvg(birth, id, layout) })) }] };
}

function panchangSection(birth: BirthDetailsBody, h: Headings, ctx: EndpointContext<never>): Section {
  const p = answer<Record_>(basicPanchang, birth, ctx);
  return { title: h.panchang, blocks: [{ kind: 'facts', rows: keyed(h, p, ['day', 'tithi', 'nakshatra', 'yog', 'karan', 'sunrise', 'sunset', 'vedic_sunrise', 'vedic_sunset']) }] };
}

interface ManglikAnswer { manglik_present_rule: { based_on_aspect: string[]; based_on_house: string[] }; manglik_cancel_rule: string[]; manglik_status: string; percentage_manglik_after_cancellation: number; manglik_report: string }

export function manglikBlocks(m: ManglikAnswer, h: Headings): Block[] {
  const lines = [...m.manglik_present_rule.based_on_house, ...m.manglik_present_rule.based_on_aspect, ...m.manglik_cancel_rule];
  return [
    { kind: 'facts', rows: [[h.manglikStatus, m.manglik_status], [h.manglikPercent, `${m.percentage_manglik_after_cancellation} %`]] },
    { kind: 'paragraph', text: m.manglik_report },
    ...lines.map((text): Block => ({ kind: 'paragraph', text: `• ${text}` })),
  ];
}

export const manglikOf = (birth: BirthDetailsBody, ctx: EndpointContext<never>) => answer<ManglikAnswer>(manglikEndpoint, birth, ctx);

function doshaSections(birth: BirthDetailsBody, h: Headings, ctx: EndpointContext<never>): Section[] {
  const k = answer<{ one_line: string; report: { report: string } }>(kalsarpaDetails, birth, ctx);
  const s = answer<Record_>(sadhesatiCurrentStatus, birth, ctx);
  return [
    { title: h.manglik, blocks: manglikBlocks(manglikOf(birth, ctx), h) },
    { title: h.kalsarpa, blocks: [{ kind: 'paragraph', text: k.one_line }, ...(k.report.report !== k.one_line ? [{ kind: 'paragraph', text: k.report.report } as const] : [])] },
    { title: h.sadeSati, blocks: [
      { kind: 'paragraph', text: String(s.what_is_sadhesati) },
      { kind: 'paragraph', text: `${String(s.consideration_date)}: ${String(s.is_undergoing_sadhesati)}` },
      ...(s.sadhesati_status ? [{ kind: 'facts', rows: [[h.start, String(s.start_date)], [h.end, String(s.end_date)]] } as const] : []),
    ] },
  ];
}

function ashtakavargaSection(birth: BirthDetailsBody, h: Headings, ctx: EndpointContext<never>): Section {
  const a = answer<{ ashtak_points: Record<string, Record<string, number>> }>(sarvashtak, birth, ctx);
  const grahas = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
  const names = ctx.vocabulary.planets;
  return {
    title: h.ashtakavarga,
    blocks: [
      { kind: 'subheading', text: h.sarvashtakavarga },
      { kind: 'table', columns: [h.sign, ...grahas.map((_, i) => names[i]!), h.total], widths: [2, 1, 1, 1, 1, 1, 1, 1, 1],
        rows: Object.values(a.ashtak_points).map((row, s) => [ctx.vocabulary.signs[s]!, ...grahas.map((g) => String(row[g])), String(row.total)]) },
    ],
  };
}

interface Gem { name: string; semi_gem: string; wear_finger: string; weight_caret: string; wear_metal: string; wear_day: string; gem_deity: string }

function gemSection(birth: BirthDetailsBody, h: Headings, ctx: EndpointContext<never>): Section {
  const gems = answer<Record<'LIFE' | 'BENEFIC' | 'LUCKY', Gem>>(endpointNamed('basic_gem_suggestion'), birth, ctx);
  return {
    title: h.gems,
    blocks: (['LIFE', 'BENEFIC', 'LUCKY'] as const).flatMap((role): Block[] => {
      const g = gems[role];
      return [{ kind: 'subheading', text: `${h.gemRoles[role]}: ${g.name}` },
        { kind: 'facts', rows: [[h.deity, g.gem_deity], [h.substitute, g.semi_gem], [h.finger, g.wear_finger], [h.weight, g.weight_caret], [h.metal, g.wear_metal], [h.day, g.wear_day]] }];
    }),
  };
}

const HOUSE_PLANETS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;

function textSections(birth: BirthDetailsBody, h: Headings, ctx: EndpointContext<never>): Section[] {
  const asc = answer<{ asc_report: { ascendant: string; report: string } }>(endpointNamed('general_ascendant_report'), birth, ctx);
  const houseReport = endpointNamed('general_house_report');
  const houses = HOUSE_PLANETS.map((planet, i) => {
    const r = houseReport.handle(birth, handlerContext(ctx.language, ctx.now.getTime(), { planet })) as { house_report: string };
    return [{ kind: 'subheading', text: ctx.vocabulary.planets[i]! }, { kind: 'paragraph', text: r.house_report }] as Block[];
  });
  return [
    { title: `${h.ascendantReport}: ${asc.asc_report.ascendant}`, blocks: [{ kind: 'paragraph', text: asc.asc_report.report }] },
    { title: h.houseReports, blocks: houses.flat() },
  ];
}

/** The report's pages, in order, for what was asked. */
export function horoscopeDocument(r: HoroscopeRequest): ReportDocument {
  const h = HEADINGS[r.language];
  const ctx = handlerContext(r.language, r.nowMs);
  const { birth, layout, kind } = r;
  const sections: Section[] = [
    birthSection(r, h, ctx),
    { title: h.charts, blocks: [chartsBlock(birth, layout, h)] },
    { title: h.planets, blocks: [planetsBlock(birth, h, ctx)] },
    dashaSection(birth, h, ctx),
  ];
  if (kind !== 'mini') {
    sections.push(divisionalSection(birth, layout, kind, h), panchangSection(birth, h, ctx), ...doshaSections(birth, h, ctx));
    if (kind === 'pro') sections.push(ashtakavargaSection(birth, h, ctx));
    sections.push(gemSection(birth, h, ctx));
    if (kind === 'pro') sections.push(...textSections(birth, h, ctx));
  }
  return {
    language: r.language, title: h.reports[kind], subject: r.name, cover: birthFacts(r, h), branding: r.branding,
    contents: kind !== 'mini', sections, words: { contents: h.contents, page: h.page, preparedBy: h.preparedBy },
  };
}
