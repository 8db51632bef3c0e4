// i18n/matching/: the matching and dosha endpoints' words in every answer language.
// Names used by the matching and dosha endpoints, in the eight answer languages: the Avakahada
// attributes, the koota descriptions, the Sade Sati phases and the twelve Kalsarpa yogas.
// Sources: English follows the reference service's spellings where they are known
// (shared/spec/more-endpoints.md §3); the other languages use the Sanskrit terms in each script as
// printed in almanacs (Tamil uses its everyday animal and element words, as Tamil almanacs do). The
// koota descriptions are our own words. The pada syllables are the Avakahada chakra's, written in
// Devanagari; Bengali, Telugu, Kannada, Malayalam and Tamil forms are the same letters in each
// script (see `fromDevanagari`). Licence: ours, AGPL like the rest of the repository.
import type { Gana, Nadi, Paya, Tatva, Varna, Vashya, Yunja } from '../../vedic/avakahada.js';
import type { Koota } from '../../vedic/ashtakoot.js';
import type { SadeSatiPhase } from '../../vedic/sadesati.js';
import type { Language } from '../languages.js';
import type { Tuple } from '../vocabulary.js';

export interface MatchingNames {
  varna: Readonly<Record<Varna, string>>;
  vashya: Readonly<Record<Vashya, string>>;
  /** Ashwa … Simha, in the order of YONIS. */
  yoni: Tuple<string, 14>;
  gana: Readonly<Record<Gana, string>>;
  nadi: Readonly<Record<Nadi, string>>;
  yunja: Readonly<Record<Yunja, string>>;
  tatva: Readonly<Record<Tatva, string>>;
  paya: Readonly<Record<Paya, string>>;
  /** The 108 pada syllables, Ashwini pada 1 first. */
  syllables: readonly string[];
  kootas: Readonly<Record<Koota, string>>;
  phases: Readonly<Record<SadeSatiPhase, string>>;
  /** Kalsarpa yogas by Rahu's house, 1 … 12. */
  kalsarpa: Tuple<string, 12>;
}

const DEVANAGARI_SYLLABLES = [
  'चू', 'चे', 'चो', 'ला', 'ली', 'लू', 'ले', 'लो', 'अ', 'इ', 'उ', 'ए', 'ओ', 'वा', 'वी', 'वू', 'वे', 'वो', 'का', 'की',
  'कू', 'घ', 'ङ', 'छ', 'के', 'को', 'हा', 'ही', 'हू', 'हे', 'हो', 'डा', 'डी', 'डू', 'डे', 'डो', 'मा', 'मी', 'मू', 'मे',
  'मो', 'टा', 'टी', 'टू', 'टे', 'टो', 'पा', 'पी', 'पू', 'ष', 'ण', 'ठ', 'पे', 'पो', 'रा', 'री', 'रू', 'रे', 'रो', 'ता',
  'ती', 'तू', 'ते', 'तो', 'ना', 'नी', 'नू', 'ने', 'नो', 'या', 'यी', 'यू', 'ये', 'यो', 'भा', 'भी', 'भू', 'धा', 'फा', 'ढा',
  'भे', 'भो', 'जा', 'जी', 'खी', 'खू', 'खे', 'खो', 'गा', 'गी', 'गू', 'गे', 'गो', 'सा', 'सी', 'सू', 'से', 'सो', 'दा', 'दी',
  'दू', 'थ', 'झ', 'ञ', 'दे', 'दो', 'चा', 'ची',
];

// The Brahmic blocks of Unicode share Devanagari's layout, so a letter moves to another script by a
// fixed offset; the exceptions are letters a script writes differently (Bengali va and ya) or lacks
// (Tamil has no aspirated or voiced stops and writes them with the plain letter, as Tamil almanacs do).
const SCRIPT = {
  bn: { offset: 0x80, except: { 'व': 'ব', 'य': 'য়' } },
  ta: { offset: 0x280, except: { 'ख': 'க', 'ग': 'க', 'घ': 'க', 'छ': 'ச', 'झ': 'ஜ', 'ठ': 'ட', 'ड': 'ட', 'ढ': 'ட', 'थ': 'த', 'द': 'த', 'ध': 'த', 'फ': 'ப', 'भ': 'ப' } },
  te: { offset: 0x300, except: {} },
  kn: { offset: 0x380, except: {} },
  ml: { offset: 0x400, except: {} },
} as const satisfies Record<string, { offset: number; except: Record<string, string> }>;

function fromDevanagari(text: string, script: keyof typeof SCRIPT): string {
  const { offset, except } = SCRIPT[script];
  return [...text].map((ch) => (except as Record<string, string>)[ch] ?? String.fromCodePoint(ch.codePointAt(0)! + offset)).join('');
}

const syllables = (script: keyof typeof SCRIPT) => DEVANAGARI_SYLLABLES.map((s) => fromDevanagari(s, script));

const ROMAN_SYLLABLES = [
  'Chu', 'Che', 'Cho', 'La', 'Li', 'Lu', 'Le', 'Lo', 'A', 'I', 'U', 'E', 'O', 'Va', 'Vi', 'Vu', 'Ve', 'Vo', 'Ka', 'Ki',
  'Ku', 'Gha', 'Ng', 'Chha', 'Ke', 'Ko', 'Ha', 'Hi', 'Hu', 'He', 'Ho', 'Da', 'Di', 'Du', 'De', 'Do', 'Ma', 'Mi', 'Mu', 'Me',
  'Mo', 'Ta', 'Ti', 'Tu', 'Te', 'To', 'Pa', 'Pi', 'Pu', 'Sha', 'Na', 'Tha', 'Pe', 'Po', 'Ra', 'Ri', 'Ru', 'Re', 'Ro', 'Ta',
  'Ti', 'Tu', 'Te', 'To', 'Na', 'Ni', 'Nu', 'Ne', 'No', 'Ya', 'Yi', 'Yu', 'Ye', 'Yo', 'Bha', 'Bhi', 'Bhu', 'Dha', 'Pha', 'Dha',
  'Bhe', 'Bho', 'Ja', 'Ji', 'Khi', 'Khu', 'Khe', 'Kho', 'Ga', 'Gi', 'Gu', 'Ge', 'Go', 'Sa', 'Si', 'Su', 'Se', 'So', 'Da', 'Di',
  'Du', 'Tha', 'Jha', 'Na', 'De', 'Do', 'Cha', 'Chi',
];

const HINDI_COMMON = {
  varna: { Vipra: 'विप्र', Kshatriya: 'क्षत्रिय', Vaishya: 'वैश्य', Shoodra: 'शूद्र' },
  vashya: { Chatuspad: 'चतुष्पद', Maanav: 'मानव', Jalchar: 'जलचर', Vanchar: 'वनचर', Keet: 'कीट' },
  yoni: ['अश्व', 'गज', 'मेष', 'सर्प', 'श्वान', 'मार्जार', 'मूषक', 'गौ', 'महिष', 'व्याघ्र', 'मृग', 'वानर', 'नकुल', 'सिंह'],
  gana: { Dev: 'देव', Manushya: 'मनुष्य', Rakshasa: 'राक्षस' },
  yunja: { Poorva: 'पूर्व', Madhya: 'मध्य', Parbhaag: 'परभाग' },
  tatva: { Fire: 'अग्नि', Earth: 'पृथ्वी', Air: 'वायु', Water: 'जल' },
  syllables: DEVANAGARI_SYLLABLES,
  phases: { rising: 'उदय', peak: 'शिखर', setting: 'अस्त' },
} as const;

export const MATCHING_NAMES: Readonly<Record<Language, MatchingNames>> = {
  en: {
    varna: { Vipra: 'Vipra', Kshatriya: 'Kshatriya', Vaishya: 'Vaishya', Shoodra: 'Shoodra' },
    vashya: { Chatuspad: 'Chatuspad', Maanav: 'Maanav', Jalchar: 'Jalchar', Vanchar: 'Vanchar', Keet: 'Keet' },
    yoni: ['Ashwa', 'Gaj', 'Mesh', 'Sarp', 'Swaan', 'Marjar', 'Mushak', 'Gau', 'Mahish', 'Vyaaghra', 'Mrig', 'Vanar', 'Nakul', 'Simha'],
    gana: { Dev: 'Dev', Manushya: 'Manushya', Rakshasa: 'Rakshasa' },
    nadi: { Adi: 'Adi', Madhya: 'Madhya', Antya: 'Antya' },
    yunja: { Poorva: 'Poorva', Madhya: 'Madhya', Parbhaag: 'Parbhaag' },
    tatva: { Fire: 'Fire', Earth: 'Earth', Air: 'Air', Water: 'Water' },
    paya: { Gold: 'Gold', Silver: 'Silver', Copper: 'Copper', Iron: 'Iron' },
    syllables: ROMAN_SYLLABLES,
    kootas: {
      varna: 'Outlook and work', vashya: 'Mutual influence', tara: 'Wellbeing from the birth stars', yoni: 'Physical compatibility',
      maitri: 'Friendship of the Moon-sign lords', gan: 'Temperament', bhakut: 'Moon signs and family welfare', nadi: 'Constitution and children',
    },
    phases: { rising: 'rising', peak: 'peak', setting: 'setting' },
    kalsarpa: ['Anant', 'Kulik', 'Vasuki', 'Shankhpal', 'Padma', 'Mahapadma', 'Takshak', 'Karkotak', 'Shankhachood', 'Ghatak', 'Vishdhar', 'Sheshnag'],
  },
  hi: {
    ...HINDI_COMMON,
    nadi: { Adi: 'आदि', Madhya: 'मध्य', Antya: 'अंत्य' },
    paya: { Gold: 'सोना', Silver: 'चाँदी', Copper: 'ताँबा', Iron: 'लोहा' },
    kootas: {
      varna: 'दृष्टिकोण और कार्य', vashya: 'परस्पर प्रभाव', tara: 'जन्म नक्षत्रों से कल्याण', yoni: 'शारीरिक अनुकूलता',
      maitri: 'राशि स्वामियों की मित्रता', gan: 'स्वभाव', bhakut: 'राशियाँ और पारिवारिक सुख', nadi: 'स्वास्थ्य और संतान',
    },
    kalsarpa: ['अनंत', 'कुलिक', 'वासुकि', 'शंखपाल', 'पद्म', 'महापद्म', 'तक्षक', 'कर्कोटक', 'शंखचूड़', 'घातक', 'विषधर', 'शेषनाग'],
  },
  ma: {
    ...HINDI_COMMON,
    nadi: { Adi: 'आद्य', Madhya: 'मध्य', Antya: 'अंत्य' },
    paya: { Gold: 'सोने', Silver: 'चांदी', Copper: 'तांबे', Iron: 'लोखंड' },
    kootas: {
      varna: 'दृष्टिकोन आणि कार्य', vashya: 'परस्पर प्रभाव', tara: 'जन्मनक्षत्रांचे कल्याण', yoni: 'शारीरिक अनुरूपता',
      maitri: 'राशिस्वामींची मैत्री', gan: 'स्वभाव', bhakut: 'राशी आणि कौटुंबिक सुख', nadi: 'आरोग्य आणि संतती',
    },
    kalsarpa: ['अनंत', 'कुलिक', 'वासुकी', 'शंखपाल', 'पद्म', 'महापद्म', 'तक्षक', 'कर्कोटक', 'शंखचूड', 'घातक', 'विषधर', 'शेषनाग'],
  },
  bn: {
    varna: { Vipra: 'বিপ্র', Kshatriya: 'ক্ষত্রিয়', Vaishya: 'বৈশ্য', Shoodra: 'শূদ্র' },
    vashya: { Chatuspad: 'চতুষ্পদ', Maanav: 'মানব', Jalchar: 'জলচর', Vanchar: 'বনচর', Keet: 'কীট' },
    yoni: ['অশ্ব', 'গজ', 'মেষ', 'সর্প', 'শ্বান', 'মার্জার', 'মূষিক', 'গো', 'মহিষ', 'ব্যাঘ্র', 'মৃগ', 'বানর', 'নকুল', 'সিংহ'],
    gana: { Dev: 'দেব', Manushya: 'মনুষ্য', Rakshasa: 'রাক্ষস' },
    nadi: { Adi: 'আদি', Madhya: 'মধ্য', Antya: 'অন্ত্য' },
    yunja: { Poorva: 'পূর্ব', Madhya: 'মধ্য', Parbhaag: 'পরভাগ' },
    tatva: { Fire: 'অগ্নি', Earth: 'পৃথ্বী', Air: 'বায়ু', Water: 'জল' },
    paya: { Gold: 'সোনা', Silver: 'রুপো', Copper: 'তামা', Iron: 'লোহা' },
    syllables: syllables('bn'),
    kootas: {
      varna: 'দৃষ্টিভঙ্গি ও কর্ম', vashya: 'পারস্পরিক প্রভাব', tara: 'জন্মনক্ষত্রের শুভাশুভ', yoni: 'শারীরিক সামঞ্জস্য',
      maitri: 'রাশিপতিদের মিত্রতা', gan: 'স্বভাব', bhakut: 'রাশি ও পারিবারিক সুখ', nadi: 'স্বাস্থ্য ও সন্তান',
    },
    phases: { rising: 'উদয়', peak: 'শিখর', setting: 'অস্ত' },
    kalsarpa: ['অনন্ত', 'কুলিক', 'বাসুকি', 'শঙ্খপাল', 'পদ্ম', 'মহাপদ্ম', 'তক্ষক', 'কর্কোটক', 'শঙ্খচূড়', 'ঘাতক', 'বিষধর', 'শেষনাগ'],
  },
  ta: {
    varna: { Vipra: 'விப்ரர்', Kshatriya: 'க்ஷத்ரியர்', Vaishya: 'வைசியர்', Shoodra: 'சூத்திரர்' },
    vashya: { Chatuspad: 'சதுஷ்பாதம்', Maanav: 'மனிதம்', Jalchar: 'ஜலசரம்', Vanchar: 'வனசரம்', Keet: 'கீடம்' },
    yoni: ['குதிரை', 'யானை', 'ஆடு', 'பாம்பு', 'நாய்', 'பூனை', 'எலி', 'பசு', 'எருமை', 'புலி', 'மான்', 'குரங்கு', 'கீரி', 'சிங்கம்'],
    gana: { Dev: 'தேவ', Manushya: 'மனித', Rakshasa: 'ராட்சச' },
    nadi: { Adi: 'ஆதி', Madhya: 'மத்திய', Antya: 'அந்திய' },
    yunja: { Poorva: 'பூர்வ', Madhya: 'மத்திய', Parbhaag: 'பரபாக' },
    tatva: { Fire: 'நெருப்பு', Earth: 'நிலம்', Air: 'காற்று', Water: 'நீர்' },
    paya: { Gold: 'தங்கம்', Silver: 'வெள்ளி', Copper: 'செம்பு', Iron: 'இரும்பு' },
    syllables: syllables('ta'),
    kootas: {
      varna: 'மனப்பான்மையும் தொழிலும்', vashya: 'பரஸ்பர ஈர்ப்பு', tara: 'பிறந்த நட்சத்திர நலம்', yoni: 'உடல் பொருத்தம்',
      maitri: 'ராசி அதிபதிகளின் நட்பு', gan: 'குணம்', bhakut: 'ராசிகளும் குடும்ப நலமும்', nadi: 'ஆரோக்கியமும் சந்ததியும்',
    },
    phases: { rising: 'தொடக்க', peak: 'உச்ச', setting: 'இறுதி' },
    kalsarpa: ['அனந்த', 'குளிகை', 'வாசுகி', 'சங்கபால', 'பத்ம', 'மகாபத்ம', 'தக்ஷக', 'கார்க்கோடக', 'சங்கசூட', 'கடக', 'விஷதர', 'சேஷநாக'],
  },
  te: {
    varna: { Vipra: 'విప్ర', Kshatriya: 'క్షత్రియ', Vaishya: 'వైశ్య', Shoodra: 'శూద్ర' },
    vashya: { Chatuspad: 'చతుష్పాద', Maanav: 'మానవ', Jalchar: 'జలచర', Vanchar: 'వనచర', Keet: 'కీటక' },
    yoni: ['అశ్వ', 'గజ', 'మేష', 'సర్ప', 'శ్వాన', 'మార్జాల', 'మూషిక', 'గో', 'మహిష', 'వ్యాఘ్ర', 'మృగ', 'వానర', 'నకుల', 'సింహ'],
    gana: { Dev: 'దేవ', Manushya: 'మనుష్య', Rakshasa: 'రాక్షస' },
    nadi: { Adi: 'ఆది', Madhya: 'మధ్య', Antya: 'అంత్య' },
    yunja: { Poorva: 'పూర్వ', Madhya: 'మధ్య', Parbhaag: 'పరభాగ' },
    tatva: { Fire: 'అగ్ని', Earth: 'భూమి', Air: 'వాయు', Water: 'జలం' },
    paya: { Gold: 'బంగారం', Silver: 'వెండి', Copper: 'రాగి', Iron: 'ఇనుము' },
    syllables: syllables('te'),
    kootas: {
      varna: 'దృక్పథం మరియు వృత్తి', vashya: 'పరస్పర ఆకర్షణ', tara: 'జన్మ నక్షత్రాల శుభం', yoni: 'శారీరక అనుకూలత',
      maitri: 'రాశ్యధిపతుల మైత్రి', gan: 'స్వభావం', bhakut: 'రాశులు మరియు కుటుంబ సుఖం', nadi: 'ఆరోగ్యం మరియు సంతానం',
    },
    phases: { rising: 'ఉదయ', peak: 'శిఖర', setting: 'అస్త' },
    kalsarpa: ['అనంత', 'కులిక', 'వాసుకి', 'శంఖపాల', 'పద్మ', 'మహాపద్మ', 'తక్షక', 'కర్కోటక', 'శంఖచూడ', 'ఘాతక', 'విషధర', 'శేషనాగ'],
  },
  ml: {
    varna: { Vipra: 'വിപ്ര', Kshatriya: 'ക്ഷത്രിയ', Vaishya: 'വൈശ്യ', Shoodra: 'ശൂദ്ര' },
    vashya: { Chatuspad: 'ചതുഷ്പാദം', Maanav: 'മാനവം', Jalchar: 'ജലചരം', Vanchar: 'വനചരം', Keet: 'കീടം' },
    yoni: ['അശ്വം', 'ഗജം', 'മേഷം', 'സർപ്പം', 'ശ്വാനം', 'മാർജാരം', 'മൂഷികം', 'ഗോ', 'മഹിഷം', 'വ്യാഘ്രം', 'മൃഗം', 'വാനരം', 'നകുലം', 'സിംഹം'],
    gana: { Dev: 'ദേവ', Manushya: 'മനുഷ്യ', Rakshasa: 'രാക്ഷസ' },
    nadi: { Adi: 'ആദി', Madhya: 'മധ്യ', Antya: 'അന്ത്യ' },
    yunja: { Poorva: 'പൂർവ', Madhya: 'മധ്യ', Parbhaag: 'പരഭാഗ' },
    tatva: { Fire: 'അഗ്നി', Earth: 'ഭൂമി', Air: 'വായു', Water: 'ജലം' },
    paya: { Gold: 'സ്വർണം', Silver: 'വെള്ളി', Copper: 'ചെമ്പ്', Iron: 'ഇരുമ്പ്' },
    syllables: syllables('ml'),
    kootas: {
      varna: 'കാഴ്ചപ്പാടും തൊഴിലും', vashya: 'പരസ്പര സ്വാധീനം', tara: 'ജന്മനക്ഷത്രങ്ങളുടെ ശുഭം', yoni: 'ശാരീരിക പൊരുത്തം',
      maitri: 'രാശ്യധിപന്മാരുടെ മൈത്രി', gan: 'സ്വഭാവം', bhakut: 'രാശികളും കുടുംബസുഖവും', nadi: 'ആരോഗ്യവും സന്താനവും',
    },
    phases: { rising: 'ഉദയ', peak: 'ശിഖര', setting: 'അസ്ത' },
    kalsarpa: ['അനന്ത', 'കുളിക', 'വാസുകി', 'ശംഖപാല', 'പത്മ', 'മഹാപത്മ', 'തക്ഷക', 'കാർക്കോടക', 'ശംഖചൂഡ', 'ഘാതക', 'വിഷധര', 'ശേഷനാഗ'],
  },
  kn: {
    varna: { Vipra: 'ವಿಪ್ರ', Kshatriya: 'ಕ್ಷತ್ರಿಯ', Vaishya: 'ವೈಶ್ಯ', Shoodra: 'ಶೂದ್ರ' },
    vashya: { Chatuspad: 'ಚತುಷ್ಪಾದ', Maanav: 'ಮಾನವ', Jalchar: 'ಜಲಚರ', Vanchar: 'ವನಚರ', Keet: 'ಕೀಟ' },
    yoni: ['ಅಶ್ವ', 'ಗಜ', 'ಮೇಷ', 'ಸರ್ಪ', 'ಶ್ವಾನ', 'ಮಾರ್ಜಾಲ', 'ಮೂಷಕ', 'ಗೋ', 'ಮಹಿಷ', 'ವ್ಯಾಘ್ರ', 'ಮೃಗ', 'ವಾನರ', 'ನಕುಲ', 'ಸಿಂಹ'],
    gana: { Dev: 'ದೇವ', Manushya: 'ಮನುಷ್ಯ', Rakshasa: 'ರಾಕ್ಷಸ' },
    nadi: { Adi: 'ಆದಿ', Madhya: 'ಮಧ್ಯ', Antya: 'ಅಂತ್ಯ' },
    yunja: { Poorva: 'ಪೂರ್ವ', Madhya: 'ಮಧ್ಯ', Parbhaag: 'ಪರಭಾಗ' },
    tatva: { Fire: 'ಅಗ್ನಿ', Earth: 'ಭೂಮಿ', Air: 'ವಾಯು', Water: 'ಜಲ' },
    paya: { Gold: 'ಚಿನ್ನ', Silver: 'ಬೆಳ್ಳಿ', Copper: 'ತಾಮ್ರ', Iron: 'ಕಬ್ಬಿಣ' },
    syllables: syllables('kn'),
    kootas: {
      varna: 'ದೃಷ್ಟಿಕೋನ ಮತ್ತು ಕೆಲಸ', vashya: 'ಪರಸ್ಪರ ಪ್ರಭಾವ', tara: 'ಜನ್ಮ ನಕ್ಷತ್ರಗಳ ಶುಭ', yoni: 'ದೈಹಿಕ ಹೊಂದಾಣಿಕೆ',
      maitri: 'ರಾಶ್ಯಧಿಪತಿಗಳ ಮೈತ್ರಿ', gan: 'ಸ್ವಭಾವ', bhakut: 'ರಾಶಿಗಳು ಮತ್ತು ಕುಟುಂಬ ಸುಖ', nadi: 'ಆರೋಗ್ಯ ಮತ್ತು ಸಂತಾನ',
    },
    phases: { rising: 'ಉದಯ', peak: 'ಶಿಖರ', setting: 'ಅಸ್ತ' },
    kalsarpa: ['ಅನಂತ', 'ಕುಲಿಕ', 'ವಾಸುಕಿ', 'ಶಂಖಪಾಲ', 'ಪದ್ಮ', 'ಮಹಾಪದ್ಮ', 'ತಕ್ಷಕ', 'ಕಾರ್ಕೋಟಕ', 'ಶಂಖಚೂಡ', 'ಘಾತಕ', 'ವಿಷಧರ', 'ಶೇಷನಾಗ'],
  },
};
