// The answer each trump gives in yes_no_tarot. Rule (ours, applied to Waite's divinatory meanings of the
// trumps in "The Pictorial Key to the Tarot", 1910, Part II): Yes where the lead meaning is success, gain,
// union, protection or fulfilment; No where it is opposition, ending, bondage or upheaval; Maybe where it is
// the hidden, the undecided or a matter still to be weighed (secrets, prudence, equity, suspension,
// illusion, folly). Only the upright trumps answer: the spec's ids are 1–22 and no reversal is sent.
import { MAJOR_ARCANA } from './deck.js';

export const ANSWERS = ['Yes', 'No', 'Maybe'] as const;
export type Answer = (typeof ANSWERS)[number];

type ByTrump = { readonly [K in (typeof MAJOR_ARCANA)[number]]: Answer };

export const YES_NO: ByTrump = {
  'The Fool': 'Maybe', // folly and extravagance, or a leap of faith
  'The Magician': 'Yes', // skill, self-confidence
  'The High Priestess': 'Maybe', // the future as yet unrevealed
  'The Empress': 'Yes', // fruitfulness, initiative
  'The Emperor': 'Yes', // stability, realisation
  'The Hierophant': 'Yes', // alliance, marriage
  'The Lovers': 'Yes', // attraction, trials overcome
  'The Chariot': 'Yes', // triumph
  'Strength': 'Yes', // complete success
  'The Hermit': 'Maybe', // prudence, circumspection
  'Wheel of Fortune': 'Yes', // fortune, luck
  'Justice': 'Maybe', // equity: the deserving side prevails
  'The Hanged Man': 'Maybe', // suspension, trials
  'Death': 'No', // an ending
  'Temperance': 'Yes', // moderation, management
  'The Devil': 'No', // bondage, vehemence
  'The Tower': 'No', // upheaval
  'The Star': 'Yes', // hope and bright prospects
  'The Moon': 'Maybe', // the hidden, illusion
  'The Sun': 'Yes', // happiness, success
  'Judgement': 'Yes', // renewal, outcome
  'The World': 'Yes', // assured success
};
