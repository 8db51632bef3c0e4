// The karanas: which of the 11 names each of the 60 half-tithis of a lunar month carries.
//
// Sources: E. M. Reingold and N. Dershowitz, "Calendrical Calculations" (3rd ed., 2008), §20.6
// (function `karana`: half-tithi 1 is the fixed Kimstughna, 2–57 run the seven movable karanas
// eight times over, 58–60 are the fixed Shakuni, Chatushpada and Naga); the Surya Siddhanta
// (tr. E. Burgess, 1860), ch. II, on the half-tithis and their fixed and movable names; the same
// order in the Wikipedia article "Karana (pañcāṅga)". Facts, no licence needed.
//
// Numbering (KaranaId + 1 is the reference service's `karan_number`): Kimstughna first, then the
// movable seven, then the three fixed ones. Its documentation example gives `karan_number` 7 for
// Vanija in the second half of Shukla Saptami, which this numbering reproduces.

export const KARANAS = [
  'kimstughna', 'bava', 'balava', 'kaulava', 'taitila', 'gara', 'vanija', 'vishti', 'shakuni', 'chatushpada', 'naga',
] as const;
export type Karana = (typeof KARANAS)[number];
/** Index into KARANAS, 0 (Kimstughna) … 10 (Naga). */
export type KaranaId = number;

/** The seven movable karanas, in their repeating order. */
const MOVABLE: readonly Karana[] = ['bava', 'balava', 'kaulava', 'taitila', 'gara', 'vanija', 'vishti'];
/** Fixed karanas by their 1-based half-tithi. */
const FIXED: Readonly<Record<number, Karana>> = { 1: 'kimstughna', 58: 'shakuni', 59: 'chatushpada', 60: 'naga' };

/** The karana of each half-tithi: entry h−1 for half-tithi h = 1…60. */
export const KARANA_OF_HALF_TITHI: readonly KaranaId[] = Array.from({ length: 60 }, (_, i) => {
  const halfTithi = i + 1;
  return KARANAS.indexOf(FIXED[halfTithi] ?? MOVABLE[(halfTithi - 2) % 7]!);
});
