// Answers of the muhurta endpoints (shared/spec/more-computations.md §10-§11).
import { Type } from 'typebox';

const HoraSpan = Type.Object({
  time: Type.String({ description: 'Start and end, 24-hour local clock "H:MM - H:MM"' }),
  hora: Type.String({ description: 'The graha ruling the hora (title case in English)' }),
});

export const HoraResponse = Type.Object({
  hora: Type.Union([
    Type.Object({
      day: Type.Array(HoraSpan, { minItems: 12, maxItems: 12, description: 'Twelve equal parts of sunrise → sunset' }),
      night: Type.Array(HoraSpan, { minItems: 12, maxItems: 12, description: 'Twelve equal parts of sunset → next sunrise' }),
    }),
    Type.Null({ description: 'The Sun does not rise, or set, or rise again within a day there (polar day or night)' }),
  ]),
});

const ChaughadiyaSpan = Type.Object({
  time: Type.String({ description: 'Start and end, local clock in the 12-hour look of /advanced_panchang’s periods, "H : MM : SS - H : MM : SS"' }),
  muhurta: Type.String({ description: 'Amrit, Shubh, Labh, Char, Rog, Kaal or Udveg (in the answer language)' }),
});

export const ChaughadiyaResponse = Type.Object({
  chaughadiya: Type.Union([
    Type.Object({
      day: Type.Array(ChaughadiyaSpan, { minItems: 8, maxItems: 8, description: 'Eight equal parts of sunrise → sunset' }),
      night: Type.Array(ChaughadiyaSpan, { minItems: 8, maxItems: 8, description: 'Eight equal parts of sunset → next sunrise' }),
    }),
    Type.Null({ description: 'The Sun does not rise, or set, or rise again within a day there (polar day or night)' }),
  ]),
});
