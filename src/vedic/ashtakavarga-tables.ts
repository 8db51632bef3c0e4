// Parashara's Bhinnashtakavarga tables: for each of the seven grahas, the houses (counted from each
// of the eight contributors, the seven grahas and the lagna, the contributor's own sign being 1) in
// which the contributor gives that graha a bindu (benefic point).
//
// Source: Brihat Parasara Hora Sastra, the Ashtakavarga chapter (Ashtakavargadhyaya, ch. 66 in the
// numbering of the Santhanam and Sharma editions), as tabulated in every later manual of the method;
// cross-read with Varahamihira's Brihat Jataka, ch. 9 (Ashtakavarga), which gives the same places.
// The totals are the classical constants: Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52,
// Saturn 39 (337 in all). Public-domain classical text; the tables are facts, transcribed here.

/** Contributors in API order: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, then the lagna. */
export const CONTRIBUTORS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'ascendant'] as const;
export type Contributor = (typeof CONTRIBUTORS)[number];

/** The seven grahas that have an ashtakavarga of their own, by API id 0..6. */
export const ASHTAKAVARGA_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
export type AshtakavargaGraha = (typeof ASHTAKAVARGA_GRAHAS)[number];

type Places = readonly number[];
type Table = Readonly<Record<Contributor, Places>>;

export const BINDU_PLACES: Readonly<Record<AshtakavargaGraha, Table>> = {
  sun: {
    sun: [1, 2, 4, 7, 8, 9, 10, 11], moon: [3, 6, 10, 11], mars: [1, 2, 4, 7, 8, 9, 10, 11], mercury: [3, 5, 6, 9, 10, 11, 12],
    jupiter: [5, 6, 9, 11], venus: [6, 7, 12], saturn: [1, 2, 4, 7, 8, 9, 10, 11], ascendant: [3, 4, 6, 10, 11, 12],
  },
  moon: {
    sun: [3, 6, 7, 8, 10, 11], moon: [1, 3, 6, 7, 10, 11], mars: [2, 3, 5, 6, 9, 10, 11], mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    jupiter: [1, 4, 7, 8, 10, 11, 12], venus: [3, 4, 5, 7, 9, 10, 11], saturn: [3, 5, 6, 11], ascendant: [3, 6, 10, 11],
  },
  mars: {
    sun: [3, 5, 6, 10, 11], moon: [3, 6, 11], mars: [1, 2, 4, 7, 8, 10, 11], mercury: [3, 5, 6, 11],
    jupiter: [6, 10, 11, 12], venus: [6, 8, 11, 12], saturn: [1, 4, 7, 8, 9, 10, 11], ascendant: [1, 3, 6, 10, 11],
  },
  mercury: {
    sun: [5, 6, 9, 11, 12], moon: [2, 4, 6, 8, 10, 11], mars: [1, 2, 4, 7, 8, 9, 10, 11], mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    jupiter: [6, 8, 11, 12], venus: [1, 2, 3, 4, 5, 8, 9, 11], saturn: [1, 2, 4, 7, 8, 9, 10, 11], ascendant: [1, 2, 4, 6, 8, 10, 11],
  },
  jupiter: {
    sun: [1, 2, 3, 4, 7, 8, 9, 10, 11], moon: [2, 5, 7, 9, 11], mars: [1, 2, 4, 7, 8, 10, 11], mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    jupiter: [1, 2, 3, 4, 7, 8, 10, 11], venus: [2, 5, 6, 9, 10, 11], saturn: [3, 5, 6, 12], ascendant: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  venus: {
    sun: [8, 11, 12], moon: [1, 2, 3, 4, 5, 8, 9, 11, 12], mars: [3, 5, 6, 9, 11, 12], mercury: [3, 5, 6, 9, 11],
    jupiter: [5, 8, 9, 10, 11], venus: [1, 2, 3, 4, 5, 8, 9, 10, 11], saturn: [3, 4, 5, 8, 9, 10, 11], ascendant: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  saturn: {
    sun: [1, 2, 4, 7, 8, 10, 11], moon: [3, 6, 11], mars: [3, 5, 6, 10, 11, 12], mercury: [6, 8, 9, 10, 11, 12],
    jupiter: [5, 6, 11, 12], venus: [6, 11, 12], saturn: [3, 5, 6, 11], ascendant: [1, 3, 4, 6, 10, 11],
  },
};
