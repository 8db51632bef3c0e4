// Countries named after a comma in a place query ("Paris, France", "Paris, FR", "Perth, UK"):
// the ISO 3166-1 code, the English short name Node's ICU data gives for it (Intl.DisplayNames,
// CLDR), or one of the common English names below that CLDR does not use.
import { nameKey } from './names.js';

/** Everyday English names for countries whose CLDR name differs (CLDR's own English names need no entry). */
const ALIASES: Readonly<Record<string, string>> = {
  usa: 'US', 'united states of america': 'US', america: 'US',
  uk: 'GB', britain: 'GB', 'great britain': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB',
  uae: 'AE', holland: 'NL', burma: 'MM', ceylon: 'LK', 'czech republic': 'CZ', 'ivory coast': 'CI', swaziland: 'SZ',
  'east timor': 'TL', 'south korea': 'KR', 'north korea': 'KP', russia: 'RU', 'vatican city': 'VA',
};

const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryKeys = new Map<string, string>();

function countryKey(code: string): string {
  let key = countryKeys.get(code);
  if (key === undefined) {
    key = nameKey(displayNames.of(code) ?? code);
    countryKeys.set(code, key);
  }
  return key;
}

const matchers = new Map<string, (code: string) => boolean>();

/** Whether a country code is the country a qualifier (already a name key) names. */
export function countryMatcher(qualifier: string): (code: string) => boolean {
  let m = matchers.get(qualifier);
  if (!m) {
    const alias = ALIASES[qualifier];
    m = (code) => code.toLowerCase() === qualifier || code === alias || countryKey(code).startsWith(qualifier);
    if (matchers.size < 10_000) matchers.set(qualifier, m);
  }
  return m;
}
