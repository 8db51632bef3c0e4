// The festival rules as data: which lunar month, tithi and part of the day (karmakala) fixes each
// festival, or which sidereal ingress of the Sun (sankranti).
//
// Sources (public domain):
// - R. Sewell and S. B. Dikshit, "The Indian Calendar" (London, 1896): amanta and purnimanta month
//   naming, adhika (intercalary) months, tithis and their relation to the civil day (Arts. 10-47).
// - F. Kielhorn, "Festal days of the Hindu lunar calendar", Indian Antiquary 26 (1897), 177-187: the
//   month, paksha and tithi of each festival, and the rule that a festival takes the day on which its
//   tithi holds at the part of the day its rite belongs to (sunrise, midday, afternoon, evening twilight,
//   midnight), and is not held in an intercalary month.
// - Sewell and Dikshit (1896), on the karanas: the sixty (half-tithis); Vishti, called Bhadra, is
//   the seventh of the seven movable ones, and holds in the first half of the Purnima.
// - The Bhadra rules for Holika Dahan and Raksha Bandhan as the Nirnayasindhu (Kamalakara Bhatta,
//   1612) gives them in the modern almanacs' summaries (not checked against the Sanskrit text).
// Where those leave a choice (the tie when a tithi touches that part of two days, the part of the day
// for a few festivals), the choice is ours and is written down in docs/festivals.md.
//
// Months are amanta (a month runs from new moon to new moon), Chaitra 0 … Phalguna 11, as
// src/vedic/lunar-month.ts names them; tithis 1-15 Shukla (15 Purnima), 16-30 Krishna (30 Amavasya).
// North-Indian (purnimanta) usage names a Krishna-paksha tithi by the next month: amanta Shravana
// Krishna Ashtami (Janmashtami) is purnimanta Bhadrapada Krishna Ashtami. The answer gives both.

/**
 * The part of the day a festival's tithi must hold at. `sunrise`: the tithi current at sunrise
 * (udaya); the others are spans of the day: purvahna the first half of the daytime, madhyahna and
 * aparahna its third and fourth fifths, pradosh the first fifth of the night after sunset, nishita the
 * eighth of the night's fifteen muhurtas (around midnight), moonrise the rise of the Moon.
 */
export const KALAS = ['sunrise', 'purvahna', 'madhyahna', 'aparahna', 'pradosh', 'nishita', 'moonrise'] as const;
export type Kala = (typeof KALAS)[number];

export const REGIONS = ['Common', 'North India', 'South India', 'East India'] as const;
export type Region = (typeof REGIONS)[number];

interface RuleBase {
  /** Stable number of the festival in answers. */
  id: number;
  /** UPPER_SNAKE key, as the hosted service's festival lists carry one; names are in src/i18n/festivals.ts. */
  key: string;
  region: Region;
}

/** Held on the day its tithi holds at its kala, in its amanta month (never an adhika month). */
export interface TithiRule extends RuleBase {
  kind: 'tithi';
  /** Amanta month, Chaitra 0 … Phalguna 11. */
  month: number;
  /** 1 … 30 (Shukla 1-15, Krishna 16-30). */
  tithi: number;
  kala: Kala;
  /** An ekadashi fast: the answer adds hari vasara and the parana (breaking of the fast) the next morning. */
  fast?: true;
  /**
   * A Purnima rite kept out of Bhadra (Vishti karana, the Purnima's first half): the order in which
   * calendar.ts tries the parts of the day after Bhadra ends (docs/festivals.md, "Bhadra").
   */
  bhadra?: 'holika' | 'raksha';
}

/** Held on the day of the Sun's ingress into a sidereal sign, or the next day when it comes after sunset. */
export interface SankrantiRule extends RuleBase {
  kind: 'sankranti';
  /** Sign entered, Aries 0 … Pisces 11. */
  sign: number;
}

/** Held a fixed number of days after another festival. */
export interface AfterRule extends RuleBase {
  kind: 'after';
  base: string;
  days: number;
}

export type FestivalRule = TithiRule | SankrantiRule | AfterRule;

const M = { Chaitra: 0, Vaishakha: 1, Jyeshtha: 2, Ashadha: 3, Shravana: 4, Bhadrapada: 5, Ashvina: 6, Kartika: 7, Margashirsha: 8, Pausha: 9, Magha: 10, Phalguna: 11 } as const;
const SHUKLA = (n: number) => n;
const KRISHNA = (n: number) => 15 + n;

const RULES = [
  { id: 1, key: 'MAKAR_SANKRANTI', region: 'Common', kind: 'sankranti', sign: 9 },
  { id: 2, key: 'PONGAL', region: 'South India', kind: 'sankranti', sign: 9 },
  { id: 3, key: 'VASANT_PANCHAMI', region: 'Common', kind: 'tithi', month: M.Magha, tithi: SHUKLA(5), kala: 'purvahna' },
  { id: 4, key: 'MAHA_SHIVARATRI', region: 'Common', kind: 'tithi', month: M.Magha, tithi: KRISHNA(14), kala: 'nishita' },
  { id: 5, key: 'HOLIKA_DAHAN', region: 'North India', kind: 'tithi', month: M.Phalguna, tithi: SHUKLA(15), kala: 'pradosh', bhadra: 'holika' },
  { id: 6, key: 'HOLI', region: 'Common', kind: 'after', base: 'HOLIKA_DAHAN', days: 1 },
  { id: 7, key: 'UGADI', region: 'Common', kind: 'tithi', month: M.Chaitra, tithi: SHUKLA(1), kala: 'sunrise' },
  { id: 8, key: 'RAMA_NAVAMI', region: 'Common', kind: 'tithi', month: M.Chaitra, tithi: SHUKLA(9), kala: 'madhyahna' },
  { id: 9, key: 'MAHAVIR_JAYANTI', region: 'Common', kind: 'tithi', month: M.Chaitra, tithi: SHUKLA(13), kala: 'sunrise' },
  { id: 10, key: 'HANUMAN_JAYANTI', region: 'North India', kind: 'tithi', month: M.Chaitra, tithi: SHUKLA(15), kala: 'sunrise' },
  { id: 11, key: 'MESHA_SANKRANTI', region: 'Common', kind: 'sankranti', sign: 0 },
  { id: 12, key: 'AKSHAYA_TRITIYA', region: 'Common', kind: 'tithi', month: M.Vaishakha, tithi: SHUKLA(3), kala: 'purvahna' },
  { id: 13, key: 'BUDDHA_PURNIMA', region: 'Common', kind: 'tithi', month: M.Vaishakha, tithi: SHUKLA(15), kala: 'sunrise' },
  { id: 14, key: 'NIRJALA_EKADASHI', region: 'Common', kind: 'tithi', month: M.Jyeshtha, tithi: SHUKLA(11), kala: 'sunrise', fast: true },
  { id: 15, key: 'DEVSHAYANI_EKADASHI', region: 'Common', kind: 'tithi', month: M.Ashadha, tithi: SHUKLA(11), kala: 'sunrise', fast: true },
  { id: 16, key: 'GURU_PURNIMA', region: 'Common', kind: 'tithi', month: M.Ashadha, tithi: SHUKLA(15), kala: 'sunrise' },
  { id: 17, key: 'NAG_PANCHAMI', region: 'Common', kind: 'tithi', month: M.Shravana, tithi: SHUKLA(5), kala: 'purvahna' },
  { id: 18, key: 'RAKSHA_BANDHAN', region: 'North India', kind: 'tithi', month: M.Shravana, tithi: SHUKLA(15), kala: 'aparahna', bhadra: 'raksha' },
  { id: 19, key: 'KRISHNA_JANMASHTAMI', region: 'Common', kind: 'tithi', month: M.Shravana, tithi: KRISHNA(8), kala: 'nishita' },
  { id: 20, key: 'GANESH_CHATURTHI', region: 'Common', kind: 'tithi', month: M.Bhadrapada, tithi: SHUKLA(4), kala: 'madhyahna' },
  { id: 21, key: 'MAHALAYA_AMAVASYA', region: 'Common', kind: 'tithi', month: M.Bhadrapada, tithi: KRISHNA(15), kala: 'aparahna' },
  { id: 22, key: 'NAVRATRI_BEGINS', region: 'Common', kind: 'tithi', month: M.Ashvina, tithi: SHUKLA(1), kala: 'sunrise' },
  { id: 23, key: 'DURGA_ASHTAMI', region: 'Common', kind: 'tithi', month: M.Ashvina, tithi: SHUKLA(8), kala: 'sunrise' },
  { id: 24, key: 'MAHA_NAVAMI', region: 'Common', kind: 'tithi', month: M.Ashvina, tithi: SHUKLA(9), kala: 'sunrise' },
  { id: 25, key: 'DUSSEHRA', region: 'Common', kind: 'tithi', month: M.Ashvina, tithi: SHUKLA(10), kala: 'aparahna' },
  { id: 26, key: 'KARVA_CHAUTH', region: 'North India', kind: 'tithi', month: M.Ashvina, tithi: KRISHNA(4), kala: 'moonrise' },
  { id: 27, key: 'DHANTERAS', region: 'Common', kind: 'tithi', month: M.Ashvina, tithi: KRISHNA(13), kala: 'pradosh' },
  { id: 28, key: 'NARAKA_CHATURDASHI', region: 'Common', kind: 'tithi', month: M.Ashvina, tithi: KRISHNA(14), kala: 'sunrise' },
  { id: 29, key: 'DIWALI', region: 'Common', kind: 'tithi', month: M.Ashvina, tithi: KRISHNA(15), kala: 'pradosh' },
  { id: 30, key: 'GOVARDHAN_PUJA', region: 'North India', kind: 'tithi', month: M.Kartika, tithi: SHUKLA(1), kala: 'sunrise' },
  { id: 31, key: 'BHAI_DOOJ', region: 'Common', kind: 'tithi', month: M.Kartika, tithi: SHUKLA(2), kala: 'aparahna' },
  { id: 32, key: 'CHHATH_PUJA', region: 'East India', kind: 'tithi', month: M.Kartika, tithi: SHUKLA(6), kala: 'sunrise' },
  { id: 33, key: 'DEV_UTHANI_EKADASHI', region: 'Common', kind: 'tithi', month: M.Kartika, tithi: SHUKLA(11), kala: 'sunrise', fast: true },
  { id: 34, key: 'KARTIKA_PURNIMA', region: 'Common', kind: 'tithi', month: M.Kartika, tithi: SHUKLA(15), kala: 'sunrise' },
] as const satisfies readonly FestivalRule[];

export const FESTIVAL_RULES: readonly FestivalRule[] = RULES;
export type FestivalKey = (typeof RULES)[number]['key'];
export const FESTIVAL_KEYS: readonly FestivalKey[] = RULES.map((r) => r.key);
