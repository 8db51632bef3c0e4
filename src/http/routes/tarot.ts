// Tarot: a card for each of love, career and finance, and a yes/no trump (src/tarot/). Cards the request
// names are read; the rest are drawn with a seed the answer returns. Texts: src/tarot/texts (English).
import { ENGLISH_ONLY } from '../../i18n/index.js';
import { AREAS, tarotPredictions, yesNoTarot } from '../../tarot/reading.js';
import type { AnyEndpoint, EndpointSpec } from '../endpoint.js';
import { TarotPredictions, TarotPredictionsBody, YesNoTarot, YesNoTarotBody } from '../schemas/tarot.js';

const DRAW_RULE = 'Cards not named in the request are drawn from the deck with a seeded generator (mulberry32); the answer lists them in drawn and returns the seed, ' +
  'and the same seed draws the same cards. Meanings are ours, from A. E. Waite’s Pictorial Key to the Tarot (1910). English only; no card images. Rules: docs/tarot-and-chinese.md.';

export const tarotPredictionsEndpoint: EndpointSpec<typeof TarotPredictionsBody> = {
  name: 'tarot_predictions',
  path: '/v1/tarot_predictions',
  group: 'astrology',
  languages: ENGLISH_ONLY,
  summary: 'A Rider–Waite–Smith card read for love, for career and for finance',
  description: `Card ids as the hosted service numbers them: 1–14 Wands King→Ace, 15–28 Swords, 29–42 Cups, 43–56 Pentacles, 57–78 Major Arcana Fool→World. ${DRAW_RULE}`,
  body: TarotPredictionsBody,
  response: TarotPredictions,
  // A request without cards or seed is a fresh draw each time.
  cacheable: false,
  handle(body) {
    const { value, drawn, seed } = tarotPredictions({ love: body.love, career: body.career, finance: body.finance }, body.seed);
    const cards = Object.fromEntries(AREAS.map((a) => [a, { id: value[a].card.id, name: value[a].card.name }]));
    return { love: value.love.text, career: value.career.text, finance: value.finance.text, cards, drawn, seed };
  },
};

export const yesNoTarotEndpoint: EndpointSpec<typeof YesNoTarotBody> = {
  name: 'yes_no_tarot',
  path: '/v1/yes_no_tarot',
  group: 'astrology',
  languages: ENGLISH_ONLY,
  summary: 'A Major Arcana card’s yes, no or maybe',
  description: `tarot_id 1 The Fool … 22 The World. Yes, No or Maybe by a rule on Waite’s meanings (src/tarot/yes-no.ts). ${DRAW_RULE}`,
  body: YesNoTarotBody,
  response: YesNoTarot,
  cacheable: false,
  handle(body) {
    const { value, drawn, seed } = yesNoTarot(body.tarot_id, body.seed);
    return { name: value.card.name, value: value.answer, description: value.text, tarot_id: value.tarotId, drawn, seed };
  },
};

export const tarotEndpoints: readonly AnyEndpoint[] = [tarotPredictionsEndpoint, yesNoTarotEndpoint];
