// English: the twelve animals of the birth year, the five elements and yin and yang, as chinese_zodiac gives them.
// Sources, public domain: the natures of the elements from the "Great Plan" (Hung Fan) of the Shoo King, tr.
// J. Legge, The Chinese Classics vol. III (Hong Kong, 1865: water soaks and descends, fire blazes and
// ascends, wood is crooked and straight, metal yields and changes, earth is sown and reaped); the animals
// and the customs of comparing them from W. F. Mayers, The Chinese Reader's Manual (Shanghai, 1874) and
// J. Doolittle, Social Life of the Chinese (New York, 1865). Those books give the animals' symbolism and
// the matching customs but no character sketches; the sketches follow the traits popularly attached to
// each animal in the twentieth century, in outline only, and every sentence is ours, written for this
// project (licence as the repository's).
import type { Tuple } from '../../../i18n/vocabulary.js';

export interface ZodiacTexts {
  /** Rat … Pig: the character of those born in the animal's year. */
  animals: Tuple<string, 12>;
  /** Wood, Fire, Earth, Metal, Water: what the year's element adds. */
  elements: Tuple<string, 5>;
  yin: string;
  yang: string;
}

export const zodiac: ZodiacTexts = {
  animals: [
    // Rat
    'The Rat opens the cycle and stands for quick wits and resourcefulness. You notice openings others miss, save against lean times and make the most of what is at hand. Sociable and alert, you do well where planning meets opportunity; guard against restlessness and against keeping too close a count of favours.',
    // Ox
    'The Ox is the animal of patient labour. You are steady, dependable and methodical, and you like to finish what you take up, however long it takes. People tend to trust your word. Your strength lies in endurance rather than speed; allowing yourself to change course when plans no longer serve keeps that steadiness from turning into stubbornness.',
    // Tiger
    'The Tiger stands for courage and a commanding presence. You act boldly, defend those who rely on you and dislike being held back by rules you did not choose. Your energy can inspire others. Thinking a step ahead before you leap, and finishing what you begin, turns your daring into lasting achievement.',
    // Rabbit
    'The Rabbit is the animal of grace, tact and quiet good fortune. You prefer harmony to conflict, have a fine sense of taste and manners, and smooth over quarrels around you. You are careful and considerate, sometimes cautious to a fault. Trusting your own judgement, even when it brings disagreement, strengthens your gentle influence.',
    // Dragon
    'The Dragon, the only creature of legend in the cycle, is the emblem of vigour and good fortune. You are ambitious, generous and full of ideas, and you like to be where things are happening. You set high standards for yourself and others. Listening as readily as you lead keeps your great energy well directed.',
    // Snake
    'The Snake stands for wisdom, reflection and refinement. You think before you speak, read situations well and keep your own counsel. Elegant and discreet, you prefer depth to display and pursue your aims with quiet determination. Sharing a little more of your thoughts lets others give you the trust your judgement deserves.',
    // Horse
    'The Horse is the animal of freedom and movement. You are lively, warm and independent, quick to act and eager for new ground, whether in travel, work or ideas. Company energises you. Your enthusiasm is your gift; steadying it with patience and follow-through lets it carry you the whole distance.',
    // Goat
    'The Goat, also called the Sheep, stands for gentleness, art and kindness. You are creative, sympathetic and peace-loving, and you make a home beautiful wherever you are. You work best in friendly surroundings and with encouragement. Standing up for your own needs, and planning ahead, gives your talents the security they need.',
    // Monkey
    'The Monkey is the animal of cleverness and invention. You learn fast, solve problems in unexpected ways and enjoy a challenge or a joke. Versatile and lively, you adapt to almost any situation. Using your ingenuity for lasting ends, and keeping your promises as well as you keep your wits, brings you the respect you seek.',
    // Rooster
    'The Rooster, herald of the dawn, stands for diligence, candour and a sense of order. You are observant, hard-working and frank, and you take pride in doing things properly and looking the part. Your honesty is valued. Tempering criticism with warmth, of others and of yourself, makes your exacting eye a help to everyone.',
    // Dog
    'The Dog is the animal of loyalty and fairness. You are faithful to your friends, honest in your dealings and ready to defend what is right. People tend to rely on your sense of justice. You may worry more than the facts require; trusting that good work and good will are enough lets you enjoy the loyalty you give.',
    // Pig
    'The Pig closes the cycle and stands for generosity, sincerity and ease. You are warm-hearted, tolerant and diligent, you enjoy life’s comforts and share them gladly. You see the best in people. A little caution about whom you trust, and about spending, protects the abundance your good nature attracts.',
  ],
  elements: [
    // Wood
    'Wood, which grows both bent and straight, adds growth and kindness: a Wood year gives ideals, patience to cultivate things over time and a wish to help others thrive.',
    // Fire
    'Fire, which blazes and rises, adds warmth and drive: a Fire year gives enthusiasm, a gift for leading and persuading, and a need to rest between bursts of effort.',
    // Earth
    'Earth, which is sown and reaped, adds steadiness and practicality: an Earth year gives reliability, good sense with resources and a calm that others lean on.',
    // Metal
    'Metal, which yields and takes new shapes, adds resolve and precision: a Metal year gives firm principles, a taste for order and the strength to see hard choices through.',
    // Water
    'Water, which soaks and descends, adds insight and adaptability: a Water year gives intuition, a persuasive manner and the ability to find a way around obstacles.',
  ],
  yin: 'The year’s stem is yin: receptive, reflective and patient, working through persistence rather than force.',
  yang: 'The year’s stem is yang: active, outgoing and direct, meeting things head on.',
};
