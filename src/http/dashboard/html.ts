// Escaping for server-rendered HTML: every interpolated value goes through `esc` or `html`.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** What a page may interpolate: text and numbers (escaped), Safe HTML, and lists of these. */
export type Interpolation = string | number | boolean | null | undefined | Safe | Interpolation[];

export const esc = (value: string | number | boolean | null | undefined): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Marks already-safe HTML so `html` does not escape it twice. */
export class Safe {
  constructor(readonly value: string) {}
  toString() { return this.value; }
}

/** Tagged template: interpolations are escaped unless they are Safe (or arrays of Safe). */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Safe {
  const part = (v: Interpolation): string => (v instanceof Safe ? v.value : Array.isArray(v) ? v.map(part).join('') : esc(v));
  return new Safe(strings.reduce((out, s, i) => out + s + (i < values.length ? part(values[i]) : ''), ''));
}
