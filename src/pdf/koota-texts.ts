// What each of the eight kootas of the match-making report compares, in English and Hindi: one or two
// sentences each, written for this project. Meanings from the classical rules of marriage matching in
// Muhurta Chintamani (Ramadaivajna, 1600; vivaha prakarana, public domain) and the points tables in
// src/vedic/ashtakoot-tables.ts. No certainty about health, children or the length of life is given.
// Licence: the project's own (AGPL-3.0-or-later).
import type { Koota } from '../vedic/ashtakoot.js';
import type { PdfLanguage } from './document.js';

/** The kootas' own names, as almanacs print them. */
export const KOOTA_NAMES: Readonly<Record<PdfLanguage, Readonly<Record<Koota, string>>>> = {
  en: { varna: 'Varna', vashya: 'Vashya', tara: 'Tara', yoni: 'Yoni', maitri: 'Graha Maitri', gan: 'Gana', bhakut: 'Bhakoot', nadi: 'Nadi' },
  hi: { varna: 'वर्ण', vashya: 'वश्य', tara: 'तारा', yoni: 'योनि', maitri: 'ग्रह मैत्री', gan: 'गण', bhakut: 'भकूट', nadi: 'नाड़ी' },
};

export const KOOTA_TEXTS: Readonly<Record<PdfLanguage, Readonly<Record<Koota, string>>>> = {
  en: {
    varna: 'Varna ranks the two Moon signs by the four varnas of their element. One point when the bride’s varna is not above the groom’s: a sign that both see their duties in a like way.',
    vashya: 'Vashya sorts the Moon signs into five groups (human, four-footed, water, wild, insect) and asks whether one naturally yields to the other. Up to two points.',
    tara: 'Tara counts from each birth star to the other’s in steps of nine. Counts that fall on the favourable taras give one and a half points each way, three in all.',
    yoni: 'Yoni pairs each birth star with one of fourteen animals; the same or a friendly animal scores high, hostile animals low. Up to four points for ease with each other.',
    maitri: 'Graha maitri compares the lords of the two Moon signs: friends give five points, neutrals fewer, enemies none. It is read as the ground of a lasting friendship.',
    gan: 'Gana sets each birth star among the deva, manushya and rakshasa natures; the same nature gives six points, and unlike natures fewer, as temperaments differ.',
    bhakut: 'Bhakoot measures the distance between the two Moon signs. Positions of two and twelve, five and nine, or six and eight from each other score none; every other distance gives seven points.',
    nadi: 'Nadi places each birth star in one of three nadis (Adi, Madhya, Antya). Different nadis give all eight points; the same nadi gives none, and tradition then looks for the exceptions it allows.',
  },
  hi: {
    varna: 'वर्ण दोनों चंद्र राशियों को उनके तत्व के अनुसार चार वर्णों में रखता है। वधू का वर्ण वर के वर्ण से ऊँचा न हो तो एक अंक मिलता है: दोनों अपने कर्तव्यों को एक जैसा देखते हैं।',
    vashya: 'वश्य चंद्र राशियों को पाँच वर्गों (मानव, चतुष्पद, जलचर, वनचर, कीट) में बाँटकर देखता है कि कौन सहज ही दूसरे के अनुकूल होता है। अधिकतम दो अंक।',
    tara: 'तारा हर जन्म नक्षत्र से दूसरे के नक्षत्र तक नौ-नौ के क्रम में गिनती है। शुभ तारा पर पड़ने वाली गिनती हर ओर डेढ़ अंक देती है, कुल तीन।',
    yoni: 'योनि हर जन्म नक्षत्र को चौदह पशुओं में से एक से जोड़ती है; एक ही या मित्र पशु अधिक अंक देते हैं, शत्रु पशु कम। परस्पर सहजता के लिए अधिकतम चार अंक।',
    maitri: 'ग्रह मैत्री दोनों चंद्र राशियों के स्वामियों की तुलना करती है: मित्र पाँच अंक देते हैं, सम कम, शत्रु कोई नहीं। इसे स्थायी मित्रता का आधार माना जाता है।',
    gan: 'गण हर जन्म नक्षत्र को देव, मनुष्य या राक्षस स्वभाव में रखता है; एक ही गण छह अंक देता है, भिन्न गण कम, क्योंकि स्वभाव अलग होते हैं।',
    bhakut: 'भकूट दोनों चंद्र राशियों की दूरी मापता है। परस्पर दूसरी-बारहवीं, पाँचवीं-नौवीं या छठी-आठवीं स्थिति पर कोई अंक नहीं; बाकी हर दूरी सात अंक देती है।',
    nadi: 'नाड़ी हर जन्म नक्षत्र को तीन नाड़ियों (आदि, मध्य, अंत्य) में से एक में रखती है। भिन्न नाड़ी पूरे आठ अंक देती है; एक ही नाड़ी कोई नहीं, और तब परंपरा उसके मान्य अपवाद देखती है।',
  },
};
