// The Mangal (Kuja) dosha rules and the weights that turn them into percentages (data).
//
// Which placements count: Mars in houses 1, 2, 4, 7, 8 or 12 counted from the ascendant (whole
// signs), the houses every North-Indian text lists (Brihat Parashara Hora Shastra ch. 77 on the
// 7th and 8th; the Manasagari verse "lagne vyaye cha patale jamitre chashtame kuje" for 1, 12, 4,
// 7, 8; the 2nd added by the South-Indian reading that North-Indian software also follows), and
// Mars's special aspects (4th, 7th and 8th from itself) falling on those houses.
//
// The percentages are ours (the texts give no numbers): each placement weighs by how strongly the
// texts rate it, each aspect on a dosha house adds 5.5, and the sum is capped at 100. Half-point
// steps of 5.5 match the reference service's published figures (16.5 % "less effective", 27.5 %
// "effective"); 25 % is the line between the two.
//
// Cancellations (the common list in almanacs and matching software, e.g. "Mangal dosha parihar" in
// Muhurta Chintamani commentaries): Mars in its own sign (Aries, Scorpio) or exalted (Capricorn), or
// in one of the house-and-sign pairs below, cancels the dosha entirely; Jupiter with Mars or
// aspecting it, Jupiter or Venus in the ascendant, and the Moon with Mars each halve what remains.

/** Weight of Mars placed in each dosha house (1-based house from the ascendant). */
export const MANGLIK_HOUSE_WEIGHT: Readonly<Record<number, number>> = { 1: 22, 2: 11, 4: 16.5, 7: 27.5, 8: 27.5, 12: 16.5 };

/** Houses whose placement or aspect makes the dosha. */
export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

/** Weight of each dosha house that Mars aspects. */
export const MANGLIK_ASPECT_WEIGHT = 5.5;

/** Mars's aspects: the 4th, 7th and 8th houses counted from its own (inclusive). */
export const MARS_ASPECTS: readonly number[] = [4, 7, 8];

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
