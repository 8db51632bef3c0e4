// English: the romantic personality (romantic_personality_report/tropical) by the signs of Venus and
// Mars and of the cusps of the 5th house (courtship, pleasure) and the 7th (partnership). Meanings from
// Alan Leo, "How to Judge a Nativity" (1903; Venus and Mars in the signs, the 5th and 7th houses) and
// "The Art of Synthesis" (1904; Venus as feeling, Mars as desire), and Sepharial, "Manual of Astrology"
// (1898; the houses), all public domain. The sentences are ours, in the second person and free of any
// gender; licence as the repository's. Rules: src/western/profiles.ts, docs/western-profiles.md.
import type { BySign } from '../profile-bank.js';

/** Venus's sign: how you love and what attracts you. */
const venus: BySign = [
  'An ardent, direct lover is what Venus in Aries makes of you: one who falls quickly and declares it. The chase excites you, and you admire spirit and independence in a partner. Keeping the flame alive after the first rush is your task.',
  'In Taurus, Venus is at home: your affection is sensual, steady and loyal. You show love with touch, good food and lasting gifts, and you want a partner you can build a comfortable life with. Jealousy is the shadow of that devotion.',
  'A Gemini Venus loves through words. Wit, letters and long conversations win your heart, and you need a partner who is also a friend and keeps you curious. Routine cools you; lightness and variety keep you close.',
  'Tender, nurturing affection comes with Venus in Cancer. You want to belong, to make a home and to be looked after as much as you look after others. Feeling safe is the first condition of your love; sulking when hurt is the one to outgrow.',
  'Romance in the grand style suits Venus in Leo. You love generously and proudly, enjoy courtship with some ceremony, and want to be admired by the one you adore. Loyalty comes easily to you when your heart is honoured.',
  'Venus in Virgo expresses love through care and thoughtful service rather than display. You are discriminating about whom you let near, and you notice the small needs of a partner. A critical eye needs softening for love to feel easy.',
  'In Libra, Venus gives grace, charm and a genuine gift for partnership. You are happiest in a relationship of equals, courteous and harmonious, and you value beauty in your surroundings and your companion. Avoiding quarrels at any cost can leave issues unspoken.',
  'All or nothing describes Venus in Scorpio. You love intensely and privately, and you want depth, trust and complete loyalty in return. Passion is strong; possessiveness is the trap to watch.',
  'Freedom matters to a Sagittarius Venus as much as a partner does. Adventure, laughter and shared ideals attract you, and you need room to roam within a relationship. Honesty is your gift in love, promises made lightly your risk.',
  'Love is a serious matter when Venus is in Capricorn. You weigh a commitment carefully, stay loyal once decided, and show affection through reliability and shared aims. Letting yourself be playful warms what you build.',
  'An Aquarius Venus wants friendship at the heart of love. You are drawn to the unusual and the independent, and you need a partner who respects your freedom and your ideals. You may seem cool; your loyalty is real.',
  'Exalted in Pisces, Venus gives a romantic, devoted and forgiving heart. You idealise those you love and will sacrifice much for them. Seeing a partner as they are, not as you dream them, protects your tenderness.',
];

/** Mars's sign: desire, pursuit and the way you act on attraction. */
const mars: BySign = [
  'Mars in its own sign of Aries makes your desire quick, bold and open: you pursue what you want without delay.',
  'With Mars in Taurus your passion is steady and lasting; you are persistent in pursuit and strongly physical in affection.',
  'Talk and flirtation take your energy with Mars in Gemini; a quick mind and playful teasing arouse your interest.',
  'Your desire is tied to your feelings with Mars in Cancer: you act protectively and need emotional safety before you commit.',
  'Warm, dramatic and confident pursuit comes from Mars in Leo; you court with flair and expect loyalty in return.',
  'Careful and considerate, Mars in Virgo shows desire through attention and effort; you prove your interest by what you do for someone.',
  'Partnership in action is what Mars in Libra seeks; you are charming in pursuit and dislike crude or hasty approaches.',
  'Strong, deep and persistent, Mars in Scorpio gives intense desire and great staying power once you have chosen.',
  'Enthusiasm and candour mark the pursuit of Mars in Sagittarius; you want a partner who shares your appetite for adventure.',
  'In Capricorn, its exaltation, Mars makes your desire disciplined and purposeful; you are steady, reliable and serious in intent.',
  'Unconventional ways of acting on attraction come with Mars in Aquarius; mental rapport and freedom matter as much as passion.',
  'Gentle and intuitive, Mars in Pisces expresses desire through tenderness and imagination rather than force.',
];

/** The 7th cusp's sign: what you look for in a lasting partner. */
const seventh: BySign = [
  'With Aries on the cusp of your house of partnership, you look for a spirited, decisive partner who challenges you.',
  'Taurus on your seventh cusp draws you to a calm, dependable partner who brings stability and comfort.',
  'Under Gemini on the seventh cusp, you want a bright, talkative partner who keeps you learning, and a partnership with plenty of conversation in it.',
  'Cancer on the seventh cusp shows a wish for a caring, home-loving partner who offers emotional shelter.',
  'When Leo holds your seventh cusp, you are attracted to a warm, proud partner with presence.',
  'Virgo on the cusp of partnership draws you to a capable, modest partner who shows love in practical ways.',
  'Libra, the natural sign of the seventh house, holds its cusp in your chart: you want balance and fairness in a committed partnership and a refined, agreeable partner.',
  'Scorpio ruling the seventh house points to deep, transforming partnerships; you are drawn to a partner of strong will.',
  'You are drawn, with Sagittarius on the seventh cusp, to a frank, free-spirited partner, perhaps from another background or land.',
  'A mature, responsible partner and a union built to last are what you hope for with Capricorn on the cusp of partnership.',
  'Aquarius on your seventh cusp draws you to an independent, original partner who is first a friend.',
  'Pisces on the seventh cusp inclines you towards a gentle, sympathetic partner and a bond with a spiritual side.',
];

/** The 5th cusp's sign: how you court and enjoy romance. */
const fifth: BySign = [
  'Aries on the cusp of your fifth house makes courtship lively and impulsive; you enjoy the thrill of a new attraction.',
  'With Taurus ruling your fifth house, you find romance in shared pleasures: music, good meals, beauty and unhurried time.',
  'Gemini on the fifth cusp keeps romance light and playful, with games, outings and plenty of talk.',
  'Cancer holding your fifth cusp gives your romances a tender, protective tone, close to family feeling.',
  'Leo on the fifth cusp, its natural sign, gives courtship warmth, creativity and a sense of occasion.',
  'Courtship under Virgo on your fifth cusp is considerate and unshowy: small attentions, shared interests and useful help say more for you than grand gestures.',
  'Libra on the fifth cusp brings graceful, courteous romance and a love of shared culture and art.',
  'Scorpio ruling your fifth house gives your affairs of the heart intensity and privacy; you enjoy romance most when it has depth.',
  'With Sagittarius on the fifth cusp, romance goes with travel, sport and laughter.',
  'Capricorn on the fifth cusp gives courtship a serious, purposeful tone; you enjoy romance that is going somewhere and stay faithful once you take someone to heart.',
  'Romance often grows out of friendship for you, with Aquarius on your fifth cusp, and the unusual attracts you.',
  'Pisces on the fifth cusp makes romance dreamy and idealistic, full of imagination and sympathy.',
];

export const romance = { venus, mars, seventh, fifth } as const;
