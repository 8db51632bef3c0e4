// The Mangal (Kuja) dosha rules and the weights that turn them into percentages (data).
//
// Which placements count: Mars in houses 1, 2, 4, 7, 8 or 12 counted from the ascendant (whole
// signs), the houses every North-Indian text lists (Brihat Parashara Hora Shastra ch. 77 on the
// 7th and 8th; the Manasagari verse "lagne vyaye cha patale jamitre chashtame kuje" for 1, 12, 4,
// 7, 8; the 2nd added by the South-Indian reading that North-Indian software also follows), and
// Mars's special aspects (4th, 7th and 8th from itself) falling on those houses. The other natural
// malefics (the Sun, Saturn, Rahu, Ketu) in those houses, and their aspects on them, add to a dosha
// Mars makes, as the matching tradition's count of malefics in the same houses (papa samya) has it;
// they never make one alone: with Mars neither in nor aspecting a dosha house nothing is counted.
// Aspects are the classical full ones (Brihat Parashara Hora Shastra ch. 26): every graha the 7th
// from itself, Mars also the 4th and 8th, Saturn the 3rd and 10th; Rahu and Ketu the 5th, 7th and
// 9th as Jupiter, the convention of Parashari software.
//
// The percentages are ours (the texts give no numbers): Mars placed in a dosha house weighs by how
// strongly the texts rate that house (5.5 × 4, 2, 3, 5, 5, 3 for houses 1, 2, 4, 7, 8, 12: the
// 7th and 8th strongest, the 2nd weakest); each of the other malefics in a dosha house adds 1, and
// each aspect on a dosha house, by any of the five, 0.25 (an aspect is a lesser influence than a
// placement); the sum is capped at 100; 25 % is the line between less effective and effective.
// The one genuine answer of the reference service we hold fixes them: Mars and Ketu in the 2nd,
// Rahu in the 8th, the Sun and Saturn in the 12th; aspects of Rahu on 4, 12 and 2, of Saturn on 2,
// of Mars and of Ketu on 8; no cancellation: 11 + 4 × 1 + 6 × 0.25 = 16.5 % "LESS_EFFECTIVE", as
// that answer says (test/doshas.test.ts). Mars alone in the 7th or 8th makes 27.5 % and more, the
// reference service's "effective" figure in its documentation.
//
// Cancellations (the common list in almanacs and matching software, e.g. "Mangal dosha parihar" in
// Muhurta Chintamani commentaries): Mars in its own sign (Aries, Scorpio) or exalted (Capricorn), or
// in one of the house-and-sign pairs below, cancels the dosha entirely; Jupiter with Mars or
// aspecting it, Jupiter or Venus in the ascendant, and the Moon with Mars each halve what remains.
import { PlanetId, type GrahaId } from './zodiac.js';

/** Weight of Mars placed in each dosha house (1-based house from the ascendant). */
export const MANGLIK_HOUSE_WEIGHT: Readonly<Record<number, number>> = { 1: 22, 2: 11, 4: 16.5, 7: 27.5, 8: 27.5, 12: 16.5 };

/** Houses whose placement or aspect makes the dosha. */
export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

/** Weight of each of the other malefics placed in a dosha house. */
export const OTHER_MALEFIC_WEIGHT = 1;

/** Weight of each aspect on a dosha house, by any of the malefics. */
export const MANGLIK_ASPECT_WEIGHT = 0.25;

/** The malefics counted, Mars (the dosha's own planet) first, then in chart order. */
export const DOSHA_MALEFICS: readonly GrahaId[] = [PlanetId.Mars, PlanetId.Sun, PlanetId.Saturn, PlanetId.Rahu, PlanetId.Ketu];

/** Each malefic's aspects: the houses counted from its own (inclusive). */
export const MALEFIC_ASPECTS: Readonly<Partial<Record<GrahaId, readonly number[]>>> = {
  [PlanetId.Mars]: [4, 7, 8], [PlanetId.Sun]: [7], [PlanetId.Saturn]: [3, 7, 10], [PlanetId.Rahu]: [5, 7, 9], [PlanetId.Ketu]: [5, 7, 9],
};

/** Jupiter's aspects: the 5th, 7th and 9th houses counted from its own. */
export const JUPITER_ASPECTS: readonly number[] = [5, 7, 9];

/** At or above this percentage (after cancellation) the dosha is EFFECTIVE and present. */
export const EFFECTIVE_FROM = 25;

/** Mars in these signs (0 = Aries) in these houses cancels the dosha. */
export const EXEMPT_HOUSE_SIGNS: Readonly<Record<number, readonly number[]>> = {
  1: [4, 10], // Leo, Aquarius
  2: [2, 5], // Gemini, Virgo
  4: [0, 7], // Aries, Scorpio
  7: [3, 9], // Cancer, Capricorn
  8: [8, 11], // Sagittarius, Pisces
  12: [1, 6], // Taurus, Libra
};

export const MARS_OWN_SIGNS: readonly number[] = [0, 7];
export const MARS_EXALTATION_SIGN = 9;

export type CancelRule = 'own_sign' | 'exalted' | 'house_sign' | 'jupiter_conjunct' | 'jupiter_aspect' | 'benefic_ascendant' | 'moon_conjunct';

/** Share of the dosha each rule removes (1 = all of it); several partial rules multiply. */
export const CANCEL_REDUCTION: Readonly<Record<CancelRule, number>> = {
  own_sign: 1, exalted: 1, house_sign: 1, jupiter_conjunct: 0.5, jupiter_aspect: 0.5, benefic_ascendant: 0.5, moon_conjunct: 0.5,
};
