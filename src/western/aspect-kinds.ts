// The aspects the Western charts look for, and their orbs: data.
// Sources: the majors' names, ids (aspect_type) and orbs are those that reproduce every aspect list of
// the hosted service's genuine western_horoscope answers (spec western.md §1.3: largest orb listed /
// smallest orb left out, conjunction 9.9/10.8, opposition 8.7/10.8, square 7.9/8.9, trine 4.5/8.9,
// sextile 5.6/8.0). The minors' names are the service's (synastry answers: "Semi Sextile",
// "Semi Square", "Quincunx", "Quintile"); their ids 6–9 and their orbs are our choice, since no
// answer shows them: narrow orbs (2°, the quincunx 3°), well clear of the majors' so that no
// separation can match two kinds.
export interface AspectKind {
  /** aspect_type: 1–5 the hosted service's, 6–9 ours. */
  id: number;
  name: string;
  /** Exact separation, degrees. */
  angle: number;
  /** Largest |separation − angle| still counted, degrees (inclusive). */
  orb: number;
}

export const MAJOR_ASPECTS: readonly AspectKind[] = [
  { id: 1, name: 'Conjunction', angle: 0, orb: 10 },
  { id: 2, name: 'Opposition', angle: 180, orb: 10 },
  { id: 3, name: 'Trine', angle: 120, orb: 8 },
  { id: 4, name: 'Square', angle: 90, orb: 8 },
  { id: 5, name: 'Sextile', angle: 60, orb: 6 },
];

export const MINOR_ASPECTS: readonly AspectKind[] = [
  { id: 6, name: 'Semi Sextile', angle: 30, orb: 2 },
  { id: 7, name: 'Semi Square', angle: 45, orb: 2 },
  { id: 8, name: 'Quincunx', angle: 150, orb: 3 },
  { id: 9, name: 'Quintile', angle: 72, orb: 2 },
];

export const ALL_ASPECTS: readonly AspectKind[] = [...MAJOR_ASPECTS, ...MINOR_ASPECTS];
