// Request and answer shapes of tarot_predictions and yes_no_tarot (shared spec, reports-and-predictions.md
// §1.1 family E, §5.1, §5.2). The requests are the spec's, plus an optional `seed`; yes_no_tarot answers the
// spec's name, value, description first; the rest (tarot_predictions' keys, the card objects, drawn and seed)
// is ours, described in docs/tarot-and-chinese.md.
import { Type } from 'typebox';
import { DECK_SIZE, MAJOR_ARCANA } from '../../tarot/deck.js';
import { SEED_MAX } from '../../tarot/draw.js';
import { ANSWERS } from '../../tarot/yes-no.js';

const seed = Type.Optional(Type.Integer({
  minimum: 0, maximum: SEED_MAX,
  description: `Seed (0 to ${SEED_MAX}) for the cards the request does not name: the same seed draws the same cards. Without one a fresh seed is used and returned`,
}));
const cardId = (area: string) => Type.Optional(Type.Integer({ minimum: 1, maximum: DECK_SIZE, description: `Card for ${area}, 1–78 (1–14 Wands King→Ace, 15–28 Swords, 29–42 Cups, 43–56 Pentacles, 57–78 Major Arcana Fool→World); drawn when absent` }));

export const TarotPredictionsBody = Type.Object({ love: cardId('love'), career: cardId('career'), finance: cardId('finance'), seed }, {
  description: 'Card ids for the three areas, each optional (the official SDK sends {}); missing ones are drawn. Other fields are ignored.',
  examples: [{ love: 29, career: 57, finance: 43 }],
});

export const YesNoTarotBody = Type.Object({
  tarot_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAJOR_ARCANA.length, description: 'The Major Arcana card, 1 The Fool … 22 The World; drawn when absent' })),
  seed,
}, { description: 'The trump to read, optional (the official SDK sends {}). Other fields are ignored.', examples: [{ tarot_id: 20 }] });

const cardRef = Type.Object({ id: Type.Integer({ minimum: 1, maximum: DECK_SIZE }), name: Type.String() }, { additionalProperties: false });
const drawn = Type.Array(Type.String(), { description: 'The request fields whose card was drawn, not sent' });
const seedUsed = Type.Union([Type.Integer({ minimum: 0, maximum: SEED_MAX }), Type.Null()], { description: 'The seed of the draw (send it back to repeat it); null when no card was drawn' });

export const TarotPredictions = Type.Object({
  love: Type.String({ description: 'The love card’s meaning, read for love' }),
  career: Type.String({ description: 'The career card’s meaning, read for work' }),
  finance: Type.String({ description: 'The finance card’s meaning, read for money' }),
  cards: Type.Object({ love: cardRef, career: cardRef, finance: cardRef }, { additionalProperties: false, description: 'The card read for each area' }),
  drawn,
  seed: seedUsed,
}, { additionalProperties: false });

export const YesNoTarot = Type.Object({
  name: Type.String({ description: 'The card, e.g. The Sun' }),
  value: Type.String({ enum: [...ANSWERS], description: 'The answer: Yes, No or Maybe (rule: src/tarot/yes-no.ts)' }),
  description: Type.String({ description: 'The card’s meaning and what the answer means' }),
  tarot_id: Type.Integer({ minimum: 1, maximum: MAJOR_ARCANA.length, description: 'The trump read, 1 The Fool … 22 The World' }),
  drawn,
  seed: seedUsed,
}, { additionalProperties: false });
