// Biorhythm: three sine cycles from the day of birth, physical 23 days, emotional 28, intellectual 33
// (the cycles of W. Fliess and H. Swoboda, as popularised by G. S. Thommen, "Is This Your Day?", 1964).
// A day's value is sin(2π·t/P) for t whole days since birth; the average is the mean of the three.

export const CYCLES = { physical: 23, emotional: 28, intellectual: 33 } as const;
export type Cycle = keyof typeof CYCLES;

export interface CycleValue {
  /** 100·sin(2π·t/P), rounded to a whole number. */
  percent: number;
  /** 1 when tomorrow's value is higher than today's, -1 when lower, 0 when equal. */
  trend: number;
}

const value = (days: number, period: number) => 100 * Math.sin((2 * Math.PI * days) / period);
const rounded = (x: number) => Math.round(x) + 0; // + 0: no -0 in the answer

const reading = (today: number, tomorrow: number): CycleValue => ({ percent: rounded(today), trend: Math.sign(tomorrow - today) + 0 });

/** The three cycles and their average, `days` whole days after the day of birth. */
export function biorhythm(days: number): Record<Cycle | 'average', CycleValue> {
  const at = (t: number) => Object.values(CYCLES).map((p) => value(t, p));
  const today = at(days);
  const tomorrow = at(days + 1);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    physical: reading(today[0]!, tomorrow[0]!),
    emotional: reading(today[1]!, tomorrow[1]!),
    intellectual: reading(today[2]!, tomorrow[2]!),
    average: reading(mean(today), mean(tomorrow)),
  };
}
