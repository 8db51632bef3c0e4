// The twelve Tamil solar months, Chithirai (the Sun in Mesha) … Panguni (in Meena), in the eight answer languages.
// Sources: Robert Sewell and S. B. Dikshit, "The Indian Calendar" (1896), the table of solar months with their
// Tamil names; Wikipedia "Tamil calendar" (the Tamil script forms and the usual English spellings, e.g.
// Margazhi, Karthigai). They are names of the Tamil calendar, so the other languages write the Tamil names in
// their own script (as Telugu, Kannada and Malayalam almanacs print them beside their own months) rather
// than the Sanskrit sign names; Marathi uses the Hindi forms.
import type { Language } from './languages.js';
import type { Tuple } from './vocabulary.js';

type TamilMonths = Tuple<string, 12>;

const hi: TamilMonths = ['चित्तिरै', 'वैकासि', 'आनि', 'आडि', 'आवणि', 'पुरट्टासि', 'ऐप्पसि', 'कार्त्तिगै', 'मार्गऴि', 'तै', 'मासि', 'पंगुनि'];

export const TAMIL_MONTHS: Record<Language, TamilMonths> = {
  en: ['Chithirai', 'Vaikasi', 'Aani', 'Aadi', 'Avani', 'Purattasi', 'Aippasi', 'Karthigai', 'Margazhi', 'Thai', 'Maasi', 'Panguni'],
  hi,
  ma: hi,
  bn: ['চিত্তিরৈ', 'বৈকাসি', 'আনি', 'আডি', 'আবণি', 'পুরট্টাসি', 'ঐপ্পসি', 'কার্ত্তিগৈ', 'মার্গলি', 'তৈ', 'মাসি', 'পঙ্গুনি'],
  ta: ['சித்திரை', 'வைகாசி', 'ஆனி', 'ஆடி', 'ஆவணி', 'புரட்டாசி', 'ஐப்பசி', 'கார்த்திகை', 'மார்கழி', 'தை', 'மாசி', 'பங்குனி'],
  te: ['చిత్తిరై', 'వైకాసి', 'ఆని', 'ఆడి', 'ఆవణి', 'పురట్టాసి', 'ఐప్పసి', 'కార్తిగై', 'మార్గళి', 'తై', 'మాసి', 'పంగుని'],
  ml: ['ചിത്തിര', 'വൈകാശി', 'ആനി', 'ആടി', 'ആവണി', 'പുരട്ടാശി', 'ഐപ്പശി', 'കാർത്തിക', 'മാർകഴി', 'തൈ', 'മാശി', 'പങ്കുനി'],
  kn: ['ಚಿತ್ತಿರೈ', 'ವೈಕಾಸಿ', 'ಆನಿ', 'ಆಡಿ', 'ಆವಣಿ', 'ಪುರಟ್ಟಾಸಿ', 'ಐಪ್ಪಸಿ', 'ಕಾರ್ತಿಗೈ', 'ಮಾರ್ಗಳಿ', 'ತೈ', 'ಮಾಸಿ', 'ಪಂಗುನಿ'],
};
