// The navagraha beej mantras of the numerology table, written in each answer language's script, by
// graha id (Sun 0 … Ketu 8). Mantras are recited, not translated: every form keeps the same words.
//
// Sources and conventions:
// - en: the reference service's romanised forms, kept to the letter for compatibility (shared/reference/numerology.md).
// - hi, ma: the Sanskrit spelling in Devanagari as Hindi almanacs and mantra pages print it
//   (e.g. "ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः", hindi.dheivegam.com, jaidevbhumi.com), with the double danda ॥
//   in place of "||" (the example: ॥ ॐ कें केतवे नमः ॥).
// - bn, te, kn, ml: the same letters in each script (the Indic blocks are parallel), with each script's own way
//   of writing Sanskrit: Om is ওঁ / ఓం / ಓಂ / ഓം (only Devanagari has a sign for it); Bengali writes व with ব and
//   the dative -āya as -ায় ("ওঁ … সঃ সূর্যায় নমঃ", eidin.in); Telugu and Kannada write the nasal of चन्द्र as
//   anusvara (చంద్ర, ಚಂದ್ರ, as this project's Moon names do); Malayalam writes the au sign with the length
//   mark alone (ൗ), as modern Malayalam does.
// - ta: Tamil script as Tamil devotional pages print Sanskrit without the superscript numerals: ஹ ஸ for ह स,
//   ஸ்ர for श्र (as in ஸ்ரீ), ச for श elsewhere (சுக்ர, சனைச்சர), one letter for each stop (so क्र and ग्र are
//   both க்ர, ब्र and भ्र both ப்ர: the deity's name keeps each mantra distinct) and the visarga spelt ஹ
//   (நமஹ, as in "ஓம் சூர்யாய நமஹ", sarvamangalam.info; "ஓம் ஹ்ராம் மித்ராய நமஹ", slogam.tk).
// The danda ॥ is shared by all these scripts (Unicode Script_Extensions of U+0965).
// Licence: these are traditional texts; the transliterations are this project's (AGPL-3.0-or-later).
import type { Language } from './languages.js';
import type { Tuple } from './vocabulary.js';

const DEVANAGARI: Tuple<string, 9> = [
  '॥ ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः ॥',
  '॥ ॐ श्रां श्रीं श्रौं सः चन्द्राय नमः ॥',
  '॥ ॐ क्रां क्रीं क्रौं सः भौमाय नमः ॥',
  '॥ ॐ ब्रां ब्रीं ब्रौं सः बुधाय नमः ॥',
  '॥ ॐ ग्रां ग्रीं ग्रौं सः गुरवे नमः ॥',
  '॥ ॐ शुं शुक्राय नमः ॥',
  '॥ ॐ शं शनैश्चराय नमः ॥',
  '॥ ॐ भ्रां भ्रीं भ्रौं सः राहवे नमः ॥',
  '॥ ॐ कें केतवे नमः ॥',
];

export const BEEJ_MANTRAS: Readonly<Record<Language, Tuple<string, 9>>> = {
  en: [
    '|| Om Hram Hreem Hroum Sah Suryay Namah ||',
    '|| Om Shram Shreem Shroum Sah Chandray Namah ||',
    '|| Om Kram Kreem Kroum Sah Bhaumay Namah ||',
    '|| Om Bram Breem Broum Sah Budhay Namah ||',
    '|| Om Gram Greem Groum Sah Gurave Namah ||',
    '|| Om Shum Shukray Namah ||',
    '|| Om Shang Shanaishcharay Namah ||',
    '|| Om Bhram Bhreem Bhroum Sah Rahave Namah ||',
    '|| Om Keng Ketave Namah ||',
  ],
  hi: DEVANAGARI,
  // Marathi writes Sanskrit in Devanagari exactly as Hindi does.
  ma: DEVANAGARI,
  bn: [
    '॥ ওঁ হ্রাং হ্রীং হ্রৌং সঃ সূর্যায় নমঃ ॥',
    '॥ ওঁ শ্রাং শ্রীং শ্রৌং সঃ চন্দ্রায় নমঃ ॥',
    '॥ ওঁ ক্রাং ক্রীং ক্রৌং সঃ ভৌমায় নমঃ ॥',
    '॥ ওঁ ব্রাং ব্রীং ব্রৌং সঃ বুধায় নমঃ ॥',
    '॥ ওঁ গ্রাং গ্রীং গ্রৌং সঃ গুরবে নমঃ ॥',
    '॥ ওঁ শুং শুক্রায় নমঃ ॥',
    '॥ ওঁ শং শনৈশ্চরায় নমঃ ॥',
    '॥ ওঁ ভ্রাং ভ্রীং ভ্রৌং সঃ রাহবে নমঃ ॥',
    '॥ ওঁ কেং কেতবে নমঃ ॥',
  ],
  ta: [
    '॥ ஓம் ஹ்ராம் ஹ்ரீம் ஹ்ரௌம் ஸஹ ஸூர்யாய நமஹ ॥',
    '॥ ஓம் ஸ்ராம் ஸ்ரீம் ஸ்ரௌம் ஸஹ சந்த்ராய நமஹ ॥',
    '॥ ஓம் க்ராம் க்ரீம் க்ரௌம் ஸஹ பௌமாய நமஹ ॥',
    '॥ ஓம் ப்ராம் ப்ரீம் ப்ரௌம் ஸஹ புதாய நமஹ ॥',
    '॥ ஓம் க்ராம் க்ரீம் க்ரௌம் ஸஹ குரவே நமஹ ॥',
    '॥ ஓம் சும் சுக்ராய நமஹ ॥',
    '॥ ஓம் சம் சனைச்சராய நமஹ ॥',
    '॥ ஓம் ப்ராம் ப்ரீம் ப்ரௌம் ஸஹ ராஹவே நமஹ ॥',
    '॥ ஓம் கேம் கேதவே நமஹ ॥',
  ],
  te: [
    '॥ ఓం హ్రాం హ్రీం హ్రౌం సః సూర్యాయ నమః ॥',
    '॥ ఓం శ్రాం శ్రీం శ్రౌం సః చంద్రాయ నమః ॥',
    '॥ ఓం క్రాం క్రీం క్రౌం సః భౌమాయ నమః ॥',
    '॥ ఓం బ్రాం బ్రీం బ్రౌం సః బుధాయ నమః ॥',
    '॥ ఓం గ్రాం గ్రీం గ్రౌం సః గురవే నమః ॥',
    '॥ ఓం శుం శుక్రాయ నమః ॥',
    '॥ ఓం శం శనైశ్చరాయ నమః ॥',
    '॥ ఓం భ్రాం భ్రీం భ్రౌం సః రాహవే నమః ॥',
    '॥ ఓం కేం కేతవే నమః ॥',
  ],
  ml: [
    '॥ ഓം ഹ്രാം ഹ്രീം ഹ്രൗം സഃ സൂര്യായ നമഃ ॥',
    '॥ ഓം ശ്രാം ശ്രീം ശ്രൗം സഃ ചന്ദ്രായ നമഃ ॥',
    '॥ ഓം ക്രാം ക്രീം ക്രൗം സഃ ഭൗമായ നമഃ ॥',
    '॥ ഓം ബ്രാം ബ്രീം ബ്രൗം സഃ ബുധായ നമഃ ॥',
    '॥ ഓം ഗ്രാം ഗ്രീം ഗ്രൗം സഃ ഗുരവേ നമഃ ॥',
    '॥ ഓം ശും ശുക്രായ നമഃ ॥',
    '॥ ഓം ശം ശനൈശ്ചരായ നമഃ ॥',
    '॥ ഓം ഭ്രാം ഭ്രീം ഭ്രൗം സഃ രാഹവേ നമഃ ॥',
    '॥ ഓം കേം കേതവേ നമഃ ॥',
  ],
  kn: [
    '॥ ಓಂ ಹ್ರಾಂ ಹ್ರೀಂ ಹ್ರೌಂ ಸಃ ಸೂರ್ಯಾಯ ನಮಃ ॥',
    '॥ ಓಂ ಶ್ರಾಂ ಶ್ರೀಂ ಶ್ರೌಂ ಸಃ ಚಂದ್ರಾಯ ನಮಃ ॥',
    '॥ ಓಂ ಕ್ರಾಂ ಕ್ರೀಂ ಕ್ರೌಂ ಸಃ ಭೌಮಾಯ ನಮಃ ॥',
    '॥ ಓಂ ಬ್ರಾಂ ಬ್ರೀಂ ಬ್ರೌಂ ಸಃ ಬುಧಾಯ ನಮಃ ॥',
    '॥ ಓಂ ಗ್ರಾಂ ಗ್ರೀಂ ಗ್ರೌಂ ಸಃ ಗುರವೇ ನಮಃ ॥',
    '॥ ಓಂ ಶುಂ ಶುಕ್ರಾಯ ನಮಃ ॥',
    '॥ ಓಂ ಶಂ ಶನೈಶ್ಚರಾಯ ನಮಃ ॥',
    '॥ ಓಂ ಭ್ರಾಂ ಭ್ರೀಂ ಭ್ರೌಂ ಸಃ ರಾಹವೇ ನಮಃ ॥',
    '॥ ಓಂ ಕೇಂ ಕೇತವೇ ನಮಃ ॥',
  ],
};
