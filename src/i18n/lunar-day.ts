// Names of tithis, pakshas, yogas and karanas in the eight answer languages.
//
// Sources. English: the reference service's spellings where its answers or documentation show them
// (more-endpoints.md §3 and §8: Shashthi, Saptami, Ashtami, Dashami, Ekadashi, Dwadashi; Sukarma,
// Harshan, Dhriti, Shubh, Shool, Vaidhriti, Endra; Bava, Baalav, Gara, Vanija, Vishti), the other
// karanas as a public client's lookup of the service's strings spells them (Kaulav, Taitil, Shakuni,
// Chatushpad, Naag, Kinstughna), and the remaining names in the same unaccented style. Other
// languages: the usual panchang names in each script, from the Sanskrit terms as given in
// Calendrical Calculations (3rd ed., ch. 20) and the Wikipedia articles "Tithi", "Yoga (Hindu
// astronomy)" and "Karana (pañcāṅga)" in each language; regional names where almanacs in that
// language use them (Telugu padyami, vidiya…; Tamil bhadrai for Vishti). Names are facts: no licence.
import type { Language } from './languages.js';
import type { Tuple } from './vocabulary.js';

export interface LunarDayVocabulary {
  /** Tithis 1–14 of either paksha, then Purnima (Shukla 15) and Amavasya (Krishna 15). */
  tithis: Tuple<string, 16>;
  /** Shukla, Krishna: the prefix of a tithi's name. */
  pakshas: Tuple<string, 2>;
  /** The word "paksha" itself. */
  paksha: string;
  /** Vishkambha … Vaidhriti. */
  yogas: Tuple<string, 27>;
  /** Kimstughna, Bava … Vishti, Shakuni, Chatushpada, Naga (src/vedic/karanas.ts order). */
  karanas: Tuple<string, 11>;
}

const en: LunarDayVocabulary = {
  tithis: [
    'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami',
    'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi', 'Purnima', 'Amavasya',
  ],
  pakshas: ['Shukla', 'Krishna'],
  paksha: 'Paksha',
  yogas: [
    'Vishkumbh', 'Preeti', 'Ayushman', 'Saubhagya', 'Shobhan', 'Atigand', 'Sukarma', 'Dhriti', 'Shool',
    'Gand', 'Vriddhi', 'Dhruv', 'Vyaghat', 'Harshan', 'Vajra', 'Siddhi', 'Vyatipat', 'Variyan', 'Parigh',
    'Shiv', 'Siddh', 'Sadhya', 'Shubh', 'Shukla', 'Brahma', 'Endra', 'Vaidhriti',
  ],
  karanas: ['Kinstughna', 'Bava', 'Baalav', 'Kaulav', 'Taitil', 'Gara', 'Vanija', 'Vishti', 'Shakuni', 'Chatushpad', 'Naag'],
};

const hi: LunarDayVocabulary = {
  tithis: [
    'प्रतिपदा', 'द्वितीया', 'तृतीया', 'चतुर्थी', 'पंचमी', 'षष्ठी', 'सप्तमी', 'अष्टमी',
    'नवमी', 'दशमी', 'एकादशी', 'द्वादशी', 'त्रयोदशी', 'चतुर्दशी', 'पूर्णिमा', 'अमावस्या',
  ],
  pakshas: ['शुक्ल', 'कृष्ण'],
  paksha: 'पक्ष',
  yogas: [
    'विष्कुम्भ', 'प्रीति', 'आयुष्मान', 'सौभाग्य', 'शोभन', 'अतिगण्ड', 'सुकर्मा', 'धृति', 'शूल',
    'गण्ड', 'वृद्धि', 'ध्रुव', 'व्याघात', 'हर्षण', 'वज्र', 'सिद्धि', 'व्यतीपात', 'वरीयान', 'परिघ',
    'शिव', 'सिद्ध', 'साध्य', 'शुभ', 'शुक्ल', 'ब्रह्म', 'इन्द्र', 'वैधृति',
  ],
  karanas: ['किंस्तुघ्न', 'बव', 'बालव', 'कौलव', 'तैतिल', 'गर', 'वणिज', 'विष्टि', 'शकुनि', 'चतुष्पद', 'नाग'],
};

const ma: LunarDayVocabulary = {
  tithis: [
    'प्रतिपदा', 'द्वितीया', 'तृतीया', 'चतुर्थी', 'पंचमी', 'षष्ठी', 'सप्तमी', 'अष्टमी',
    'नवमी', 'दशमी', 'एकादशी', 'द्वादशी', 'त्रयोदशी', 'चतुर्दशी', 'पौर्णिमा', 'अमावास्या',
  ],
  pakshas: ['शुक्ल', 'कृष्ण'],
  paksha: 'पक्ष',
  yogas: [
    'विष्कंभ', 'प्रीती', 'आयुष्मान', 'सौभाग्य', 'शोभन', 'अतिगंड', 'सुकर्मा', 'धृती', 'शूल',
    'गंड', 'वृद्धी', 'ध्रुव', 'व्याघात', 'हर्षण', 'वज्र', 'सिद्धी', 'व्यतीपात', 'वरीयान', 'परिघ',
    'शिव', 'सिद्ध', 'साध्य', 'शुभ', 'शुक्ल', 'ब्रह्म', 'इंद्र', 'वैधृती',
  ],
  karanas: ['किंस्तुघ्न', 'बव', 'बालव', 'कौलव', 'तैतिल', 'गर', 'वणिज', 'विष्टी', 'शकुनी', 'चतुष्पाद', 'नाग'],
};

const bn: LunarDayVocabulary = {
  tithis: [
    'প্রতিপদ', 'দ্বিতীয়া', 'তৃতীয়া', 'চতুর্থী', 'পঞ্চমী', 'ষষ্ঠী', 'সপ্তমী', 'অষ্টমী',
    'নবমী', 'দশমী', 'একাদশী', 'দ্বাদশী', 'ত্রয়োদশী', 'চতুর্দশী', 'পূর্ণিমা', 'অমাবস্যা',
  ],
  pakshas: ['শুক্ল', 'কৃষ্ণ'],
  paksha: 'পক্ষ',
  yogas: [
    'বিষ্কম্ভ', 'প্রীতি', 'আয়ুষ্মান', 'সৌভাগ্য', 'শোভন', 'অতিগণ্ড', 'সুকর্মা', 'ধৃতি', 'শূল',
    'গণ্ড', 'বৃদ্ধি', 'ধ্রুব', 'ব্যাঘাত', 'হর্ষণ', 'বজ্র', 'সিদ্ধি', 'ব্যতীপাত', 'বরীয়ান', 'পরিঘ',
    'শিব', 'সিদ্ধ', 'সাধ্য', 'শুভ', 'শুক্ল', 'ব্রহ্ম', 'ইন্দ্র', 'বৈধৃতি',
  ],
  karanas: ['কিংস্তুঘ্ন', 'বব', 'বালব', 'কৌলব', 'তৈতিল', 'গর', 'বণিজ', 'বিষ্টি', 'শকুনি', 'চতুষ্পদ', 'নাগ'],
};

const ta: LunarDayVocabulary = {
  tithis: [
    'பிரதமை', 'துவிதியை', 'திருதியை', 'சதுர்த்தி', 'பஞ்சமி', 'சஷ்டி', 'சப்தமி', 'அஷ்டமி',
    'நவமி', 'தசமி', 'ஏகாதசி', 'துவாதசி', 'திரயோதசி', 'சதுர்த்தசி', 'பௌர்ணமி', 'அமாவாசை',
  ],
  pakshas: ['சுக்ல', 'கிருஷ்ண'],
  paksha: 'பட்சம்',
  yogas: [
    'விஷ்கம்பம்', 'ப்ரீதி', 'ஆயுஷ்மான்', 'சௌபாக்கியம்', 'சோபனம்', 'அதிகண்டம்', 'சுகர்மம்', 'திருதி', 'சூலம்',
    'கண்டம்', 'விருத்தி', 'துருவம்', 'வியாகாதம்', 'ஹர்ஷணம்', 'வஜ்ரம்', 'சித்தி', 'வியதீபாதம்', 'வரீயான்', 'பரிகம்',
    'சிவம்', 'சித்தம்', 'சாத்தியம்', 'சுபம்', 'சுக்லம்', 'பிரம்மம்', 'இந்திரம்', 'வைத்ருதி',
  ],
  karanas: ['கிம்ஸ்துக்னம்', 'பவம்', 'பாலவம்', 'கௌலவம்', 'தைதுலம்', 'கரசை', 'வணிசை', 'பத்திரை', 'சகுனி', 'சதுஷ்பாதம்', 'நாகவம்'],
};

const te: LunarDayVocabulary = {
  tithis: [
    'పాడ్యమి', 'విదియ', 'తదియ', 'చవితి', 'పంచమి', 'షష్ఠి', 'సప్తమి', 'అష్టమి',
    'నవమి', 'దశమి', 'ఏకాదశి', 'ద్వాదశి', 'త్రయోదశి', 'చతుర్దశి', 'పౌర్ణమి', 'అమావాస్య',
  ],
  pakshas: ['శుక్ల', 'కృష్ణ'],
  paksha: 'పక్షం',
  yogas: [
    'విష్కంభం', 'ప్రీతి', 'ఆయుష్మాన్', 'సౌభాగ్యం', 'శోభనం', 'అతిగండం', 'సుకర్మ', 'ధృతి', 'శూలం',
    'గండం', 'వృద్ధి', 'ధ్రువం', 'వ్యాఘాతం', 'హర్షణం', 'వజ్రం', 'సిద్ధి', 'వ్యతీపాతం', 'వరీయాన్', 'పరిఘం',
    'శివం', 'సిద్ధం', 'సాధ్యం', 'శుభం', 'శుక్లం', 'బ్రహ్మం', 'ఐంద్రం', 'వైధృతి',
  ],
  karanas: ['కింస్తుఘ్నం', 'బవ', 'బాలవ', 'కౌలవ', 'తైతుల', 'గరజ', 'వణిజ', 'విష్టి', 'శకుని', 'చతుష్పాదం', 'నాగవం'],
};

const ml: LunarDayVocabulary = {
  tithis: [
    'പ്രഥമ', 'ദ്വിതീയ', 'തൃതീയ', 'ചതുർത്ഥി', 'പഞ്ചമി', 'ഷഷ്ഠി', 'സപ്തമി', 'അഷ്ടമി',
    'നവമി', 'ദശമി', 'ഏകാദശി', 'ദ്വാദശി', 'ത്രയോദശി', 'ചതുർദശി', 'പൗർണ്ണമി', 'അമാവാസി',
  ],
  pakshas: ['ശുക്ല', 'കൃഷ്ണ'],
  paksha: 'പക്ഷം',
  yogas: [
    'വിഷ്കംഭം', 'പ്രീതി', 'ആയുഷ്മാൻ', 'സൗഭാഗ്യം', 'ശോഭനം', 'അതിഗണ്ഡം', 'സുകർമ്മം', 'ധൃതി', 'ശൂലം',
    'ഗണ്ഡം', 'വൃദ്ധി', 'ധ്രുവം', 'വ്യാഘാതം', 'ഹർഷണം', 'വജ്രം', 'സിദ്ധി', 'വ്യതീപാതം', 'വരീയാൻ', 'പരിഘം',
    'ശിവം', 'സിദ്ധം', 'സാധ്യം', 'ശുഭം', 'ശുക്ലം', 'ബ്രഹ്മം', 'ഐന്ദ്രം', 'വൈധൃതി',
  ],
  karanas: ['കിംസ്തുഘ്നം', 'ബവം', 'ബാലവം', 'കൗലവം', 'തൈതിലം', 'ഗരജം', 'വണിജം', 'വിഷ്ടി', 'ശകുനി', 'ചതുഷ്പാദം', 'നാഗം'],
};

const kn: LunarDayVocabulary = {
  tithis: [
    'ಪ್ರತಿಪದೆ', 'ದ್ವಿತೀಯಾ', 'ತೃತೀಯಾ', 'ಚತುರ್ಥಿ', 'ಪಂಚಮಿ', 'ಷಷ್ಠಿ', 'ಸಪ್ತಮಿ', 'ಅಷ್ಟಮಿ',
    'ನವಮಿ', 'ದಶಮಿ', 'ಏಕಾದಶಿ', 'ದ್ವಾದಶಿ', 'ತ್ರಯೋದಶಿ', 'ಚತುರ್ದಶಿ', 'ಹುಣ್ಣಿಮೆ', 'ಅಮಾವಾಸ್ಯೆ',
  ],
  pakshas: ['ಶುಕ್ಲ', 'ಕೃಷ್ಣ'],
  paksha: 'ಪಕ್ಷ',
  yogas: [
    'ವಿಷ್ಕಂಭ', 'ಪ್ರೀತಿ', 'ಆಯುಷ್ಮಾನ್', 'ಸೌಭಾಗ್ಯ', 'ಶೋಭನ', 'ಅತಿಗಂಡ', 'ಸುಕರ್ಮ', 'ಧೃತಿ', 'ಶೂಲ',
    'ಗಂಡ', 'ವೃದ್ಧಿ', 'ಧ್ರುವ', 'ವ್ಯಾಘಾತ', 'ಹರ್ಷಣ', 'ವಜ್ರ', 'ಸಿದ್ಧಿ', 'ವ್ಯತೀಪಾತ', 'ವರೀಯಾನ್', 'ಪರಿಘ',
    'ಶಿವ', 'ಸಿದ್ಧ', 'ಸಾಧ್ಯ', 'ಶುಭ', 'ಶುಕ್ಲ', 'ಬ್ರಹ್ಮ', 'ಐಂದ್ರ', 'ವೈಧೃತಿ',
  ],
  karanas: ['ಕಿಂಸ್ತುಘ್ನ', 'ಬವ', 'ಬಾಲವ', 'ಕೌಲವ', 'ತೈತಿಲ', 'ಗರಜ', 'ವಣಿಜ', 'ವಿಷ್ಟಿ', 'ಶಕುನಿ', 'ಚತುಷ್ಪಾದ', 'ನಾಗ'],
};

const LUNAR_DAY: Record<Language, LunarDayVocabulary> = { en, hi, ma, bn, ta, te, ml, kn };

export function lunarDayVocabulary(lang: Language): LunarDayVocabulary {
  return LUNAR_DAY[lang];
}

/**
 * A tithi's name with its paksha, e.g. `Shukla-Ashtami` (panchang, separator `-`) or
 * `Krishna Dashami` (astro_details, separator ` `).
 */
export function tithiName(v: LunarDayVocabulary, t: { paksha: 'shukla' | 'krishna'; inPaksha: number }, separator: string): string {
  const name = t.inPaksha < 15 ? v.tithis[t.inPaksha - 1] : v.tithis[t.paksha === 'shukla' ? 14 : 15];
  return `${v.pakshas[t.paksha === 'shukla' ? 0 : 1]}${separator}${name}`;
}

/** `Shukla-Paksha`, in the language. */
export function pakshaName(v: LunarDayVocabulary, paksha: 'shukla' | 'krishna'): string {
  return `${v.pakshas[paksha === 'shukla' ? 0 : 1]}-${v.paksha}`;
}
