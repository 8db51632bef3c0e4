// Names of the ten poruthams and the five rajjus in the eight answer languages (/match_dashakoot_points).
// Sources: the Sanskrit terms as Tamil, Telugu, Kannada and Malayalam almanacs print them (Tamil:
// தினப் பொருத்தம் …, the everyday names; the others the Sanskrit words in each script); English in the
// transliteration of B. V. Raman's "Muhurtha". The rajjus are the body's parts: feet, waist, navel,
// neck, head. Licence: ours, AGPL like the rest of the repository.
import type { Porutham, Rajju } from '../vedic/dashakoot-tables.js';
import type { Language } from './languages.js';

export interface DashakootNames {
  poruthams: Readonly<Record<Porutham, string>>;
  rajjus: Readonly<Record<Rajju, string>>;
}

const words = (p: readonly string[], r: readonly string[]): DashakootNames => ({
  poruthams: {
    dina: p[0]!, gana: p[1]!, mahendra: p[2]!, stree_deergha: p[3]!, yoni: p[4]!,
    rasi: p[5]!, rasyadhipati: p[6]!, vasya: p[7]!, rajju: p[8]!, vedha: p[9]!,
  },
  rajjus: { pada: r[0]!, kati: r[1]!, nabhi: r[2]!, kantha: r[3]!, siro: r[4]! },
});

const HINDI = words(
  ['दिन', 'गण', 'माहेन्द्र', 'स्त्री दीर्घ', 'योनि', 'राशि', 'राश्याधिपति', 'वश्य', 'रज्जु', 'वेध'],
  ['पाद', 'कटि', 'नाभि', 'कण्ठ', 'शिरो'],
);

export const DASHAKOOT_NAMES: Readonly<Record<Language, DashakootNames>> = {
  en: words(
    ['Dina', 'Gana', 'Mahendra', 'Stree Deergha', 'Yoni', 'Rasi', 'Rasyadhipati', 'Vasya', 'Rajju', 'Vedha'],
    ['Pada', 'Kati', 'Nabhi', 'Kantha', 'Siro'],
  ),
  hi: HINDI,
  ma: HINDI,
  bn: words(
    ['দিন', 'গণ', 'মাহেন্দ্র', 'স্ত্রী দীর্ঘ', 'যোনি', 'রাশি', 'রাশ্যাধিপতি', 'বশ্য', 'রজ্জু', 'বেধ'],
    ['পাদ', 'কটি', 'নাভি', 'কণ্ঠ', 'শিরো'],
  ),
  ta: words(
    ['தினம்', 'கணம்', 'மகேந்திரம்', 'ஸ்திரீ தீர்க்கம்', 'யோனி', 'ராசி', 'ராசி அதிபதி', 'வசியம்', 'ரஜ்ஜு', 'வேதை'],
    ['பாத', 'கடி', 'நாபி', 'கண்ட', 'சிரோ'],
  ),
  te: words(
    ['దినం', 'గణం', 'మాహేంద్రం', 'స్త్రీ దీర్ఘం', 'యోని', 'రాశి', 'రాశ్యాధిపతి', 'వశ్యం', 'రజ్జు', 'వేధ'],
    ['పాద', 'కటి', 'నాభి', 'కంఠ', 'శిరో'],
  ),
  ml: words(
    ['ദിനം', 'ഗണം', 'മാഹേന്ദ്രം', 'സ്ത്രീദീർഘം', 'യോനി', 'രാശി', 'രാശ്യാധിപതി', 'വശ്യം', 'രജ്ജു', 'വേധം'],
    ['പാദ', 'കടി', 'നാഭി', 'കണ്ഠ', 'ശിരോ'],
  ),
  kn: words(
    ['ದಿನ', 'ಗಣ', 'ಮಾಹೇಂದ್ರ', 'ಸ್ತ್ರೀ ದೀರ್ಘ', 'ಯೋನಿ', 'ರಾಶಿ', 'ರಾಶ್ಯಾಧಿಪತಿ', 'ವಶ್ಯ', 'ರಜ್ಜು', 'ವೇಧ'],
    ['ಪಾದ', 'ಕಟಿ', 'ನಾಭಿ', 'ಕಂಠ', 'ಶಿರೋ'],
  ),
};
