// The shapes of the prediction text banks. Fixed-length tuples and full records make a missing
// entry a type error, so a language whose bank is incomplete cannot build.
import type { Tuple } from '../../i18n/vocabulary.js';
import type { NakshatraNature, TithiClass } from '../../vedic/panchang-tables.js';
import type { BODY_ID } from '../sun-sign-rules.js';
import type { Angle, AnglePlanet, Aspecting, AspectNature, Passage, PlanetRuledSign, Polarity, RetrogradePlanet, Section } from '../sun-sign-rules.js';

export type BySection = Readonly<Record<Section, string>>;

export interface SunSignTexts {
  /** The Moon in the 1st … 12th house from the sign, one sentence per section. */
  moonHouse: Tuple<BySection, 12>;
  /** The Moon newly arrived, midway, or about to leave, by house 1 … 12 (read under emotions). */
  moonPassage: Tuple<Readonly<Record<Passage, string>>, 12>;
  /** The rulers' names as the aspect texts' {ruler} reads them (with an article where the language wants one). */
  rulerName: Readonly<Record<keyof typeof BODY_ID, string>>;
  /** A body in aspect to the sign's ruler, for an odd and an even sign; {ruler} stands for the ruler's name. */
  aspect: Readonly<Record<Aspecting, Readonly<Record<AspectNature, Readonly<Record<Polarity, string>>>>>>;
  /** A body on one of the sign's angles. */
  angle: Readonly<Record<AnglePlanet, Readonly<Record<Angle, string>>>>;
  /** A planet retrograde on one of the sign's angles. */
  retrogradeOnAngle: Readonly<Record<RetrogradePlanet, Readonly<Record<Angle, string>>>>;
  /** The sign's own ruler retrograde, by sign. */
  rulerRetrograde: Readonly<Record<PlanetRuledSign, string>>;
  /** The month's theme, by the house the Sun crosses at mid-month (monthly horoscope). */
  sunHouseMonth: Tuple<string, 12>;
  /** The month's full moon, by the house it lights. */
  fullMoonHouse: Tuple<string, 12>;
}

/** The nine taras, Janma … Parama Mitra. */
export const TARAS = ['janma', 'sampat', 'vipat', 'kshema', 'pratyak', 'sadhana', 'naidhana', 'mitra', 'param_mitra'] as const;
export type Tara = (typeof TARAS)[number];

/** The nakshatra prediction's sections, in the answer's key order. */
export const NAKSHATRA_SECTIONS = ['health', 'emotions', 'profession', 'luck', 'personal_life', 'travel'] as const;
export type NakshatraSection = (typeof NAKSHATRA_SECTIONS)[number];

export interface NakshatraTexts {
  tara: Readonly<Record<Tara, Readonly<Record<NakshatraSection, string>>>>;
  /** The class of the tithi at sunrise (read under luck). */
  tithiClass: Readonly<Record<TithiClass, string>>;
  /** The nature of the Moon's nakshatra at sunrise (read under travel). */
  nakshatraNature: Readonly<Record<NakshatraNature, string>>;
}
