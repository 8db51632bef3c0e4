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

export const RunningDashaResponse = Type.Object(
  { major: DashaPeriod, minor: DashaPeriod, sub_minor: DashaPeriod, sub_sub_minor: DashaPeriod, sub_sub_sub_minor: DashaPeriod },
  { description: 'The running Vimshottari period at each of five levels: mahadasha, antardasha, pratyantardasha, sookshma, prana' },
);

export const SubDashaResponse = Type.Array(DashaPeriod, {
  minItems: 9,
  maxItems: 9,
  description: 'The nine periods inside the named one, starting with its own lord, each parent × lord’s years / 120',
});

/** Path values of the planets, in id order (Sun 0 … Ketu 8). */
export const GRAHA_PATH_NAMES = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;

/** Path parameters naming a chain of periods, e.g. `md`, `ad`: each a planet name in any case. */
export const dashaPathParams = (names: readonly { name: string; level: string }[]) =>
  Type.Object(
    Object.fromEntries(names.map(({ name, level }) => [name, Type.String({ enum: [...GRAHA_PATH_NAMES], 'x-case': 'lower', description: `Lord of the ${level}, a planet name in any case` })])),
  );

/** Sent by the reference service's SDK with the sub-period calls; only Lahiri is computed, so only it is accepted. */
export const AyanamshaField = {
  ayanamsha: Type.Optional(Type.String({ enum: ['LAHIRI'], 'x-case': 'upper', description: 'Optional; the only ayanamsha served is Lahiri (any case)' })),
};

export const DashaDateField = {
  dasha_date: Type.String({
    pattern: '^\\s*\\d{1,2}-\\d{1,2}-\\d{4}\\s*$',
    'x-hint': 'D-M-YYYY, e.g. 8-8-2008',
    description: 'The date to evaluate, D-M-YYYY; the periods running at 00:00 of that date in the request time zone',
    examples: ['8-8-2008'],
  }),
};

const YoginiSpan = {
  ...YoginiPeriod,
  start_date: Type.String({ description: YOGINI_DATE, examples: ['9-11-2000 5:9'] }),
  end_date: Type.String({ description: YOGINI_DATE }),
  start_ms: Type.Integer({ description: 'Unix milliseconds of start_date (the printed minute in the request time zone)', examples: [973726740000] }),
  end_ms: Type.Integer({ description: 'Unix milliseconds of end_date' }),
};
const YoginiMajor = Type.Object({ ...YoginiSpan, duration: Type.Integer({ minimum: 1, maximum: 8, description: 'Years: dasha_id + 1' }) });
const YoginiWithSubs = Type.Object({ major_dasha: YoginiMajor, sub_dasha: Type.Array(Type.Object(YoginiSpan), { minItems: 8, maxItems: 8 }) });

/** Majors listed by /major_yogini_dasha and /sub_yogini_dasha: two 36-year cycles from the birth yogini. */
export const YOGINI_LISTED_MAJORS = 16;

export const MajorYoginiResponse = Type.Array(YoginiMajor, {
  minItems: YOGINI_LISTED_MAJORS,
  maxItems: YOGINI_LISTED_MAJORS,
  description: 'Sixteen majors (two 36-year cycles) from the birth yogini’s, which began before birth; each runs whole calendar years',
});

export const SubYoginiResponse = Type.Array(YoginiWithSubs, {
  minItems: YOGINI_LISTED_MAJORS,
  maxItems: YOGINI_LISTED_MAJORS,
  description: 'The sixteen majors of /major_yogini_dasha, each with its eight sub-periods (major × years / 36, from its own yogini)',
});

export const SubYoginiOfResponse = YoginiWithSubs;

/** Path values of the yoginis, in id order (Mangla 0 … Sankata 7). */
export const YOGINI_PATH_NAMES = ['mangla', 'pingla', 'dhanya', 'bhramari', 'bhadrika', 'ulka', 'siddha', 'sankata'] as const;
/** Cycles a major may be asked for: three 36-year cycles cover a life of 108 years. */
export const YOGINI_CYCLES = 3;

export const YoginiPathParams = Type.Object({
  dashaCycle: Type.Integer({ minimum: 1, maximum: YOGINI_CYCLES, description: 'Cycle of 36 years, 1 = the one that starts with the birth yogini', examples: [1] }),
  dashaName: Type.String({ enum: [...YOGINI_PATH_NAMES], 'x-case': 'lower', description: 'Yogini name, any case' }),
});
