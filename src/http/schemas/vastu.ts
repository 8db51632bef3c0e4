import { Type, type Static } from 'typebox';
import { ROOM_TYPES } from '../../vastu/catalogue.js';
import { ENTRANCE_DIRECTIONS, ROOM_DIRECTIONS } from '../../vastu/directions.js';
import { GRADE_POINTS } from '../../vastu/types.js';

const DIRECTIONS_DOC =
  'Case-insensitive. The eight compass points N, NE, E, SE, S, SW, W, NW; the sixteen-point values NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW ' +
  '(graded between their two neighbours)';

export const VastuBody = Type.Object({
  main_entrance: Type.String({ enum: [...ENTRANCE_DIRECTIONS], 'x-case': 'upper', 'x-hint': 'the main entrance cannot be the centre', description: `${DIRECTIONS_DOC}. Not the centre.` }),
  rooms: Type.Array(
    Type.Object({
      type: Type.String({ enum: [...ROOM_TYPES], 'x-case': 'lower', description: 'Room type (case-insensitive)' }),
      direction: Type.String({ enum: [...ROOM_DIRECTIONS], 'x-case': 'upper', description: `${DIRECTIONS_DOC}; or the centre: C, CENTER, CENTRE or BRAHMASTHAN.` }),
    }),
    { minItems: 1, maxItems: 50, description: 'Submitted rooms; in a form body, send this as JSON text' },
  ),
  context: Type.Optional(
    Type.Object({
      agency: Type.Optional(Type.String({ enum: ['OWN_CAN_REBUILD', 'OWN_CANNOT_REBUILD', 'RENT', 'UNKNOWN'], description: 'Who can change the building: decides which remedies are offered' })),
      concern: Type.Optional(Type.String({ enum: ['MONEY', 'HEALTH', 'HOME', 'WORK', 'MOOD', 'NONE', 'UNKNOWN'], description: 'Findings touching this life area come first' })),
    }),
  ),
}, {
  examples: [{ main_entrance: 'NE', rooms: [{ type: 'kitchen', direction: 'SE' }, { type: 'master_bedroom', direction: 'SW' }, { type: 'toilet', direction: 'NE' }], context: { agency: 'RENT', concern: 'HEALTH' } }],
});
export type VastuBody = Static<typeof VastuBody>;

const Band = {
  score_percentage: Type.Integer({ minimum: 0, maximum: 100 }),
  performance_band: Type.String({ enum: ['excellent', 'good', 'fair', 'poor'], description: 'excellent ≥ 85, good 70–84, fair 50–69, poor < 50' }),
  result: Type.String({ enum: ['supportive', 'neutral', 'needs_attention'], description: 'supportive (excellent, good), neutral (fair), needs_attention (poor)' }),
  result_label: Type.String({ enum: ['Strongly supportive', 'Supportive', 'Mixed or neutral', 'Needs correction'] }),
};
const Grades = Object.keys(GRADE_POINTS);
const Subject = {
  display_name: Type.String(),
  category: Type.String({ enum: ['room', 'entrance'] }),
  catalog_type: Type.String({ description: 'The room type, or main_entrance' }),
};

export const VastuScoreResponse = Type.Object({
  overall_assessment: Type.Object(Band, { description: 'Mean of the grade points of the main entrance and every room, rounded' }),
  grade_score_scale: Type.Object(Object.fromEntries(Grades.map((g) => [g, Type.Integer()]))),
  finding_count_by_grade: Type.Object(Object.fromEntries(Grades.map((g) => [g, Type.Optional(Type.Integer({ minimum: 1 }))])), {
    description: 'Grades without findings are absent',
  }),
  score_breakdown: Type.Array(Type.Object({ ...Subject, ...Band }), { description: 'The main entrance first, then the rooms in the order sent' }),
});

export const VastuRemediesResponse = Type.Object({
  remedies: Type.Array(
    Type.Object({
      ...Subject,
      current_impact: Type.String(),
      affected_life_areas: Type.Array(Type.String()),
      what_to_do: Type.String(),
      why_it_helps: Type.String(),
      effort_level: Type.String({ enum: ['easy', 'moderate', 'structural'] }),
      review_guidance: Type.String(),
    }),
    { description: 'One per placement graded caution or avoid: concern zones first, then the most severe' },
  ),
});
