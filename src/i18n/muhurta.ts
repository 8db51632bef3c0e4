// Names of the seven chaughadiyas, by language (codes in src/vedic/chaughadiya-table.ts).
// Sources: English as the reference service spells them (shared/spec/more-computations.md §11);
// Hindi, Marathi and Gujarati-tradition almanacs write अमृत, शुभ, लाभ, चर (Marathi चल), रोग, काल (Marathi
// काळ), उद्वेग; the other languages give the same Sanskrit words in their script and usual ending
// (Tamil and Malayalam with the -am of Sanskrit neuter nouns, as their almanacs write them).
import type { Chaughadiya } from '../vedic/chaughadiya-table.js';
import type { Language } from './languages.js';

export const CHAUGHADIYA_NAMES: Readonly<Record<Language, Readonly<Record<Chaughadiya, string>>>> = {
  en: { amrit: 'Amrit', shubh: 'Shubh', labh: 'Labh', char: 'Char', rog: 'Rog', kaal: 'Kaal', udveg: 'Udveg' },
  hi: { amrit: 'अमृत', shubh: 'शुभ', labh: 'लाभ', char: 'चर', rog: 'रोग', kaal: 'काल', udveg: 'उद्वेग' },
  ma: { amrit: 'अमृत', shubh: 'शुभ', labh: 'लाभ', char: 'चल', rog: 'रोग', kaal: 'काळ', udveg: 'उद्वेग' },
  bn: { amrit: 'অমৃত', shubh: 'শুভ', labh: 'লাভ', char: 'চর', rog: 'রোগ', kaal: 'কাল', udveg: 'উদ্বেগ' },
  ta: { amrit: 'அமிர்தம்', shubh: 'சுபம்', labh: 'லாபம்', char: 'சரம்', rog: 'ரோகம்', kaal: 'காலம்', udveg: 'உத்வேகம்' },
  te: { amrit: 'అమృత', shubh: 'శుభ', labh: 'లాభ', char: 'చర', rog: 'రోగ', kaal: 'కాల', udveg: 'ఉద్వేగ' },
  ml: { amrit: 'അമൃതം', shubh: 'ശുഭം', labh: 'ലാഭം', char: 'ചരം', rog: 'രോഗം', kaal: 'കാലം', udveg: 'ഉദ്വേഗം' },
  kn: { amrit: 'ಅಮೃತ', shubh: 'ಶುಭ', labh: 'ಲಾಭ', char: 'ಚರ', rog: 'ರೋಗ', kaal: 'ಕಾಲ', udveg: 'ಉದ್ವೇಗ' },
};
