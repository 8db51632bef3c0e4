// The report and remedy texts of each language with a complete bank.
import type { Language } from '../../i18n/index.js';
import type { RemedyTexts, ReportLanguage, ReportTexts } from '../bank.js';
import { ascendant as enAscendant } from './en/ascendant.js';
import { house as enHouse } from './en/house.js';
import { nakshatra as enNakshatra } from './en/nakshatra.js';
import { rashi as enRashi } from './en/rashi.js';
import { remedies as enRemedies } from './en/remedies.js';
import { ascendant as hiAscendant } from './hi/ascendant.js';
import { house as hiHouse } from './hi/house.js';
import { nakshatra as hiNakshatra } from './hi/nakshatra.js';
import { rashi as hiRashi } from './hi/rashi.js';
import { remedies as hiRemedies } from './hi/remedies.js';

export const REPORT_TEXTS: Readonly<Record<ReportLanguage, ReportTexts>> = {
  en: { ascendant: enAscendant, nakshatra: enNakshatra, house: enHouse, rashi: enRashi },
  hi: { ascendant: hiAscendant, nakshatra: hiNakshatra, house: hiHouse, rashi: hiRashi },
};

export const REMEDY_TEXTS: Readonly<Record<ReportLanguage, RemedyTexts>> = { en: enRemedies, hi: hiRemedies };

/** The bank of a negotiated language (endpoints offer only REPORT_LANGUAGES, so others never arrive). */
export const reportLanguage = (language: Language): ReportLanguage => (language === 'hi' ? 'hi' : 'en');

/** A template with its `{name}` marks filled; a missing value is a programming error. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template needs a value for {${name}}: ${template}`);
    return String(value);
  });
}
