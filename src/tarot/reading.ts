// The two readings: a card for each of love, career and finance (tarot_predictions) and a yes/no trump
// (yes_no_tarot). A card the request names is read as sent; the others are drawn with a seed (the request's,
// or a fresh one), which the answer returns.
import { cardById, DECK_SIZE, FIRST_MAJOR_ID, MAJOR_ARCANA, type Card } from './deck.js';
import { drawIds, freshSeed } from './draw.js';
import { cards } from './texts/en/cards.js';
import { answerNotes, areaNotes, type Area, type Group } from './texts/en/readings.js';
import { YES_NO, type Answer } from './yes-no.js';

export const AREAS = ['love', 'career', 'finance'] as const satisfies readonly Area[];

const groupOf = (card: Card): Group => (card.suit === null ? 'major' : (card.suit.toLowerCase() as Group));
const meaning = (card: Card): string => cards[card.id - 1]!;

export interface Drawn<T> {
  value: T;
  /** The fields whose card was drawn rather than sent. */
  drawn: string[];
  /** The seed of the draw, or null when every card was sent. */
  seed: number | null;
}

export interface AreaReading {
  card: Card;
  text: string;
}

/** Cards for love, career and finance: those sent, the rest drawn (distinct from each other and from those sent). */
export function tarotPredictions(sent: Partial<Record<Area, number>>, seed?: number): Drawn<Record<Area, AreaReading>> {
  const missing = AREAS.filter((a) => sent[a] === undefined);
  const used = missing.length > 0 ? (seed ?? freshSeed()) : null;
  const drawnIds = used === null ? [] : drawIds(missing.length, DECK_SIZE, used, new Set(Object.values(sent)));
  const ids = Object.fromEntries(AREAS.map((a) => [a, sent[a] ?? drawnIds[missing.indexOf(a)]!])) as Record<Area, number>;
  const value = Object.fromEntries(AREAS.map((a) => {
    const card = cardById(ids[a]);
    return [a, { card, text: `${meaning(card)} ${areaNotes[a][groupOf(card)]}` }];
  })) as Record<Area, AreaReading>;
  return { value, drawn: missing, seed: used };
}

export interface YesNoReading {
  /** 1 The Fool … 22 The World. */
  tarotId: number;
  card: Card;
  answer: Answer;
  text: string;
}

function yesNoOf(tarotId: number): YesNoReading {
  const card = cardById(FIRST_MAJOR_ID + tarotId - 1);
  const answer = YES_NO[card.name as (typeof MAJOR_ARCANA)[number]];
  return { tarotId, card, answer, text: `${meaning(card)} ${answerNotes[answer]}` };
}

/** A trump's yes/no answer: the one sent (1–22), or one drawn. */
export function yesNoTarot(tarotId: number | undefined, seed?: number): Drawn<YesNoReading> {
  if (tarotId !== undefined) return { value: yesNoOf(tarotId), drawn: [], seed: null };
  const used = seed ?? freshSeed();
  return { value: yesNoOf(drawIds(1, MAJOR_ARCANA.length, used)[0]!), drawn: ['tarot_id'], seed: used };
}
