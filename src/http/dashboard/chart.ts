// The usage chart: one stacked bar per UTC day, one colour per endpoint, drawn on the server as SVG
// (no script, nothing inline the Content-Security-Policy would block: colours are attributes).
import type { DailyUsage } from '../../store/repository.js';
import { html, type Safe } from './html.js';

/** Colour-blind-safe (Okabe–Ito), then grey for the endpoints folded into "other". */
const COLOURS = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442'];
const OTHER_COLOUR = '#999999';
// Drawn at about the size a desktop shows it, so its text is at the stylesheet's size there.
const W = 440, H = 200, LEFT = 54, RIGHT = 8, TOP = 10, BOTTOM = 26;
const DAY_MS = 86_400_000;

export const dayLabel = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** 1, 2 or 5 times a power of ten, at least `n` (and at least 1): the axis top. */
function niceCeiling(n: number): number {
  if (n <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= n)!;
}

export interface ChartSeries {
  endpoint: string;
  colour: string;
}

/** The endpoints in legend order (busiest first), the quietest beyond the palette folded into "other". */
export function seriesOf(usage: DailyUsage[]): { series: ChartSeries[]; seriesOf(endpoint: string): string } {
  const totals = new Map<string, number>();
  for (const u of usage) totals.set(u.endpoint, (totals.get(u.endpoint) ?? 0) + u.calls);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([e]) => e);
  const named = ranked.length > COLOURS.length ? ranked.slice(0, COLOURS.length - 1) : ranked;
  const series = named.map((endpoint, i) => ({ endpoint, colour: COLOURS[i]! }));
  if (named.length < ranked.length) series.push({ endpoint: 'other', colour: OTHER_COLOUR });
  return { series, seriesOf: (e) => (named.includes(e) ? e : 'other') };
}

/** One chart of `measure` ('calls' or 'credits') per day for the `days` days ending `today`. */
export function usageChart(usage: DailyUsage[], measure: 'calls' | 'credits', days: number, today: number): Safe {
  const { series, seriesOf: which } = seriesOf(usage);
  const first = today - days + 1;
  const grid = Array.from({ length: days }, () => new Map<string, number>());
  for (const u of usage) {
    const i = u.day - first;
    if (i < 0 || i >= days) continue;
    const s = which(u.endpoint);
    grid[i]!.set(s, (grid[i]!.get(s) ?? 0) + u[measure]);
  }
  const totals = grid.map((m) => [...m.values()].reduce((a, b) => a + b, 0));
  const sum = totals.reduce((a, b) => a + b, 0);
  const top = niceCeiling(Math.max(...totals));
  const plotW = W - LEFT - RIGHT, plotH = H - TOP - BOTTOM, slot = plotW / days, barW = Math.max(2, slot * 0.72);
  const y = (v: number) => TOP + plotH - (v / top) * plotH;
  const id = `chart-${measure}`;
  const busiest = totals.indexOf(Math.max(...totals));
  const description = sum === 0
    ? `No ${measure} in the last ${days} days.`
    : `${sum} ${measure} in the last ${days} days; the busiest day was ${dayLabel(first + busiest)} with ${totals[busiest]}.`;

  const bars = grid.map((m, i) => {
    let base = 0;
    const x = (LEFT + i * slot + (slot - barW) / 2).toFixed(1);
    const segments = series.filter((s) => m.get(s.endpoint)).map((s) => {
      const v = m.get(s.endpoint)!;
      const rect = html`<rect x="${x}" y="${y(base + v).toFixed(1)}" width="${barW.toFixed(1)}" height="${(y(base) - y(base + v)).toFixed(1)}" fill="${s.colour}" data-endpoint="${s.endpoint}" data-value="${v}"><title>${dayLabel(first + i)} · ${s.endpoint}: ${v} ${measure}</title></rect>`;
      base += v;
      return rect;
    });
    return totals[i] ? html`<g data-day="${dayLabel(first + i)}" data-total="${totals[i]}">${segments}</g>` : '';
  });
  // Whole numbers only on the axis: a half tick only when it is one.
  const ticks = (top % 2 === 0 ? [0, top / 2, top] : [0, top]).map((v) => html`<line x1="${LEFT}" x2="${W - RIGHT}" y1="${y(v)}" y2="${y(v)}" class="grid"/><text x="${LEFT - 6}" y="${y(v) + 4}" text-anchor="end">${v.toLocaleString('en-US')}</text>`);
  const xLabels = [0, 10, 20, days - 1].filter((i) => i < days).map((i) => html`<text x="${(LEFT + i * slot + slot / 2).toFixed(1)}" y="${H - 8}" text-anchor="${i === days - 1 ? 'end' : i === 0 ? 'start' : 'middle'}">${dayLabel(first + i).slice(5)}</text>`);
  return html`<figure class="chart">
  <svg id="${id}" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-title ${id}-desc" preserveAspectRatio="xMidYMid meet">
    <title id="${id}-title">${measure === 'calls' ? 'Calls' : 'Credits'} per day, last ${days} days, by endpoint</title>
    <desc id="${id}-desc">${description}</desc>
    ${ticks}${bars}${xLabels}
    <text transform="translate(12 ${TOP + plotH / 2}) rotate(-90)" text-anchor="middle" class="axis-name">${measure}</text>
  </svg>
  <figcaption>${measure === 'calls' ? 'Calls' : 'Credits'} per day (UTC) · total <strong data-total="${measure}">${sum}</strong></figcaption>
</figure>`;
}

/** The legend both charts share. */
export function chartLegend(usage: DailyUsage[]): Safe {
  const { series } = seriesOf(usage);
  if (!series.length) return html`<p class="muted">No billed calls in this period yet.</p>`;
  return html`<ul class="legend">${series.map((s) => html`<li><svg width="12" height="12" aria-hidden="true"><rect width="12" height="12" rx="2" fill="${s.colour}"/></svg>${s.endpoint}</li>`)}</ul>`;
}
