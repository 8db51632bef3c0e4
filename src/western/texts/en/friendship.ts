// English: the friendship profile (friendship_report/tropical) by the sign on the cusp of the 11th
// house (friends, hopes, the groups one joins), the element of Mercury's sign (how one talks with
// friends), and the planets standing in the 11th house. Meanings from Sepharial, "Manual of Astrology"
// (1898; the eleventh house "of friends, hopes and wishes") and Alan Leo, "How to Judge a Nativity"
// (1903; the planets in the eleventh), both public domain. The sentences are ours; licence as the
// repository's. Rules: src/western/profiles.ts, docs/western-profiles.md.
import type { ByElement, ByPlanet, BySign } from '../profile-bank.js';

/** The 11th cusp's sign: the kind of friends you attract and how you are as a friend. */
const eleventh: BySign = [
  'Friendships begin quickly for you, with Aries on the cusp of the eleventh house: you are drawn to energetic, outspoken people and enjoy doing things together more than sitting still. You defend your friends hotly, and you respect those who stand up to you.',
  'Taurus on your eleventh cusp makes you a slow but faithful friend. You keep the same companions for years, value those who are dependable, and show friendship through hospitality and practical help. Once trust is broken it is hard for you to restore.',
  'You collect friends easily with Gemini on the eleventh cusp: neighbours, colleagues, people met while travelling or learning. Conversation is the glue of your circle, and you bring people together by passing on news and ideas. Depth comes when you keep in touch beyond the first spark.',
  'With Cancer ruling your eleventh house, your friends become a second family. You look after them, remember their birthdays and troubles, and feel hurt when care is not returned. A small circle of close, trusted people suits you better than a crowd.',
  'Generous and warm, you treat friends royally with Leo on the eleventh cusp. You enjoy entertaining, lead your group naturally and stay loyal to those who appreciate you. Letting others shine too keeps your circle happy.',
  'Virgo on the cusp of friendship makes you a helpful, discreet and reliable friend who notices what others need. You choose friends with care, often among people you work or study with. Fussing over their choices is the habit to drop.',
  'Libra on your eleventh cusp gives you a gift for sociability and peacemaking. You have many pleasant acquaintances, like friendships that are fair and balanced, and are often the one who smooths over quarrels in the group.',
  'Scorpio on the eleventh cusp makes you selective and intensely loyal. You have few real friends, but those bonds are deep and may last a lifetime; betrayal is what you find hardest to forgive. Secrets are safe with you.',
  'Sagittarius ruling your eleventh house brings friends from many places and backgrounds. You enjoy companions who share your love of travel, study or sport, and your optimism lifts a group. Honest to a fault, you value friends who are frank in return.',
  'Under Capricorn on the eleventh cusp, friendship is something you build over time. You may have older or well-established friends, and you value loyalty, usefulness and shared purpose. Those who earn your trust have a steady ally.',
  'Aquarius on your eleventh cusp, its natural house, gives a wide circle and a love of groups, clubs and causes. You treat everyone as an equal and keep friendships alive across distance and time. You may know many people; a few need your closeness too.',
  'Pisces ruling your eleventh house makes you a sympathetic, forgiving friend drawn to sensitive or artistic people. You give generously and sometimes to those who only take; choosing friends who return your kindness keeps your circle healthy.',
];

/** Mercury's element: how you talk, share and keep in touch with friends. */
const mercury: ByElement = [
  'In conversation with friends your Mercury in a fire sign is quick, enthusiastic and persuasive; you inspire plans and adventures.',
  'Your Mercury in an earth sign makes you a friend of practical advice and plain speaking, someone others ask when they need sound sense.',
  'With Mercury in an air sign, talk is the heart of your friendships: ideas, news and humour pass easily between you and others.',
  'Mercury in a water sign lets you listen with feeling; friends confide in you because you understand what is left unsaid.',
];

/** A planet in the 11th house: what it adds to friendship. */
const inEleventh: ByPlanet = [
  'The Sun in the eleventh house puts friends and group life near the centre of your life; you shine in teams and may lead them.',
  'The Moon in the eleventh house ties your moods to the company you keep; friends are a source of comfort, and your circle changes as your life moves through its phases.',
  'Mars in the eleventh house makes you an active, competitive friend, eager to do things together; quarrels flare and pass.',
  'Mercury in the eleventh house brings clever, talkative friends, often met through study, writing or work.',
  'Jupiter in the eleventh house is a classical indication of good friends and patrons, people who may help you towards your hopes.',
  'Venus in the eleventh house makes friendships pleasant and affectionate; a friend may become a partner.',
  'Saturn in the eleventh house makes you careful about whom you call a friend; the bonds you form, often with older or serious people, are tested by time and last.',
  'Uranus in the eleventh house attracts unusual, independent friends and sudden new connections that change your outlook.',
  'Neptune in the eleventh house draws idealistic or artistic friends; be discerning, since not every friend is what they seem.',
  'Pluto in the eleventh house makes group ties intense and transforming; a friendship can change the course of your aims.',
];

export const friendship = { eleventh, mercury, inEleventh } as const;
