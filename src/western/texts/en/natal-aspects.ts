// English: the natal aspects report (natal_aspects_report). An aspect's paragraph is its template filled
// with what the two natal points stand for (the phrases of the solar return bank, solar-return.ts, read
// here of the birth chart). The aspects' natures are Ptolemy's (Tetrabiblos I.13, J. M. Ashmand's
// translation, 1822): the trine and sextile agreeable, the square and opposition disagreeable, the
// conjunction as the joined planets make it; read for the nativity as Alan Leo does in "How to Judge a
// Nativity" (1903), all public domain. The sentences are ours, tendencies of character, never
// certainties; licence as the repository's. Rules: src/western/profiles.ts, docs/western-reports.md.
import type { ByAspect } from '../profile-bank.js';

/** Conjunction, Opposition, Trine, Square, Sextile; {first} the earlier point's meaning, {second} the later one's. */
const aspect: ByAspect = [
  'At birth a conjunction joined your {first} to your {second}. The two act as one in your character: each strengthens and colours the other, and what they rule stands out in your life.',
  'An opposition in your birth chart sets your {first} against your {second}. You may feel pulled two ways, or meet the tension through other people; the lifelong task is to weigh both sides and reach a workable balance.',
  'A trine links your {first} with your {second} in easy accord. The two support each other naturally, a gift that repays use, though what comes readily can be taken for granted.',
  'A square from your {first} to your {second} marks an inner friction. The two pull across each other, and the strain asks for effort; met steadily, it becomes a source of drive and achievement.',
  'A sextile joins your {first} to your {second}, a mild and helpful link. Chances to bring the two together arrive often and reward a little effort.',
];

export const natalAspectTexts = { aspect } as const;
