// The words a printed report uses for its own headings and table columns, in English and Hindi.
// Plain terms of Jyotisha as any almanac (panchang) prints them; the Hindi is standard Hindi usage
// (Devanagari), written for this project. Licence: the project's own (AGPL-3.0-or-later).
import type { PdfLanguage } from './document.js';

export interface Headings {
  reports: { mini: string; basic: string; pro: string; match: string; natal: string };
  contents: string;
  page: string;
  preparedBy: string;
  name: string;
  gender: string;
  date: string;
  time: string;
  place: string;
  latitude: string;
  longitude: string;
  timezone: string;
  ayanamsha: string;
  sunrise: string;
  sunset: string;
  birthDetails: string;
  avakahada: string;
  charts: string;
  lagna: string;
  navamsa: string;
  planets: string;
  planet: string;
  sign: string;
  degree: string;
  nakshatra: string;
  pada: string;
  house: string;
  retrograde: string;
  yes: string;
  no: string;
  vimshottari: string;
  mahadasha: string;
  antardasha: string;
  pratyantardasha: string;
  runningPeriods: string;
  start: string;
  end: string;
  divisional: string;
  panchang: string;
  manglik: string;
  manglikStatus: string;
  manglikPercent: string;
  kalsarpa: string;
  sadeSati: string;
  ashtakavarga: string;
  sarvashtakavarga: string;
  total: string;
  gems: string;
  gemRoles: { LIFE: string; BENEFIC: string; LUCKY: string };
  gem: string;
  substitute: string;
  finger: string;
  weight: string;
  metal: string;
  day: string;
  deity: string;
  ascendantReport: string;
  houseReports: string;
  match: {
    koota: string; maximum: string; received: string; minimum: string; ashtakoot: string; dashakoot: string; conclusion: string;
    /** Papasamyam: its title, its table's columns (weights as papasamyam_details applies them), and the rule it is read by. */
    papasamyam: string; fromLagna: string; fromMoon: string; fromVenus: string; papaPoints: string; papasamyamRule: string;
  };
  /** Labels of the avakahada and panchang records' keys, by key. */
  keys: Readonly<Record<string, string>>;
}

const EN: Headings = {
  reports: { mini: 'Mini Horoscope', basic: 'Horoscope', pro: 'Complete Horoscope', match: 'Match Making Report', natal: 'Natal Chart Report' },
  contents: 'Contents', page: 'Page', preparedBy: 'Prepared by',
  name: 'Name', gender: 'Gender', date: 'Date of birth', time: 'Time of birth', place: 'Place of birth', latitude: 'Latitude', longitude: 'Longitude',
  timezone: 'Time zone', ayanamsha: 'Ayanamsha (Lahiri)', sunrise: 'Sunrise', sunset: 'Sunset',
  birthDetails: 'Birth Details', avakahada: 'Avakahada Chakra', charts: 'Lagna and Navamsa Charts', lagna: 'Lagna chart (D1)', navamsa: 'Navamsa chart (D9)',
  planets: 'Planetary Positions', planet: 'Planet', sign: 'Sign', degree: 'Degree', nakshatra: 'Nakshatra', pada: 'Pada', house: 'House',
  retrograde: 'Retrograde', yes: 'Yes', no: 'No',
  vimshottari: 'Vimshottari Dasha', mahadasha: 'Mahadasha', antardasha: 'Antardasha', pratyantardasha: 'Pratyantardasha', runningPeriods: 'Running periods',
  start: 'Begins', end: 'Ends',
  divisional: 'Divisional Charts', panchang: 'Panchang at Birth', manglik: 'Manglik Dosha', manglikStatus: 'Status', manglikPercent: 'Strength after cancellations',
  kalsarpa: 'Kalsarpa Yoga', sadeSati: 'Sade Sati', ashtakavarga: 'Ashtakavarga', sarvashtakavarga: 'Sarvashtakavarga: points in each sign', total: 'Total',
  gems: 'Gemstone Suggestions', gemRoles: { LIFE: 'Life stone', BENEFIC: 'Benefic stone', LUCKY: 'Lucky stone' },
  gem: 'Gem', substitute: 'Substitute', finger: 'Finger', weight: 'Weight (carat)', metal: 'Metal', day: 'Day', deity: 'Planet',
  ascendantReport: 'Your Ascendant', houseReports: 'The Planets in the Houses',
  match: { koota: 'Koota', maximum: 'Out of', received: 'Points', minimum: 'Minimum for a match', ashtakoot: 'Ashtakoot Milan', dashakoot: 'Dashakoot Milan', conclusion: 'Conclusion',
    papasamyam: 'Papasamyam', fromLagna: 'From the lagna', fromMoon: 'From the Moon (× ½)', fromVenus: 'From Venus (× ¼)', papaPoints: 'Papa points',
    papasamyamRule: 'South Indian matching compares the papa points of the two charts: by the usual rule the groom’s total should equal the bride’s or exceed it.',
  },
  keys: {
    Varna: 'Varna', Vashya: 'Vashya', Yoni: 'Yoni', Gan: 'Gana', Nadi: 'Nadi', SignLord: 'Moon sign lord', sign: 'Moon sign', Naksahtra: 'Nakshatra',
    NaksahtraLord: 'Nakshatra lord', Charan: 'Charan', Yog: 'Yoga', Karan: 'Karana', Tithi: 'Tithi', yunja: 'Yunja', tatva: 'Tatva', name_alphabet: 'Name syllable',
    paya: 'Paya', ascendant: 'Ascendant', ascendant_lord: 'Ascendant lord', day: 'Weekday', tithi: 'Tithi', yog: 'Yoga', nakshatra: 'Nakshatra', karan: 'Karana',
    sunrise: 'Sunrise', sunset: 'Sunset', vedic_sunrise: 'Vedic sunrise', vedic_sunset: 'Vedic sunset',
  },
};

const HI: Headings = {
  reports: { mini: 'लघु कुंडली', basic: 'कुंडली', pro: 'विस्तृत कुंडली', match: 'कुंडली मिलान', natal: 'जन्म कुंडली रिपोर्ट' },
  contents: 'विषय सूची', page: 'पृष्ठ', preparedBy: 'प्रस्तुतकर्ता',
  name: 'नाम', gender: 'लिंग', date: 'जन्म तिथि', time: 'जन्म समय', place: 'जन्म स्थान', latitude: 'अक्षांश', longitude: 'देशांतर',
  timezone: 'समय क्षेत्र', ayanamsha: 'अयनांश (लाहिड़ी)', sunrise: 'सूर्योदय', sunset: 'सूर्यास्त',
  birthDetails: 'जन्म विवरण', avakahada: 'अवकहड़ा चक्र', charts: 'लग्न और नवांश कुंडली', lagna: 'लग्न कुंडली (D1)', navamsa: 'नवांश कुंडली (D9)',
  planets: 'ग्रह स्थिति', planet: 'ग्रह', sign: 'राशि', degree: 'अंश', nakshatra: 'नक्षत्र', pada: 'पद', house: 'भाव',
  retrograde: 'वक्री', yes: 'हाँ', no: 'नहीं',
  vimshottari: 'विंशोत्तरी दशा', mahadasha: 'महादशा', antardasha: 'अंतर्दशा', pratyantardasha: 'प्रत्यंतर दशा', runningPeriods: 'चल रही दशाएँ',
  start: 'आरंभ', end: 'अंत',
  divisional: 'वर्ग कुंडलियाँ', panchang: 'जन्म समय का पंचांग', manglik: 'मांगलिक दोष', manglikStatus: 'स्थिति', manglikPercent: 'परिहार के बाद प्रभाव',
  kalsarpa: 'कालसर्प योग', sadeSati: 'साढ़ेसाती', ashtakavarga: 'अष्टकवर्ग', sarvashtakavarga: 'सर्वाष्टकवर्ग: प्रत्येक राशि के अंक', total: 'योग',
  gems: 'रत्न सुझाव', gemRoles: { LIFE: 'जीवन रत्न', BENEFIC: 'शुभ रत्न', LUCKY: 'भाग्य रत्न' },
  gem: 'रत्न', substitute: 'उपरत्न', finger: 'उंगली', weight: 'वज़न (कैरेट)', metal: 'धातु', day: 'दिन', deity: 'ग्रह',
  ascendantReport: 'आपका लग्न', houseReports: 'भावों में ग्रह',
  match: { koota: 'कूट', maximum: 'पूर्णांक', received: 'प्राप्त अंक', minimum: 'मिलान के लिए न्यूनतम', ashtakoot: 'अष्टकूट मिलान', dashakoot: 'दशकूट मिलान', conclusion: 'निष्कर्ष',
    papasamyam: 'पापसाम्य', fromLagna: 'लग्न से', fromMoon: 'चंद्र से (× ½)', fromVenus: 'शुक्र से (× ¼)', papaPoints: 'पाप अंक',
    papasamyamRule: 'दक्षिण भारतीय मिलान में दोनों कुंडलियों के पाप अंकों की तुलना होती है: प्रचलित नियम के अनुसार वर के कुल पाप अंक वधू के बराबर या उनसे अधिक होने चाहिए।',
  },
  keys: {
    Varna: 'वर्ण', Vashya: 'वश्य', Yoni: 'योनि', Gan: 'गण', Nadi: 'नाड़ी', SignLord: 'राशि स्वामी', sign: 'राशि', Naksahtra: 'नक्षत्र',
    NaksahtraLord: 'नक्षत्र स्वामी', Charan: 'चरण', Yog: 'योग', Karan: 'करण', Tithi: 'तिथि', yunja: 'युंजा', tatva: 'तत्व', name_alphabet: 'नामाक्षर',
    paya: 'पाया', ascendant: 'लग्न', ascendant_lord: 'लग्न स्वामी', day: 'वार', tithi: 'तिथि', yog: 'योग', nakshatra: 'नक्षत्र', karan: 'करण',
    sunrise: 'सूर्योदय', sunset: 'सूर्यास्त', vedic_sunrise: 'वैदिक सूर्योदय', vedic_sunset: 'वैदिक सूर्यास्त',
  },
};

export const HEADINGS: Readonly<Record<PdfLanguage, Headings>> = { en: EN, hi: HI };
