// The five birds and their five activities (Pancha-pakshi) in the eight answer languages.
// Sources: the Tamil names as Tamil pancha-pakshi almanacs print them (வல்லூறு, ஆந்தை, காகம், கோழி, மயில்;
// அரசு, ஊண், நடை, துயில், சாவு); English as the English books of the tradition name them (U. S. Pulippani,
// "Biorhythms of Natal Moon": vulture, owl, crow, cock, peacock; ruling, eating, walking, sleeping, dying);
// elsewhere the everyday bird names of each language and the Sanskrit-derived activity words Hindi and Telugu
// pancha-pakshi articles use (शासन, भोजन, गमन, शयन, मृत्यु; రాజ్యం, భోజనం, గమనం, నిద్ర, మరణం). The activities
// are grades of a bird's strength through the day, not events: "dying" is the weakest grade.
import type { Language } from './languages.js';
import type { Tuple } from './vocabulary.js';

export interface PanchaPakshiVocabulary {
  /** Vulture, owl, crow, cock, peacock. */
  birds: Tuple<string, 5>;
  /** Ruling, eating, walking, sleeping, dying. */
  activities: Tuple<string, 5>;
}

const hi: PanchaPakshiVocabulary = { birds: ['गिद्ध', 'उल्लू', 'कौआ', 'मुर्गा', 'मोर'], activities: ['शासन', 'भोजन', 'गमन', 'शयन', 'मृत्यु'] };

export const PANCHA_PAKSHI: Record<Language, PanchaPakshiVocabulary> = {
  en: { birds: ['Vulture', 'Owl', 'Crow', 'Cock', 'Peacock'], activities: ['Ruling', 'Eating', 'Walking', 'Sleeping', 'Dying'] },
  hi,
  ma: { birds: ['गिधाड', 'घुबड', 'कावळा', 'कोंबडा', 'मोर'], activities: hi.activities },
  bn: { birds: ['শকুন', 'পেঁচা', 'কাক', 'মোরগ', 'ময়ূর'], activities: ['শাসন', 'ভোজন', 'গমন', 'শয়ন', 'মরণ'] },
  ta: { birds: ['வல்லூறு', 'ஆந்தை', 'காகம்', 'கோழி', 'மயில்'], activities: ['அரசு', 'ஊண்', 'நடை', 'துயில்', 'சாவு'] },
  te: { birds: ['రాబందు', 'గుడ్లగూబ', 'కాకి', 'కోడి', 'నెమలి'], activities: ['రాజ్యం', 'భోజనం', 'గమనం', 'నిద్ర', 'మరణం'] },
  ml: { birds: ['കഴുകൻ', 'മൂങ്ങ', 'കാക്ക', 'കോഴി', 'മയിൽ'], activities: ['ഭരണം', 'ഭക്ഷണം', 'നടത്തം', 'ഉറക്കം', 'മരണം'] },
  kn: { birds: ['ರಣಹದ್ದು', 'ಗೂಬೆ', 'ಕಾಗೆ', 'ಕೋಳಿ', 'ನವಿಲು'], activities: ['ರಾಜ್ಯ', 'ಭೋಜನ', 'ಗಮನ', 'ನಿದ್ರೆ', 'ಮರಣ'] },
};
