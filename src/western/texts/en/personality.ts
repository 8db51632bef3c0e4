// English: the personality profile (personality_report/tropical) by the tropical signs of the Sun and
// the Moon. Meanings from Alan Leo, "Astrology for All" (1899–1910; part I, the Sun and Moon signs and
// their "key-words") and "How to Judge a Nativity" (1903), and Sepharial, "Manual of Astrology" (1898,
// book I, the nature of the signs), all public domain. The sentences are ours, written in the second
// person as tendencies, never certainties; licence as the repository's. Picked by rules in
// src/western/profiles.ts (docs/western-profiles.md).
import type { BySign } from '../profile-bank.js';

/** The Sun's sign: the core of the character, the will and its aims. */
const sun: BySign = [
  'Your Sun in Aries marks a pioneer. You meet life head on, like to be first, and feel most alive at the start of a venture, when courage counts for more than caution. Impatience is the price of that fire; a plan carried through to its end is what turns your daring into achievement.',
  'Steadiness is the keynote of a Taurus Sun. You build slowly, value what lasts and hold firmly to people and things you have chosen. Comfort, beauty and a settled routine feed you. Once your mind is made up it is hard to move, which gives you reliability and, at times, an unwillingness to change course.',
  'With the Sun in Gemini you live through the mind: you question, compare, talk and learn, and you rarely do one thing at a time. Variety keeps you fresh and your wit makes you good company. Scattered effort is the risk; a few chosen interests, followed deeply, bring out your real ability.',
  'A Cancer Sun gives a tender, protective and tenacious nature. Home, family and the past matter to you, and you sense the moods of others before they speak. You shelter those you love and remember kindness long. Your feelings run in tides, so a secure base is what lets you face the world with confidence.',
  'Born with the Sun in Leo, you have warmth, dignity and a generous heart. You like to lead, to create and to be seen doing it, and you give loyalty freely where you are trusted. Pride can make criticism hard to take; sincere praise of others makes your natural authority welcome.',
  'Virgo, the sign of your Sun, makes you observant, practical and modest. You notice what others miss and feel useful when you can put things in order or help quietly. High standards serve your work well, yet turned on yourself they become worry; remembering how much you have already done keeps them kind.',
  'Harmony is what your Libra Sun seeks. You weigh both sides, value fairness and courtesy, and come into your own through partnership and cooperation. Beauty and balance please you deeply. Deciding can be slow because you see every view; trusting your own judgement is the lesson that steadies you.',
  'Intensity marks the Sun in Scorpio. You feel deeply, keep your own counsel and do nothing by halves, and you have the endurance to see hard things through. Loyalty, once given, tends to last. The same strength can hold on to hurts; letting go of what is finished renews you.',
  'The Sun in Sagittarius gives you an open, hopeful and candid spirit. You look for meaning, love freedom and learn best by travel, study and wide experience. Your frankness is refreshing, though it can land bluntly; adding tact to your honesty makes your enthusiasm carry others with you.',
  'Ambition with patience is the gift of a Capricorn Sun. You take responsibility early, plan for the long run and climb steadily towards your goals. Others come to rely on your sense of duty. A reserved manner can hide your warmth; allowing yourself rest and lightness makes your success sweeter.',
  'Your Aquarius Sun makes you independent, humane and forward-looking. You think for yourself, care about people in general and enjoy friendship among equals and the company of groups and causes. Convention matters little to you. You may seem detached; showing your feelings to those close to you keeps your ideals warm.',
  'Under a Pisces Sun you are sympathetic, imaginative and receptive. You feel what others feel, are drawn to art, music and the inner life, and give help without being asked. Boundaries do not come easily to you; a clear purpose gives your compassion strength and keeps it from draining you.',
];

/** The Moon's sign: feelings, habits, what brings comfort. */
const moon: BySign = [
  'Emotionally you react fast: the Moon in Aries flares up and cools down quickly, and you would rather act on a feeling than brood over it.',
  'Calm feelings come with the Moon in Taurus, and a need for security, good food and familiar surroundings; sudden change unsettles you more than hard work does.',
  'Talking things through is how you feel your way: with the Moon in Gemini your moods follow your thoughts, and conversation and new information settle you.',
  'Deep and protective feelings come with the Moon in Cancer; you need a home to return to and people to care for, and you remember every kindness.',
  'Warm and expressive, the Moon in Leo needs appreciation and enjoys making others happy; your affection is steadfast and your pride is easily touched.',
  'Your Moon in Virgo shows care through practical help and finds calm in order and routine; small worries can grow unless you keep them in proportion.',
  'Peace in your relationships is essential to you with the Moon in Libra; discord upsets you, and you instinctively seek the pleasant and fair course.',
  'Feelings run deep and private with the Moon in Scorpio; you trust slowly, sense hidden motives and hold strong attachments.',
  'Cheerful and restless, the Moon in Sagittarius needs space, movement and something to look forward to; confinement makes you low.',
  'You handle your feelings with self-control, the Moon in Capricorn giving you a sense of duty and a wish for security earned by effort.',
  'A friendly but independent temperament is the gift of the Moon in Aquarius; you need freedom in your attachments and feel best among like-minded friends.',
  'Gentle and impressionable, the Moon in Pisces absorbs the moods around you; quiet, music and time alone restore you.',
];

/** The lesson of the Sun's sign: what its strength has to learn (Leo's "key-words" and their shadow). */
const lesson: BySign = [
  'To finish what you begin and to let others set the pace now and then.',
  'To welcome change as a chance to grow rather than a threat to what you have.',
  'To choose a few things and give them your whole attention.',
  'To let go of the past and trust that care given freely returns.',
  'To lead by serving, and to shine without needing the light on yourself.',
  'To accept what is imperfect, yourself included, with a generous heart.',
  'To make a choice and stand by it, even when someone is displeased.',
  'To forgive, and to use your power to heal rather than to control.',
  'To add patience and depth to your search for truth.',
  'To value people above position and to let joy in along the way.',
  'To join your ideals to warmth, so that the individual is not lost in the cause.',
  'To give your sympathy a shape and to guard your own strength while helping others.',
];

/** The key quality of the Sun's sign, in a few words. */
const keyQuality: BySign = [
  'Courage and initiative.',
  'Steadfastness and practical worth.',
  'Quickness of mind and adaptability.',
  'Protective care and tenacity.',
  'Generosity and creative confidence.',
  'Discernment and helpful skill.',
  'Fairness and a gift for partnership.',
  'Depth, endurance and resolve.',
  'Optimism and love of wisdom.',
  'Responsibility and patient ambition.',
  'Originality and goodwill towards all.',
  'Compassion and imagination.',
];

export const personality = { sun, moon, lesson, keyQuality } as const;
