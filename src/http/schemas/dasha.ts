import { Type } from 'typebox';

const VIMSHOTTARI_DATE = 'D-M-YYYY, two spaces, H:M in the request time zone, not zero-padded, truncated to the minute';
const YOGINI_DATE = 'D-M-YYYY H:M (one space) in the request time zone, not zero-padded, truncated to the minute';

export const DashaPeriod = Type.Object({
  planet: Type.String(),
  planet_id: Type.Integer({ minimum: 0, maximum: 8 }),
  start: Type.String({ description: VIMSHOTTARI_DATE, examples: ['9-12-1988  16:33'] }),
  end: Type.String({ description: VIMSHOTTARI_DATE }),
});

export const MajorDashaResponse = Type.Array(DashaPeriod, {
  minItems: 9,
  maxItems: 9,
  description: 'The nine major periods of one 120-year cycle (365.25-day years), starting with the birth period, which begins before birth',
});

const Periods = Type.Array(DashaPeriod, { minItems: 9, maxItems: 9 });
const names = (...keys: string[]) => Type.Object(Object.fromEntries(keys.map((k) => [k, Type.String()])));

export const CurrentDashaResponse = Type.Object(
  {
    major: Type.Object({ dasha_period: Periods }),
    minor: Type.Object({ planet: names('major'), dasha_period: Periods }),
    sub_minor: Type.Object({ planet: names('major', 'minor'), dasha_period: Periods }),
    sub_sub_minor: Type.Object({ planet: names('major', 'minor', 'sub_minor'), dasha_period: Periods }),
    sub_sub_sub_minor: Type.Object({ planet: names('major', 'minor', 'sub_minor', 'sub_sub_minor'), dasha_period: Periods }),
  },
  { description: 'The running Vimshottari periods at the moment of the request, five levels deep' },
);

const YoginiPeriod = {
  dasha_id: Type.Integer({ minimum: 0, maximum: 7, description: '0 Mangla, 1 Pingla, 2 Dhanya, 3 Bhramari, 4 Bhadrika, 5 Ulka, 6 Siddha, 7 Sankata' }),
  dasha_name: Type.String(),
};

export const CurrentYoginiResponse = Type.Object({
  major_dasha: Type.Object({
    ...YoginiPeriod,
    duration: Type.String({ description: '"<n> Years", n = id + 1', examples: ['5 Years'] }),
    start_date: Type.String({ description: YOGINI_DATE }),
    end_date: Type.String({ description: YOGINI_DATE }),
  }),
  sub_dasha: Type.Object({ ...YoginiPeriod, start_date: Type.String(), end_date: Type.String() }),
  sub_sub_dasha: Type.Object({ ...YoginiPeriod, start_date: Type.String(), end_date: Type.String() }),
});
