// The shapes of the numerology text banks: every entry is required, so a bank is complete or does not compile.
import type { Digit } from '../numbers.js';
import type { CoreNumber } from '../pythagorean.js';

/** The four name and birth numbers that have a meaning of their own. */
export const CORE_KINDS = ['lifepath', 'expression', 'soul_urge', 'personality'] as const;
export type CoreKind = (typeof CORE_KINDS)[number];

export interface WesternTexts {
  titles: Readonly<Record<CoreKind | 'sub_conscious_self' | 'challenge', string>>;
  /** Per number, one text for each kind of number it can be. */
  numbers: Readonly<Record<CoreNumber, Readonly<Record<CoreKind, string>>>>;
  /** For a name without vowels (soul urge 0) or without consonants (personality 0). */
  none: Readonly<Record<'soul_urge' | 'personality', string>>;
  /** The subconscious self number, 1–9: how many of the nine values the name's letters show (no master numbers). */
  sub_conscious_self: Readonly<Record<Digit, string>>;
  /** The names of the four challenges, first to fourth. */
  challenge_names: readonly [string, string, string, string];
  /** Challenges 0 to 8. */
  challenges: readonly string[];
  personal_year: Readonly<Record<Digit, string>>;
  personal_month: Readonly<Record<Digit, string>>;
  personal_day: Readonly<Record<Digit, string>>;
}

/** The six Vedic numerology reports (numero_report … numero_fav_mantra): a title and one text per radical number. */
export const VEDIC_REPORTS = ['report', 'fav_time', 'place_vastu', 'fasts', 'fav_lord', 'fav_mantra'] as const;
export type VedicReport = (typeof VEDIC_REPORTS)[number];

export type Relation = 'friendly' | 'neutral' | 'unfriendly';

export interface VedicTexts {
  reports: Readonly<Record<VedicReport, { title: string; texts: Readonly<Record<Digit, string>> }>>;
  daily: {
    /** How the day's number stands to the radical number. */
    relation: Readonly<Record<Relation, string>>;
    /** What the day's number (1–9) brings, by its planet. */
    day_number: Readonly<Record<Digit, string>>;
  };
}
