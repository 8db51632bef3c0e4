// English: the karma and destiny profile (karma_destiny_report/tropical) by the sign of Saturn (the
// lessons of duty and limitation, "the planet of karma") and the sign of the north node (the direction of
// growth; the south node opposite it, what is already familiar). Meanings from Alan Leo, "Astrology for
// All" (1899–1910) and "The Art of Synthesis" (1904; Saturn as the teacher, karma as the harvest of past
// action) and Sepharial, "Manual of Astrology" (1898; the Dragon's Head and Tail), all public domain.
// Those books judge the Head as fortunate and the Tail as hindering; reading the Head's sign as the way
// forward and the Tail's as the familiar past is the usual modern extension of that contrast, and no one
// book's wording is followed. The sentences are ours, speaking of growth and choice, never of fate;
// licence as the repository's.
// Rules: src/western/profiles.ts, docs/western-profiles.md.
import type { BySign } from '../profile-bank.js';

/** Saturn's sign: where patience and effort are asked of you. */
const saturn: BySign = [
  'Fallen in Aries, Saturn teaches you to temper impulse with patience. Early in life you may feel your initiative blocked; the lesson is that courage joined to self-discipline achieves what haste cannot.',
  'In Taurus, Saturn asks you to learn the true worth of things. Security may seem hard to win, and the lesson lies in building it steadily and in not mistaking possessions for safety.',
  'The mind is what Saturn disciplines in Gemini. Study, speech and writing may demand more effort of you than of others, and that effort is what makes your thinking thorough and your word reliable.',
  'Your Saturn in Cancer places its lessons in home and feeling. Responsibilities towards family may come early; learning to give care without fear, and to receive it, is the work of this placement.',
  'With Saturn in Leo, the lesson concerns pride and self-expression. Recognition may come slowly, teaching you to create for its own sake and to earn authority rather than claim it.',
  'Humility in service and calm about imperfection are what Saturn in Virgo asks of you. You learn method, skill and usefulness, and that worry achieves less than steady, orderly work.',
  'Exalted in Libra, Saturn makes relationships and fairness your school. Commitments carry weight for you; keeping them, and choosing them with care, builds the balance you seek.',
  'Deep feelings come under discipline with Saturn in Scorpio. You learn to use power and desire responsibly, to face what is hidden and to release what has had its day.',
  'In Sagittarius, Saturn tests your beliefs. You are asked to found your convictions on experience and study, and to let wisdom grow slowly instead of borrowing it whole.',
  'At home in Capricorn, Saturn gives the ability to carry responsibility and build for the long term. The lesson is to pursue ambition with integrity and not to let duty crowd out warmth.',
  'Aquarius, Saturn\'s traditional second home, joins discipline to ideals. You learn to serve the group without losing yourself, and to make reforms practical and lasting.',
  'Placed in Pisces, Saturn asks you to give your sympathy a firm shape. You learn to accept limits, to serve without self-sacrifice and to turn vague longing into quiet, steady devotion.',
];

/** The north node's sign: the way forward, with the south node's sign behind it. */
const northNode: BySign = [
  'The Moon\'s north node in Aries, with the south node in Libra, points you from pleasing others towards acting on your own initiative. Growth comes when you trust your own lead and dare to stand alone.',
  'Taurus holds your north node and Scorpio your south node; they point from crisis and intensity towards simplicity and steadiness. Your way forward lies in patience, in your own values and in enjoying what is already yours.',
  'With the north node in Gemini and the south node in Sagittarius, growth comes from listening, asking and learning from the people nearby rather than holding to ready-made beliefs.',
  'Your north node in Cancer, opposite a south node in Capricorn, leads you from a life of position and control towards feeling, home and nurture. Allowing yourself to need others is part of the path.',
  'Leo, the sign of your north node, with the south node in Aquarius, invites you out of the crowd. Your growth lies in creative self-expression, in risking the heart and in taking the stage when it is yours.',
  'Virgo on the north node and Pisces on the south point from drifting and escape towards useful, practical service. Small daily disciplines carry you further than dreams alone.',
  'A north node in Libra with the south node in Aries turns you from going it alone towards working with others. Learning to consider others and to share decisions brings your fulfilment.',
  'Scorpio on the north node, Taurus on the south: these ask you to let go of comfort and possessions as a refuge. Growth comes through depth, shared resources and the courage to change.',
  'Meaning is your call with the north node in Sagittarius and the south node in Gemini: you are drawn from gathering facts to understanding them. Faith, travel and a wider view are your way forward.',
  'Capricorn at the north node and Cancer at the south draw you from the safety of the familiar towards responsibility in the world. Taking charge of your own direction is your growth.',
  'Aquarius at your north node, with the south node in Leo, moves you from personal glory towards the group and the common good. Your aims grow larger when you share them.',
  'Letting go is the key to a north node in Pisces with the south node in Virgo: the way forward lies in trust, compassion and the inner life, not in analysing and controlling everything.',
];

export const karma = { saturn, northNode } as const;
