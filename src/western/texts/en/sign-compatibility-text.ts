// English: the prose of zodiac_compatibility (compatibility_report). For a pair of Sun signs it joins
// what each sign brings to a relationship, what the signs' relation in the zodiac means (the same
// relations, after Ptolemy, that set compatibility_percentage in src/western/sign-compatibility.ts), and
// what their two elements make together. Meanings from Ptolemy, "Tetrabiblos" I (J. M. Ashmand's
// translation, London 1822: signs in trine and sextile agree, in square and opposition contend, the
// "disjunct" signs are unfamiliar), Alan Leo, "Astrology for All" (1899–1910; the signs' natures and
// the four triplicities) and Sepharial, "Manual of Astrology" (1898), all public domain. The sentences
// are ours; licence as the repository's. The text names the two signs in zodiac order, so it is the
// same whichever sign is asked first, as the percentage is. Rules: docs/western-profiles.md.
import type { BySign } from '../profile-bank.js';

/** Aries … Pisces: what the sign brings to a relationship. */
const brings: BySign = [
  'Aries brings dash, honesty and the urge to act at once.',
  'Taurus contributes patience, loyalty and a love of comfort.',
  'Gemini adds quick wits, curiosity and an appetite for change.',
  'From Cancer come devotion, protectiveness and a need for a secure home.',
  'Leo offers warmth, pride and a generous, open heart.',
  'Virgo gives practical care, modesty and an eye for detail.',
  'Libra supplies charm, fairness and a wish for harmony.',
  'Scorpio lends depth, intensity and great staying power.',
  'Sagittarius carries optimism, candour and a love of freedom.',
  'Capricorn provides steadiness, ambition and a sense of duty.',
  'Aquarius adds independence, ideals and friendship among equals.',
  'Pisces gives tenderness, imagination and ready sympathy.',
];

/** By signs apart, 0 … 6 (same sign, semi sextile, sextile, square, trine, quincunx, opposition): Ptolemy's relation. */
const relation = [
  'Two of the same sign often understand each other with few words: they share an element, a quality and a ruler. The ease is real, and so is the risk that they magnify each other\'s faults; each needs outside interests to keep the bond fresh.',
  'These signs stand side by side in the zodiac, a pair Ptolemy counted disjunct: they form none of his four aspects and are, as it were, turned away from each other. Their ways of living differ more than neighbours might expect, so the bond grows through curiosity about the other\'s world rather than instant agreement.',
  'Two signs apart, these signs are in sextile, a friendly relation in the old doctrine. Their temperaments support each other, conversation comes easily, and a little effort turns goodwill into lasting companionship.',
  'Three signs apart, the pair forms a square, which the old writers counted a relation of contention. Their aims pull in different directions, yet the friction can be productive: each spurs the other, provided both respect a different pace and manner.',
  'Four signs apart, these signs are in trine, the most harmonious relation of all, sharing one element. Affection and understanding tend to flow naturally, and the couple finds it easy to relax together; shared goals keep the ease from becoming complacency.',
  'Five signs apart, the pair is in quincunx, a second disjunct relation: they have no element, quality or polarity in common. Attraction may be strong, but adjustment is often needed, and patience with unfamiliar habits is the key to staying close.',
  'Facing each other across the zodiac, these signs are in opposition: complements, each holding what the other lacks. Attraction tends to be strong, and so does the tug of war; the relationship thrives when each learns from the other instead of trying to win.',
] as const;

/** The two elements together, in the order fire, earth, air, water; key "fire-air" etc. with the earlier element first. */
const elements: Readonly<Record<string, string>> = {
  'fire-fire': 'Fire with fire makes an exciting, energetic match that needs outlets so that it burns bright without scorching.',
  'fire-earth': 'Fire and earth meet when enthusiasm joins realism: one supplies the spark, the other the means, if neither smothers the other.',
  'fire-air': 'Fire and air feed each other: ideas fan enthusiasm, and the pair shares a lively, sociable outlook.',
  'fire-water': 'Fire and water combine passion with feeling; warmth and tenderness are both present, though steam rises when tempers meet moods.',
  'earth-earth': 'Earth with earth builds a solid, sensible partnership, secure and productive, which benefits from a touch of spontaneity.',
  'earth-air': 'Earth and air join practice with theory; the one grounds, the other inspires, and each must value the other\'s way of thinking.',
  'earth-water': 'Earth and water nourish each other: feeling finds a safe container and practical life gains depth.',
  'air-air': 'Air with air makes a meeting of minds, full of talk and shared interests; emotional depth is what the pair must take care to cultivate.',
  'air-water': 'Air and water bring together thought and feeling; understanding grows when the thinker listens to moods and the feeler to reasons.',
  'water-water': 'Water with water gives deep empathy and intuitive closeness, a bond that is strong when both keep a foothold in the everyday.',
};

export const signCompatibilityTexts = { brings, relation, elements } as const;
