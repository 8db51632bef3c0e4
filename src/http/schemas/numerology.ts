import { Type } from 'typebox';

const numbers = Type.String({ description: 'Comma-separated numbers without spaces', examples: ['1,2,3,9'] });
const words = Type.String({ description: 'Comma-and-space separated words' });

export const NumerologyResponse = Type.Object({
  name: Type.String(),
  date: Type.String({ description: 'D-M-YYYY', examples: ['25-12-1988'] }),
  destiny_number: Type.Integer({ minimum: 1, maximum: 9 }),
  radical_number: Type.Integer({ minimum: 1, maximum: 9 }),
  name_number: Type.Integer({ minimum: 1, maximum: 9 }),
  evil_num: numbers,
  fav_color: words,
  fav_day: words,
  fav_god: Type.String(),
  fav_mantra: Type.String({ description: "The ruler's beej mantra, in the answer language's script (romanised in English)" }),
  fav_metal: words,
  fav_stone: words,
  fav_substone: words,
  friendly_num: numbers,
  neutral_num: numbers,
  radical_num: Type.String(),
  radical_ruler: Type.String(),
});
