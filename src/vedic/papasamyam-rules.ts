// Papasamyam (dosha samyam): the malefic points of one chart, compared between the partners in South-Indian
// matching. Data only; the count is in ./papasamyam.ts.
//
// Source: the rule as the Tamil matching tradition states it and as set out at vedastrology.blogspot.com,
// "Dosha Samyam (Analysing Quantum of Dosha)", 7 June 2011: the malefics are Mars, Saturn, the Sun and
// Rahu (Ketu, a malefic Moon and Mercury make none); a malefic in the 1st, 2nd, 4th, 7th, 8th or 12th house
// makes dosha by the house's units times the planet's units; the houses are counted from the lagna, from
// the Moon and from Venus, the count from the Moon weighing a half and from Venus a quarter, and the three
// are added. The same rule lists the malefic's dignity as a further factor (none when exalted, a quarter in
// its mooltrikona, a half in its own sign …); we leave it out, as the simpler almanac counts do, since
// tables of dignity for Rahu differ. Houses are whole signs, as for the manglik count.

export const PAPA_PLANETS = [2, 6, 0, 7] as const; // Mars, Saturn, Sun, Rahu
export type PapaPlanet = (typeof PAPA_PLANETS)[number];

/** Units of each malefic. */
export const PLANET_UNITS: Readonly<Record<PapaPlanet, number>> = { 2: 4, 6: 3, 0: 2, 7: 1 };

/** Units of each dosha house (1-based); houses not listed make none. */
export const HOUSE_UNITS: Readonly<Record<number, number>> = { 1: 3, 2: 3, 4: 3, 7: 5, 8: 6, 12: 1 };

export const REFERENCES = ['lagna', 'moon', 'venus'] as const;
export type Reference = (typeof REFERENCES)[number];

/** Weight of the count from each reference point. */
export const REFERENCE_WEIGHT: Readonly<Record<Reference, number>> = { lagna: 1, moon: 0.5, venus: 0.25 };
