// Bhinnashtakavarga (one graha's bindus in each sign) and Sarvashtakavarga (their sum), from the
// signs the seven grahas and the lagna occupy at birth and Parashara's tables.
import { ASHTAKAVARGA_GRAHAS, BINDU_PLACES, CONTRIBUTORS, type AshtakavargaGraha, type Contributor } from './ashtakavarga-tables.js';

/** Sign index (Aries 0) of each contributor at birth. */
export type ContributorSigns = Readonly<Record<Contributor, number>>;

/** For each sign Aries … Pisces: the bindu (0 or 1) each contributor gives it, in CONTRIBUTORS order. */
export type Bhinnashtakavarga = readonly (readonly number[])[];

export function bhinnashtakavarga(graha: AshtakavargaGraha, signs: ContributorSigns): Bhinnashtakavarga {
  const table = BINDU_PLACES[graha];
  return Array.from({ length: 12 }, (_, sign) =>
    CONTRIBUTORS.map((c) => (table[c].includes(((sign - signs[c] + 12) % 12) + 1) ? 1 : 0)),
  );
}

/** For each sign: each graha's total bindus there (Sun … Saturn order). */
export function sarvashtakavarga(signs: ContributorSigns): readonly (readonly number[])[] {
  const tables = ASHTAKAVARGA_GRAHAS.map((g) => bhinnashtakavarga(g, signs));
  return Array.from({ length: 12 }, (_, sign) => tables.map((t) => t[sign]!.reduce((a, b) => a + b, 0)));
}
