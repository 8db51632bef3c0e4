// The Avakahada attributes of a birth, from the Moon's sign and nakshatra. Data only, as codes; names
// in every language are in src/i18n/matching/names.ts.
//
// Sources (the classifications are the same in every North-Indian almanac we compared):
// - varna, vashya, gana, nadi, yoni by sign or nakshatra: the Ashtakoota tables printed on
//   kundalimilan.in ("Predictions made by gunas"), astroswami.in ("Ashtkoot Milan", 2024),
//   mohitmrinal.com ("Kundli Matching"), planets4u.com ("Gana Koota") and freehoroscopesonline.in
//   ("The Yoni Koota"); vashya of Sagittarius and Capricorn split at 15° as all of them print.
// - tatva: the elements of the signs (fire, earth, air, water in turn from Aries).
// - paya: by the Moon's nakshatra (the nakshatra paya of the almanacs), as bhubnesh.blogspot.com
//   ("बालक के पाये", April 2017) prints it: gold for the three from Revati (Revati, Ashwini, Bharani),
//   iron for the three from Krittika (to Mrigashira), silver for the twelve from Ardra (to Anuradha);
//   copper for the nine left, Jyeshtha to Uttara Bhadrapada. The hosted service answers Gold for a
//   Moon in Ashwini in the 7th house, where the other almanac rule, by the Moon's house from the
//   ascendant (1, 6, 11 gold; 2, 5, 9 silver; 3, 7, 10 copper; 4, 8, 12 iron: gargastro.com, "Sona,
//   chandi aur lohe ka paya"), gives Copper; so this one (docs/conventions.md, "Paya").
// - yunja: the almanacs' three parts of the nakshatra circle: Revati to Mrigashira (poorva), Ardra
//   to Jyeshtha (madhya), Mula to Uttara Bhadrapada (parbhaag).
// - name_alphabet: the 108 pada syllables of the Avakahada chakra (Ashwini: Chu Che Cho La …), as
//   printed in almanacs and on hi.brajdiscovery.org (Revati: De Do Cha Chi).
import { normalizeDegrees, signIndex, nakshatraOf } from './zodiac.js';

export const VARNAS = ['Vipra', 'Kshatriya', 'Vaishya', 'Shoodra'] as const;
export type Varna = (typeof VARNAS)[number];
export const VASHYAS = ['Chatuspad', 'Maanav', 'Jalchar', 'Vanchar', 'Keet'] as const;
export type Vashya = (typeof VASHYAS)[number];
export const YONIS = ['Ashwa', 'Gaj', 'Mesh', 'Sarp', 'Swaan', 'Marjar', 'Mushak', 'Gau', 'Mahish', 'Vyaaghra', 'Mrig', 'Vanar', 'Nakul', 'Simha'] as const;
export type Yoni = (typeof YONIS)[number];
export const GANAS = ['Dev', 'Manushya', 'Rakshasa'] as const;
export type Gana = (typeof GANAS)[number];
export const NADIS = ['Adi', 'Madhya', 'Antya'] as const;
export type Nadi = (typeof NADIS)[number];
export const YUNJAS = ['Poorva', 'Madhya', 'Parbhaag'] as const;
export type Yunja = (typeof YUNJAS)[number];
export const TATVAS = ['Fire', 'Earth', 'Air', 'Water'] as const;
export type Tatva = (typeof TATVAS)[number];
export const PAYAS = ['Gold', 'Silver', 'Copper', 'Iron'] as const;
export type Paya = (typeof PAYAS)[number];

/** Varna by sign, Aries … Pisces: water signs Vipra, fire Kshatriya, earth Vaishya, air Shoodra. */
export const VARNA_BY_SIGN: readonly Varna[] = ['Kshatriya', 'Vaishya', 'Shoodra', 'Vipra', 'Kshatriya', 'Vaishya', 'Shoodra', 'Vipra', 'Kshatriya', 'Vaishya', 'Shoodra', 'Vipra'];

/** Vashya by sign, [first 15°, last 15°]: only Sagittarius and Capricorn change mid-sign. */
export const VASHYA_BY_SIGN: readonly (readonly [Vashya, Vashya])[] = [
  ['Chatuspad', 'Chatuspad'], ['Chatuspad', 'Chatuspad'], ['Maanav', 'Maanav'], ['Jalchar', 'Jalchar'],
  ['Vanchar', 'Vanchar'], ['Maanav', 'Maanav'], ['Maanav', 'Maanav'], ['Keet', 'Keet'],
  ['Maanav', 'Chatuspad'], ['Chatuspad', 'Jalchar'], ['Maanav', 'Maanav'], ['Jalchar', 'Jalchar'],
];

/** Yoni by nakshatra, Ashwini … Revati. */
export const YONI_BY_NAKSHATRA: readonly Yoni[] = [
  'Ashwa', 'Gaj', 'Mesh', 'Sarp', 'Sarp', 'Swaan', 'Marjar', 'Mesh', 'Marjar', 'Mushak', 'Mushak', 'Gau', 'Mahish', 'Vyaaghra',
  'Mahish', 'Vyaaghra', 'Mrig', 'Mrig', 'Swaan', 'Vanar', 'Nakul', 'Vanar', 'Simha', 'Ashwa', 'Simha', 'Gau', 'Gaj',
];

/** Gana by nakshatra. */
export const GANA_BY_NAKSHATRA: readonly Gana[] = [
  'Dev', 'Manushya', 'Rakshasa', 'Manushya', 'Dev', 'Manushya', 'Dev', 'Dev', 'Rakshasa', 'Rakshasa', 'Manushya', 'Manushya', 'Dev', 'Rakshasa',
  'Dev', 'Rakshasa', 'Dev', 'Rakshasa', 'Rakshasa', 'Manushya', 'Manushya', 'Dev', 'Rakshasa', 'Rakshasa', 'Manushya', 'Manushya', 'Dev',
];

/** Nadi by nakshatra: the zigzag Adi, Madhya, Antya, Antya, Madhya, Adi, … */
export const NADI_BY_NAKSHATRA: readonly Nadi[] = Array.from({ length: 27 }, (_, n) => (['Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi'] as const)[n % 6]!);

/** Yunja by nakshatra. */
export const YUNJA_BY_NAKSHATRA: readonly Yunja[] = Array.from({ length: 27 }, (_, n) => (n <= 4 || n === 26 ? 'Poorva' : n <= 17 ? 'Madhya' : 'Parbhaag'));

/** Tatva by sign. */
export const TATVA_BY_SIGN: readonly Tatva[] = Array.from({ length: 12 }, (_, s) => TATVAS[s % 4]!);

/** Paya by nakshatra, Ashwini (0) … Revati (26): the groups of three, three, twelve and nine above. */
export const PAYA_BY_NAKSHATRA: readonly Paya[] = Array.from({ length: 27 }, (_, n) =>
  n <= 1 || n === 26 ? 'Gold' : n <= 4 ? 'Iron' : n <= 16 ? 'Silver' : 'Copper');

/** Padas (108, four per nakshatra) have a naming syllable each; their names are in the names file. */
export const PADA_COUNT = 108;

export interface Avakahada {
  varna: Varna;
  vashya: Vashya;
  yoni: Yoni;
  gana: Gana;
  nadi: Nadi;
  yunja: Yunja;
  tatva: Tatva;
  paya: Paya;
  /** Pada index 0 … 107 (Ashwini pada 1 first): the naming syllable's index in the names file. */
  syllable: number;
}

/** The Avakahada attributes of a Moon longitude. */
export function avakahada(moonLongitude: number): Avakahada {
  const lon = normalizeDegrees(moonLongitude);
  const sign = signIndex(lon);
  const nak = nakshatraOf(lon);
  return {
    varna: VARNA_BY_SIGN[sign]!,
    vashya: VASHYA_BY_SIGN[sign]![lon % 30 < 15 ? 0 : 1],
    yoni: YONI_BY_NAKSHATRA[nak.index]!,
    gana: GANA_BY_NAKSHATRA[nak.index]!,
    nadi: NADI_BY_NAKSHATRA[nak.index]!,
    yunja: YUNJA_BY_NAKSHATRA[nak.index]!,
    tatva: TATVA_BY_SIGN[sign]!,
    paya: PAYA_BY_NAKSHATRA[nak.index]!,
    syllable: nak.index * 4 + nak.pada - 1,
  };
}
