// The five birds of a birth and a day, by the tables of ./pancha-pakshi-tables.ts.
import { BIRD_GROUP_ENDS, BIRDS, BIRTH_BIRD, FIRST_YAMA, YAMA_ORDER, type Activity, type Bird, type Half, type Watch } from './pancha-pakshi-tables.js';

export function birthBird(nakshatra: number, paksha: Half): Bird {
  return BIRTH_BIRD[paksha][BIRD_GROUP_ENDS.findIndex((end) => nakshatra <= end)]!;
}

export interface Yama {
  start: number;
  end: number;
  activity: Activity;
}

/** A bird's five activities over a span (JD UT) split into five equal yamas. */
export function yamas(bird: Bird, weekday: number, paksha: Half, watch: Watch, start: number, end: number): Yama[] {
  const order = YAMA_ORDER[paksha][watch];
  const first = order.indexOf(FIRST_YAMA[paksha][watch][weekday]![BIRDS.indexOf(bird)]!);
  const length = (end - start) / 5;
  return order.map((_, y) => ({ start: start + y * length, end: start + (y + 1) * length, activity: order[(first + y) % 5]! }));
}
