import { Type, type Static } from 'typebox';

const imageSource = (description: string) => Type.Optional(Type.String({ minLength: 1, description }));

export const PalmIdBody = Type.Object(
  {
    image_url: imageSource(
      'The palm photo (JPEG or PNG, at most 5 MB): a public http(s) URL, a data:image/...;base64, URL, or bare base64. ' +
        'Required, under this name or one of its aliases url, img_url, image.',
    ),
    url: imageSource('Alias of image_url'),
    img_url: imageSource('Alias of image_url'),
    image: imageSource('Alias of image_url'),
    day: Type.Integer({ minimum: 1, maximum: 31, description: 'Day of birth; it must exist in that month' }),
    month: Type.Integer({ minimum: 1, maximum: 12, description: 'Month of birth' }),
    year: Type.Integer({ minimum: 1800, maximum: 2399, description: 'Year of birth' }),
    gender: Type.Optional(Type.String({ maxLength: 32, description: 'Kept with the reading as given' })),
  },
  { description: 'A palm photo and the date of birth. Numbers may be sent as numeric strings.' },
);
export type PalmIdBody = Static<typeof PalmIdBody>;

export const PalmIdResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String({ examples: ['success'] }),
  data: Type.Object({ palm_id: Type.String({ format: 'uuid' }) }),
});

export const PalmImageBody = Type.Object({
  palm_id: Type.String({ minLength: 1, maxLength: 100, description: 'The palm_id get-palm-id returned, to the same account' }),
});

const confidence = Type.Number({ minimum: 0, maximum: 1 });
const unitPoint = Type.Tuple([Type.Number({ minimum: 0, maximum: 1 }), Type.Number({ minimum: 0, maximum: 1 })], {
  description: '[x, y] in 0..1 of the original photo, upright (EXIF orientation applied): x from the left edge, y from the top',
});

export const PalmImageResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String({ examples: ['success'] }),
  data: Type.Object({
    palm_id: Type.String(),
    overlay_image_url: Type.String({ format: 'uri', description: 'PNG of the photo with the present lines drawn; signed, expires' }),
    original_image_url: Type.String({ format: 'uri', description: 'PNG of the photo, upright; signed, expires' }),
    processing_model: Type.String({ examples: ['palm-lines-lm-2.0'] }),
    lines_detected: Type.Array(
      Type.Object({
        name: Type.String({ examples: ['Heart Line'] }),
        color: Type.String({ description: 'Heart #FF0000, Head #0000FF, Life #00FF00, Fate #FF00FF' }),
        present: Type.Boolean(),
        confidence,
        points: Type.Array(unitPoint, { description: 'Beyond the reference: the traced crease, in order along it; empty when the line is absent' }),
      }),
      { description: 'Heart, Head, Life and Fate lines, in that order' },
    ),
    'Heart Line Confidence': confidence,
    'Head Line Confidence': confidence,
    'Life Line Confidence': confidence,
    'Fate Line Confidence': confidence,
    hand: Type.Optional(
      Type.Object(
        {
          side: Type.Union([Type.Literal('left'), Type.Literal('right')], { description: 'Which hand, by the hand-landmark model' }),
          landmarks: Type.Array(unitPoint, {
            minItems: 21,
            maxItems: 21,
            description: "MediaPipe's 21 hand landmarks: 0 wrist, 1-4 thumb, 5-8 index, 9-12 middle, 13-16 ring, 17-20 little finger (each from its base)",
          }),
        },
        { description: 'Beyond the reference: the hand the lines were read on, so a client can draw its own overlay' },
      ),
    ),
  }),
});
