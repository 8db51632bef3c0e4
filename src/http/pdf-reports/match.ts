// The contents of match_making_pdf: both people's details and charts, the ashtakoot table with what each
// koota compares, the dashakoot table and both people's papasamyam when asked for, both people's manglik dosha, and the
// conclusion. The figures and sentences are those of match_ashtakoot_points, match_dashakoot_points, papasamyam_details
// and match_manglik_report.
import type { Branding, Block, ReportDocument, Section } from '../../pdf/document.js';
import { HEADINGS, type Headings } from '../../pdf/headings.js';
import { KOOTA_NAMES, KOOTA_TEXTS } from '../../pdf/koota-texts.js';
import { KOOTAS, type Koota } from '../../vedic/ashtakoot.js';
import type { EndpointContext } from '../endpoint.js';
import type { MatchBirthBody } from '../schemas/birth.js';
import { matchAshtakootPoints } from '../routes/ashtakoot.js';
import { matchDashakootPoints } from '../routes/dashakoot.js';
import { matchManglikReport } from '../routes/matching.js';
import { papasamyamDetails } from '../routes/vedic-rest.js';
import { birthFacts, birthSection, chartsBlock, handlerContext, manglikBlocks, planetsBlock, type ChartLayout, type PdfLang, type PersonRequest } from './vedic.js';

export interface MatchRequest {
  groom: PersonRequest;
  bride: PersonRequest;
  language: PdfLang;
  layout: ChartLayout;
  ashtakoot: boolean;
  dashakoot: boolean;
  papasyam: boolean;
  branding: Branding;
  nowMs: number;
}

interface KootaAnswer { description: string; male_koot_attribute: string; female_koot_attribute: string; total_points: number; received_points: number }
type ManglikAnswer = Parameters<typeof manglikBlocks>[0];
interface PapasamyamAnswer {
  planets: ({ planet: string; total: number } & Record<'from_lagna' | 'from_moon' | 'from_venus', { house: number; points: number }>)[];
  total: { from_lagna: number; from_moon: number; from_venus: number; papa_points: number };
}

const prefixed = (p: 'm_' | 'f_', person: PersonRequest) => Object.fromEntries(Object.entries(person.birth).map(([k, v]) => [p + k, v]));
const points = (n: number) => String(n);

/** `label`: what the first column calls a koota (the ashtakoot answer's description is what it compares, not its name). */
function kootaTable(answer: Record<string, KootaAnswer>, keys: readonly string[], h: Headings, names: readonly [string, string], label: (k: string) => string): Block {
  return {
    kind: 'table',
    columns: [h.match.koota, names[0], names[1], h.match.maximum, h.match.received],
    widths: [2.2, 2, 2, 1, 1],
    rows: keys.map((k) => { const a = answer[k]!; return [label(k), a.male_koot_attribute, a.female_koot_attribute, points(a.total_points), points(a.received_points)]; }),
  };
}

export function matchDocument(r: MatchRequest): ReportDocument {
  const h = HEADINGS[r.language];
  const ctx: EndpointContext<never> = handlerContext(r.language, r.nowMs);
  const body = { ...prefixed('m_', r.groom), ...prefixed('f_', r.bride) } as MatchBirthBody;
  const names = [r.groom.name, r.bride.name] as const;
  const person = (p: PersonRequest): Section[] => {
    const details = birthSection(p, h, ctx);
    return [
      { ...details, title: `${details.title}: ${p.name}` },
      { title: `${h.charts}: ${p.name}`, blocks: [chartsBlock(p.birth, r.layout, h), planetsBlock(p.birth, h, ctx)] },
    ];
  };
  const sections: Section[] = [...person(r.groom), ...person(r.bride)];

  const ashtakoot = matchAshtakootPoints.handle(body, ctx) as Record<string, KootaAnswer> & {
    total: { total_points: number; received_points: number; minimum_required: number }; conclusion: { status: boolean; report: string };
  };
  if (r.ashtakoot) {
    sections.push({
      title: h.match.ashtakoot,
      blocks: [
        kootaTable(ashtakoot, KOOTAS, h, names, (k) => `${KOOTA_NAMES[r.language][k as Koota]} (${ashtakoot[k]!.description})`),
        { kind: 'facts', rows: [[h.total, `${ashtakoot.total.received_points} / ${ashtakoot.total.total_points}`], [h.match.minimum, String(ashtakoot.total.minimum_required)]] },
        ...KOOTAS.flatMap((k): Block[] => [
          { kind: 'subheading', text: `${KOOTA_NAMES[r.language][k]}: ${ashtakoot[k]!.received_points} / ${ashtakoot[k]!.total_points}` },
          { kind: 'paragraph', text: KOOTA_TEXTS[r.language][k] },
        ]),
      ],
    });
  }
  if (r.dashakoot) {
    const dashakoot = matchDashakootPoints.handle(body, ctx) as Record<string, KootaAnswer> & { total?: { total_points: number; received_points: number } };
    const keys = Object.keys(dashakoot).filter((k) => k !== 'total' && 'received_points' in dashakoot[k]!);
    sections.push({ title: h.match.dashakoot, blocks: [kootaTable(dashakoot, keys, h, names, (k) => dashakoot[k]!.description),
      ...(dashakoot.total ? [{ kind: 'facts', rows: [[h.total, `${dashakoot.total.received_points} / ${dashakoot.total.total_points}`]] } as const] : [])] });
  }
  if (r.papasyam) {
    const table = (p: PersonRequest): Block[] => {
      const a = papasamyamDetails.handle(p.birth, ctx) as PapasamyamAnswer;
      return [
        { kind: 'subheading', text: p.name },
        {
          kind: 'table',
          columns: [h.planet, h.match.fromLagna, h.match.fromMoon, h.match.fromVenus, h.total],
          widths: [2, 1.5, 1.5, 1.5, 1],
          // Each count as its points and the house they come from.
          rows: [
            ...a.planets.map((x) => [x.planet, ...[x.from_lagna, x.from_moon, x.from_venus].map((c) => `${c.points} (${h.house} ${c.house})`), String(x.total)]),
            [h.total, ...[a.total.from_lagna, a.total.from_moon, a.total.from_venus, a.total.papa_points].map(String)],
          ],
        },
      ];
    };
    sections.push({ title: h.match.papasamyam, blocks: [...table(r.groom), ...table(r.bride), { kind: 'paragraph', text: h.match.papasamyamRule }] });
  }
  const manglik = matchManglikReport.handle(body, ctx) as { male: ManglikAnswer; female: ManglikAnswer; conclusion?: { report?: string } };
  sections.push({
    title: h.manglik,
    blocks: [
      { kind: 'subheading', text: r.groom.name }, ...manglikBlocks(manglik.male, h),
      { kind: 'subheading', text: r.bride.name }, ...manglikBlocks(manglik.female, h),
    ],
  });
  sections.push({
    title: h.match.conclusion,
    blocks: [
      { kind: 'facts', rows: [[h.match.ashtakoot, `${ashtakoot.total.received_points} / ${ashtakoot.total.total_points}`]] },
      { kind: 'paragraph', text: ashtakoot.conclusion.report },
      ...(manglik.conclusion?.report ? [{ kind: 'paragraph', text: manglik.conclusion.report } as const] : []),
    ],
  });
  return {
    language: r.language, title: h.reports.match, subject: `${r.groom.name} & ${r.bride.name}`,
    cover: [r.groom, r.bride].map((p) => [p.name, birthFacts(p, h).slice(0, 3).map(([, v]) => v).join(', ')] as const),
    branding: r.branding, contents: true, sections, words: { contents: h.contents, page: h.page, preparedBy: h.preparedBy },
  };
}
