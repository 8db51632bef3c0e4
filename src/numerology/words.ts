// Every word the numerology table uses, as a closed set: the table may use only these, and every
// language's vocabulary must translate each of them (both are checked by the compiler).
export const NUMEROLOGY_WORDS = [
  // colours
  'Golden', 'Yellow', 'Orange', 'White', 'Cream', 'Light green', 'Blue', 'Grey', 'Khaki', 'Black', 'Red', 'Pink', 'Crimson',
  // days
  'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
  // deities
  'Surya', 'Shiva', 'Vishnu', 'Durga', 'Ganesha', 'Devi', 'Narsingh Bhagawan', 'Bhairav', 'Hanuman',
  // metals ("Sillver" is the reference service's spelling in row 6, kept in English for compatibility)
  'Gold', 'Copper', 'Silver', 'Sillver', 'Mixed metals', 'Bronze', 'Iron',
  // stones
  'Ruby', 'Pearl', 'Yellow Sapphire', 'Hessonite', 'Emerald', 'Diamond', 'Opal', "Cat's Eye", 'Blue Sapphire', 'Red Coral',
  // substitute stones
  'Garnet', 'Moonstone', 'Topaz', 'Citrine', 'Zircon', 'Peridot', 'Green Tourmaline', 'White Sapphire', 'Golden Hakik',
  'Amethyst & Blue Tourmaline', 'Carnelian', 'Red Jasper',
] as const;

export type NumerologyWord = (typeof NUMEROLOGY_WORDS)[number];
