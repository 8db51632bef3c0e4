// English: the Moon's phase at birth (moon_phase_report's moon_phase_calc and moon_phase_description).
// The eight phases are the traditional lunar phases of the early-1900s almanacs (new moon, crescent,
// first quarter, gibbous, full, and their waning counterparts); their meanings, the waxing Moon as
// growth and outgoing effort and the waning Moon as harvest, reflection and release, follow Alan Leo,
// "Astrology for All" (1899–1910; the Moon's increase and decrease) and Sepharial, "Manual of
// Astrology" (1898; the luminaries' aspects at birth), both public domain, with the old almanac rule of
// sowing in the Moon's increase and gathering in its decrease. A reading of character by eight phases is
// a twentieth-century development (Rudhyar's, in copyrighted books); these paragraphs follow none of
// its wording or its keywords and rest only on the waxing/waning contrast and the Moon's conjunction,
// square or opposition to the Sun. The sentences are ours; licence as the repository's. Rules: src/western/profiles.ts, docs/western-profiles.md.
import type { Tuple } from '../../../i18n/vocabulary.js';

/** One sentence giving the figures: {name} the phase, {angle} Moon − Sun in degrees, {age} days since the new moon, {illumination} percent lit. */
const calc = 'At your birth the Moon stood {angle}° ahead of the Sun along the zodiac, {age} days after the new moon, with {illumination}% of its disc lit: the {name} phase.';

/** New Moon … Waning Crescent, in moon_phase_id order. */
const description: Tuple<string, 8> = [
  'Born at the New Moon, when Sun and Moon rise together, you carry the spirit of beginnings. You act from instinct and feel your way forward, often unsure at first where you are going but sure that you must go. Your life tends to open new paths rather than follow old ones; trusting your first impulses, and then giving them form, is your strength.',
  'The Waxing Crescent at your birth shows a thin light growing out of the dark, the Moon newly increasing. Like a seedling, your aims need tending before they show: ideas and plans come to you strongly, and you learn to hold to them while they are still small. Persistence is your gift, and each effort you make gathers strength for the next.',
  'You were born at the First Quarter, when half the disc is lit and the Moon is square to the Sun. The light is still increasing, and this is a phase of action and decision: you build, clear obstacles and like to see results. Pressure tends to stir you to act rather than wait. Learning where to push and where to yield makes your energy constructive.',
  'A Waxing Gibbous Moon, nearly full and still increasing, marks a nature that ripens its work before showing it. You like to understand why things work, and you improve and prepare until you feel ready to commit. Your growth comes through study and patient preparation; trust that the work is nearly ready and let it be seen.',
  'Under the Full Moon, with the Moon opposite the Sun, you were born when the light is whole. Feeling and will face each other, so relationships and awareness of others play a large part in your life. You see things clearly and want meaning from them. Balancing your own aims with those of others brings you fulfilment.',
  'Just past the full, the Waning Gibbous phase is the time of gathering in, when the light begins to decrease and what has ripened is brought home. You tend to learn by living and then put that experience to use, for others as much as for yourself. Your satisfaction comes when what you know proves useful; keep learning so that it stays fresh.',
  'At the Third Quarter, with the Moon again square to the Sun but waning, half the light has been given back. You sort what is worth keeping from what has served its time, and you can let go of habits others cling to. Inner conviction guides you more than outer approval; acting on it calmly carries others with you.',
  'The Waning Crescent, the last thin light before the new moon, marks a reflective and patient nature. Like the close of a season, it favours rest, inward attention and care for what should be carried forward. You often feel drawn to the inner life or to serving a larger purpose; time alone renews you, and your hunches deserve a hearing.',
];

export const moonPhases = { calc, description } as const;
