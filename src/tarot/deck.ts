// tarot/: the 78-card Rider–Waite–Smith deck, seeded draws, and the readings of tarot_predictions and
// yes_no_tarot. Card names as A. E. Waite gives them in "The Pictorial Key to the Tarot" (London, 1910;
// public domain), Strength VIII and Justice XI in his order. The numbering is the hosted service's, as a
// client citing its documentation records it (shared spec, reports-and-predictions.md §5.1): 1–14 Wands
// King → Ace, 15–28 Swords, 29–42 Cups, 43–56 Pentacles (each King → Ace), 57–78 the Major Arcana Fool → World.
// yes_no_tarot's ids 1–22 are the Major Arcana in the same order (1 The Fool … 22 The World).

export const SUITS = ['Wands', 'Swords', 'Cups', 'Pentacles'] as const;
export type Suit = (typeof SUITS)[number];
const RANKS = ['King', 'Queen', 'Knight', 'Page', 'Ten', 'Nine', 'Eight', 'Seven', 'Six', 'Five', 'Four', 'Three', 'Two', 'Ace'] as const;

/** The trumps 0 (The Fool) … XXI (The World), Waite's names. */
export const MAJOR_ARCANA = [
  'The Fool', 'The Magician', 'The High Priestess', 'The Empress', 'The Emperor', 'The Hierophant', 'The Lovers', 'The Chariot', 'Strength',
  'The Hermit', 'Wheel of Fortune', 'Justice', 'The Hanged Man', 'Death', 'Temperance', 'The Devil', 'The Tower', 'The Star', 'The Moon',
  'The Sun', 'Judgement', 'The World',
] as const;

export interface Card {
  /** The service's card id, 1–78. */
  id: number;
  name: string;
  /** The suit of a minor card; null for the Major Arcana. */
  suit: Suit | null;
}

export const DECK_SIZE = 78;
/** The id of trump 0, The Fool: the Major Arcana follow the four suits. */
export const FIRST_MAJOR_ID = SUITS.length * RANKS.length + 1;

export const DECK: readonly Card[] = [
  ...SUITS.flatMap((suit, s) => RANKS.map((rank, r) => ({ id: s * RANKS.length + r + 1, name: `${rank} of ${suit}`, suit }))),
  ...MAJOR_ARCANA.map((name, n) => ({ id: FIRST_MAJOR_ID + n, name, suit: null })),
];

/** The card of an id 1–78. */
export const cardById = (id: number): Card => DECK[id - 1]!;
