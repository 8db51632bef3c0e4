// Answers of the matching endpoints (shared/spec/more-endpoints.md §9).
import { Type } from 'typebox';

const Koot = (max: number, compared: string) =>
  Type.Object({
    description: Type.String({ description: 'What this koota weighs, in the answer language' }),
    male_koot_attribute: Type.String({ description: `The boy's ${compared}` }),
    female_koot_attribute: Type.String({ description: `The girl's ${compared}` }),
    total_points: Type.Integer({ description: 'The most this koota gives', examples: [max] }),
    received_points: Type.Number({ description: 'Points received; may be a half point' }),
  });

export const AshtakootResponse = Type.Object({
  varna: Koot(1, 'varna (from the Moon sign)'),
  vashya: Koot(2, 'vashya (from the Moon sign and its half)'),
  tara: Koot(3, 'Moon nakshatra'),
  yoni: Koot(4, 'yoni (from the Moon nakshatra)'),
  maitri: Koot(5, 'Moon-sign lord'),
  gan: Koot(6, 'gana (from the Moon nakshatra)'),
  bhakut: Koot(7, 'Moon sign'),
  nadi: Koot(8, 'nadi (from the Moon nakshatra)'),
  total: Type.Object({
    total_points: Type.Integer({ examples: [36] }),
    received_points: Type.Number({ examples: [25.5] }),
    minimum_required: Type.Integer({ examples: [18] }),
  }),
  conclusion: Type.Object({
    status: Type.Boolean({ description: 'True when the received points reach the minimum' }),
    report: Type.String(),
  }),
});

export const ObstructionsResponse = Type.Object({
  is_present: Type.Boolean({ description: 'The two birth nakshatras obstruct each other (vedha)' }),
  vedha_report: Type.String(),
  vedha_name: Type.Union([Type.Literal(false), Type.String()], { description: 'false, or the pair named "First-Second" (boy first)' }),
});
