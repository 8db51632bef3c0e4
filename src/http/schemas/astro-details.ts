// http/schemas/: request and answer schemas (TypeBox), for validation and the OpenAPI document.
// The Avakahada table (shared/spec/more-endpoints.md §3), with and without `ascendant_lord`.
import { Type, type TProperties } from 'typebox';

const s = (description: string) => Type.String({ description });

const BEFORE_LORD: TProperties = { ascendant: s('Sign of the sidereal ascendant') };
const LORD: TProperties = { ascendant_lord: s('Lord of the ascendant sign') };
const AFTER_LORD: TProperties = {
  Varna: s('From the Moon sign: Vipra, Kshatriya, Vaishya or Shoodra'),
  Vashya: s('From the Moon sign (Sagittarius and Capricorn by half): Chatuspad, Maanav, Jalchar, Vanchar or Keet'),
  Yoni: s('Animal of the Moon nakshatra'),
  Gan: s('Dev, Manushya or Rakshasa, from the Moon nakshatra'),
  Nadi: s('Adi, Madhya or Antya, from the Moon nakshatra'),
  SignLord: s('Lord of the Moon sign'),
  sign: s('Moon sign'),
  Naksahtra: s('Moon nakshatra (the key is spelt as the reference service spells it)'),
  NaksahtraLord: s('Vimshottari lord of the Moon nakshatra'),
  Charan: Type.Integer({ minimum: 1, maximum: 4, description: 'Pada of the Moon nakshatra' }),
  Yog: s('Yoga at birth: (Sun + Moon) / 13°20′'),
  Karan: s('Karana at birth: (Moon − Sun) / 6°'),
  Tithi: s('Tithi at birth: Shukla or Krishna, a space, and the name'),
  yunja: s('Poorva, Madhya or Parbhaag, from the Moon nakshatra'),
  tatva: s('Element of the Moon sign'),
  name_alphabet: s('Naming syllable of the Moon nakshatra pada'),
  paya: s('From the Moon’s nakshatra: Revati, Ashwini, Bharani Gold; Krittika … Mrigashira Iron; Ardra … Anuradha Silver; Jyeshtha … Uttara Bhadrapada Copper'),
};

export const AstroDetailsResponse = Type.Object({ ...BEFORE_LORD, ...LORD, ...AFTER_LORD });
export const PersonAstroDetails = Type.Object({ ...BEFORE_LORD, ...AFTER_LORD });
