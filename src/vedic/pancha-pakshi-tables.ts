// Pancha-pakshi (the five birds), the Tamil "biorhythms of the natal Moon", as data: the birth bird of a
// nakshatra and paksha, the activity each bird begins a day or a night with, and the order the activities
// follow through the five yamas (fifths) of the daytime and of the night.
//
// Source: the tables of the tradition as U. S. Pulippani (Sundara Varadachary) sets them out in "Biorhythms of
// Natal Moon (Mysteries of Pancha Pakshi)" (Ranjan Publications, New Delhi), read through two independent
// open transcriptions: the first-yama table below follows a TypeScript one (an "astrologic" API's
// `birdActivities`, weekday 7 = Sunday), the yama order the activity database of PyJHora
// (naturalstupid/PyJHora, `data/pancha_pakshi_db.csv`); every entry of either that we compared with the other
// agreed (the vulture's and the owl's yamas in test/fixtures/pancha-pakshi-yamas.ts are checked through the
// endpoint). The birth-bird groups also as hindu-blog.com prints them ("Pancha Pakshi Shastra", October 2018).
//
// Rules:
// - Birth bird: by the birth nakshatra in five groups (Ashwini–Mrigashira, Ardra–Purva Phalguni,
//   Uttara Phalguni–Vishakha, Anuradha–Uttara Ashadha, Shravana–Revati): vulture, owl, crow, cock, peacock
//   when the Moon waxes (Shukla paksha) at birth; peacock, cock, crow, owl, vulture when it wanes.
// - The daytime (sunrise to sunset) and the night (sunset to the next sunrise) each have five equal yamas.
//   In the first yama each bird does the activity the table gives for the weekday and paksha; in each
//   following yama it moves to the next activity of the paksha's day or night order.

export const BIRDS = ['vulture', 'owl', 'crow', 'cock', 'peacock'] as const;
export type Bird = (typeof BIRDS)[number];
export const ACTIVITIES = ['ruling', 'eating', 'walking', 'sleeping', 'dying'] as const;
export type Activity = (typeof ACTIVITIES)[number];
export type Half = 'shukla' | 'krishna';
export type Watch = 'day' | 'night';

/** Last nakshatra index (0 = Ashwini) of each of the five groups. */
export const BIRD_GROUP_ENDS = [4, 10, 15, 20, 26] as const;

/** Birth bird by group, waxing and waning. */
export const BIRTH_BIRD: Readonly<Record<Half, readonly Bird[]>> = {
  shukla: ['vulture', 'owl', 'crow', 'cock', 'peacock'],
  krishna: ['peacock', 'cock', 'crow', 'owl', 'vulture'],
};

/** Order of the activities from one yama to the next. */
export const YAMA_ORDER: Readonly<Record<Half, Record<Watch, readonly Activity[]>>> = {
  shukla: { day: ['eating', 'walking', 'ruling', 'sleeping', 'dying'], night: ['eating', 'ruling', 'dying', 'walking', 'sleeping'] },
  krishna: { day: ['eating', 'dying', 'sleeping', 'ruling', 'walking'], night: ['eating', 'sleeping', 'walking', 'dying', 'ruling'] },
};

type Row = readonly [Activity, Activity, Activity, Activity, Activity]; // vulture, owl, crow, cock, peacock
const E = 'eating', W = 'walking', R = 'ruling', S = 'sleeping', D = 'dying';

/** Each bird's activity in the first yama, by paksha, day or night, and weekday (Sunday first). */
export const FIRST_YAMA: Readonly<Record<Half, Record<Watch, readonly Row[]>>> = {
  shukla: {
    day: [[E, W, R, S, D], [D, E, W, R, S], [E, W, R, S, D], [D, E, W, R, S], [S, D, E, W, R], [R, S, D, E, W], [W, R, S, D, E]],
    night: [[D, R, E, S, W], [W, D, R, E, S], [D, R, E, S, W], [W, D, R, E, S], [S, W, D, R, E], [E, S, W, D, R], [R, E, S, W, D]],
  },
  krishna: {
    day: [[W, D, R, E, S], [S, W, D, R, E], [W, D, R, E, S], [D, R, E, S, W], [R, E, S, W, D], [E, S, W, D, R], [S, W, D, R, E]],
    night: [[E, R, D, W, S], [D, W, S, E, R], [E, R, D, W, S], [S, E, R, D, W], [W, S, E, R, D], [R, D, W, S, E], [D, W, S, E, R]],
  },
};
