// Answers of the dosha endpoints (shared/spec/more-endpoints.md §10).
import { Type } from 'typebox';

export const ManglikRecord = Type.Object({
  manglik_present_rule: Type.Object({
    based_on_aspect: Type.Array(Type.String(), { description: 'One sentence per aspect of Mars, the Sun, Saturn, Rahu or Ketu on a dosha house (Mars’s first)' }),
    based_on_house: Type.Array(Type.String(), { description: 'One sentence per malefic (Mars first, then the Sun, Saturn, Rahu, Ketu) in a dosha house (1, 2, 4, 7, 8, 12)' }),
  }),
  manglik_cancel_rule: Type.Array(Type.String(), { description: 'One sentence per cancellation rule that applies' }),
  is_mars_manglik_cancelled: Type.Boolean(),
  manglik_status: Type.String({ enum: ['EFFECTIVE', 'LESS_EFFECTIVE', 'NOT_PRESENT'], description: 'By the percentage after cancellation: 25 or more, above 0, or 0' }),
  percentage_manglik_present: Type.Number(),
  percentage_manglik_after_cancellation: Type.Number(),
  manglik_report: Type.String(),
  is_present: Type.Boolean({ description: 'True when the status is EFFECTIVE' }),
});

export const MatchManglikResponse = Type.Object({
  male: ManglikRecord,
  female: ManglikRecord,
  conclusion: Type.Object({ match: Type.Boolean({ description: 'Both or neither has an effective dosha' }), report: Type.String() }),
});

export const KalsarpaResponse = Type.Object({
  present: Type.Boolean(),
  type: Type.String({ enum: ['Full Ascending', 'Partial Ascending', 'Full Descending', 'Partial Descending', ''], description: '"" when absent' }),
  one_line: Type.String(),
  name: Type.String({ description: 'The yoga named by Rahu’s house (Anant … Sheshnag); "" when absent' }),
  report: Type.Object({ house_id: Type.Integer({ minimum: 1, maximum: 12, description: 'Rahu’s whole-sign house' }), report: Type.String() }),
});

const dmy = (what: string) => Type.String({ description: `${what}, D-M-YYYY in the request's tzone; "" when not undergoing Sade Sati` });

export const SadeSatiStatusResponse = Type.Object({
  consideration_date: Type.String({ description: 'The date evaluated (the moment of the request), D-M-YYYY in the request’s tzone' }),
  is_saturn_retrograde: Type.Boolean(),
  moon_sign: Type.String(),
  saturn_sign: Type.String(),
  is_undergoing_sadhesati: Type.String(),
  sadhesati_phase: Type.String({ description: 'rising, peak or setting in the answer language; "" when not undergoing' }),
  sadhesati_status: Type.Boolean(),
  start_date: dmy('First entry of the running Sade Sati'),
  end_date: dmy('Final exit of the running Sade Sati'),
  what_is_sadhesati: Type.String(),
});

export const SadeSatiLifeResponse = Type.Array(
  Type.Object({
    moon_sign: Type.String(),
    saturn_sign: Type.String({ description: 'Saturn’s sign after the change' }),
    is_saturn_retrograde: Type.Boolean(),
    type: Type.String({ enum: ['RISING_START', 'RISING_END', 'PEAK_START', 'SETTING_START', 'SETTING_END'] }),
    millisecond: Type.String({ description: 'Unix epoch milliseconds of the sign change, as a string' }),
    date: Type.String({ description: 'D-M-YYYY in the request’s tzone' }),
    summary: Type.String(),
  }),
  { description: 'Every change of Saturn’s sign that starts or ends a Sade Sati phase, from birth to 100 years after' },
);
