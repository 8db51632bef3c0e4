// Two-letter planet abbreviations of chart answers (`planet_small`) and chart images, by planet id
// (Sun … Ketu, then the Ascendant). The conventional English glyph codes of Indian chart software;
// kept in Latin letters in every language, because images must render with any installed font
// (an SVG carries no font) and clients match these codes. Our own list; no source text copied.
export const PLANET_ABBREVIATIONS = ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke', 'Asc'] as const;
