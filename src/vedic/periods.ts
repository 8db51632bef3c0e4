// Shared dasha arithmetic: periods are exact instants (JD UT); formatting happens at the edge.

/** Dasha years are Julian years of 365.25 days (the reference service's convention). */
export const YEAR_DAYS = 365.25;

export interface Period<L> {
  lord: L;
  /** JD UT, inclusive. */
  start: number;
  /** JD UT, exclusive: the next period's start. */
  end: number;
}

/**
 * Divides a parent period among `order` (which starts with the parent's own lord) in proportion to
 * each lord's share of `total`. The last child ends exactly at the parent's end, so children tile
 * their parent with no gap or overlap whatever the rounding of the intermediate sums.
 */
export function divide<L>(parent: Period<unknown>, order: readonly L[], share: (lord: L) => number, total: number, spanDays = parent.end - parent.start): Period<L>[] {
  const out: Period<L>[] = [];
  let start = parent.start;
  order.forEach((lord, i) => {
    const end = i === order.length - 1 ? parent.end : start + (spanDays * share(lord)) / total;
    out.push({ lord, start, end });
    start = end;
  });
  return out;
}

/** The lords in cyclic order starting from `first`. */
export function rotate<L>(cycle: readonly L[], first: L): L[] {
  const i = cycle.indexOf(first);
  return [...cycle.slice(i), ...cycle.slice(0, i)];
}

export function containing<L>(periods: Period<L>[], jd: number): Period<L> {
  const p = periods.find((x) => jd >= x.start && jd < x.end);
  if (!p) throw new RangeError(`instant ${jd} is outside the periods`);
  return p;
}
