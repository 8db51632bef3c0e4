// The shapes the Western profile texts fill (personality, romance, friendship, karma, romantic
// forecast, moon phases, solar return, sign compatibility). Fixed-length tuples make a missing entry a
// type error; test/western-profile-texts.test.ts checks none is empty and none repeats.
import type { Tuple } from '../../i18n/vocabulary.js';

/** Aries … Pisces. */
export type BySign = Tuple<string, 12>;
/** Houses 1 … 12. */
export type ByHouse = Tuple<string, 12>;
/** Fire, Earth, Air, Water (Aries, Taurus, Gemini, Cancer and every fourth sign after each). */
export type ByElement = Tuple<string, 4>;
/** Sun … Pluto, in the Western planet list's order (Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Uranus, Neptune, Pluto). */
export type ByPlanet = Tuple<string, 10>;
/** Conjunction, Opposition, Trine, Square, Sextile: the major aspects in aspect_type order. */
export type ByAspect = Tuple<string, 5>;
