// The shape every language's report texts must fill. Fixed-length tuples make a missing entry a type
// error, so an incomplete bank cannot build (and test/reports-texts.test.ts checks none is empty).
import type { Tuple } from '../i18n/vocabulary.js';
import type { Tara } from './puja.js';

/** Report languages with a complete bank; every other language is answered in English. */
export const REPORT_LANGUAGES = ['en', 'hi'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** Path names of the nine grahas, in API id order (Sun 0 … Ketu 8). */
export const GRAHA_KEYS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
export type GrahaKey = (typeof GRAHA_KEYS)[number];
/** Grahas with a sign report: the nodes have none (spec §2.4: the body is then `{planet}` alone). */
export type RashiGraha = Exclude<GrahaKey, 'rahu' | 'ketu'>;

/** One nakshatra's report: arrays of paragraphs, in the answer's key order. */
export interface NakshatraText {
  physical: readonly string[];
  character: readonly string[];
  education: readonly string[];
  family: readonly string[];
  health: readonly string[];
}

/** A nakshatra's entry as the banks write it: the five sections in the answer's order, each its paragraphs. */
export const nakshatraText = (physical: string[], character: string[], education: string[], family: string[], health: string[]): NakshatraText =>
  ({ physical, character, education, family, health });

/** Aries … Pisces. */
export type BySign = Tuple<string, 12>;
/** Houses 1 … 12. */
export type ByHouse = Tuple<string, 12>;

export interface PujaText {
  title: string;
  summary: string;
}

export interface ReportTexts {
  /** By ascendant sign, Aries … Pisces. */
  ascendant: BySign;
  /** By the Moon's nakshatra, Ashwini … Revati. */
  nakshatra: Tuple<NakshatraText, 27>;
  /** By graha, then whole-sign house 1 … 12. */
  house: Readonly<Record<GrahaKey, ByHouse>>;
  /** By graha (not the nodes), then sidereal sign Aries … Pisces. */
  rashi: Readonly<Record<RashiGraha, BySign>>;
}

/** The words of one gem row in a language (the row's numbers and key are the table's). */
export interface GemWords {
  name: string;
  semi_gem: string;
  wear_finger: string;
  wear_metal: string;
  wear_day: string;
  gem_deity: string;
}

/** Fixed sentences of the remedies; `{name}` marks a value filled in per chart. */
export interface RemedyTexts {
  /** By graha Sun … Saturn (the sign lords): the stone's row in words. */
  gems: Tuple<GemWords, 7>;
  rudraksha: {
    /** `{a}` and `{b}`: the two beads' names in capitals, e.g. TWO FACED. */
    recommend: string;
    /** `{a}`, `{b}`: number words of the two beads; `{ra}`, `{rb}`: their romanised Hindi words (Do, Paanch). */
    name: string;
    /** One bead as `recommend` names it; `{n}` its number word, in capitals where the script has them. */
    bead: string;
    /** Number words by mukhi count, as the name uses them (title case in English). */
    numbers: Readonly<Record<RudrakshaMukhi, string>>;
    /** By mukhi count, for the beads the table uses. */
    detail: Readonly<Record<RudrakshaMukhi, string>>;
  };
  puja: {
    summary: string;
    none: string;
    kal_sarpa: PujaText;
    pitra_dosha: PujaText;
    nakshatra: PujaText;
    /** `{direction}` ascending/descending, `{extent}` full/partial. */
    kal_sarpa_line: string;
    /** `{count}` the number of pitra rules met. */
    pitra_line: string;
    /** `{lord}` the ascendant lord, `{tara}` the tara in capitals. */
    nakshatra_line: string;
    directions: { ascending: string; descending: string; full: string; partial: string };
    /** Tara names as `nakshatra_line` gives them (capitals in English, as the hosted service's VIPAT). */
    taras: Readonly<Record<Tara, string>>;
  };
  sadhesati: { remedies: readonly string[] };
  pitra: {
    what: string;
    /** By rule id (pitra-dosha.ts), one sentence each. */
    rules: Readonly<Record<PitraRule, string>>;
    present: string;
    absent: string;
    remedies: readonly string[];
    effects: readonly string[];
  };
}

/** Mukhi counts the rudraksha table uses (rudraksha.ts). */
export type RudrakshaMukhi = 2 | 3 | 4 | 5 | 6 | 7 | 12;
/** Pitra dosha rules (pitra-dosha.ts). */
export type PitraRule = 'sun_rahu' | 'sun_ketu' | 'sun_saturn' | 'node_in_ninth' | 'ninth_lord_node';
