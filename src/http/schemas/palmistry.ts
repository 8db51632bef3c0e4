import { Type, type Static } from 'typebox';
import { ERRORS_KEY } from '../openapi.js';
import { EPHEMERIS_SPAN, LIMITS } from '../../config.js';
import { mebibytes } from '../../bytes.js';

// No minLength: Ajv counts a string's code points to check one, the whole upload (~9 ms for a 12 MP
// photo's 1.6 MB of base64, on the event loop every other call waits for); the route refuses an empty
// source as it refuses any that is not a URL or base64.
const imageSource = (description: string) => Type.Optional(Type.String({ description }));

export const PalmIdBody = Type.Object(
  {
    image_url: imageSource(
      `The palm photo (JPEG or PNG, at most ${mebibytes(LIMITS.photoMaxBytes)}): a public http(s) URL, a data:image/...;base64, URL, or bare base64. ` +
        'Required, under this name or one of its aliases url, img_url, image.',
    ),
    url: imageSource('Alias of image_url'),
    img_url: imageSource('Alias of image_url'),
    image: imageSource('Alias of image_url'),
    day: Type.Integer({ minimum: 1, maximum: 31, description: 'Day of birth; it must exist in that month' }),
    month: Type.Integer({ minimum: 1, maximum: 12, description: 'Month of birth' }),
    year: Type.Integer({ minimum: EPHEMERIS_SPAN.firstYear, maximum: EPHEMERIS_SPAN.lastYear, description: 'Year of birth' }),
    gender: Type.Optional(Type.String({ maxLength: 32, description: 'Kept with the reading as given' })),
  },
  {
    description: 'A palm photo and the date of birth. Numbers may be sent as numeric strings.',
    examples: [{ image_url: 'https://example.com/palm.jpg', day: 15, month: 5, year: 1990, gender: 'female' }],
  },
);
export type PalmIdBody = Static<typeof PalmIdBody>;

export const PalmIdResponse = Type.Object({
  status: Type.Literal(true),
  message: Type.String({ examples: ['success'] }),
  data: Type.Object({ palm_id: Type.String({ format: 'uuid' }) }),
});

export const PalmImageBody = Type.Object({
  palm_id: Type.String({ minLength: 1, maxLength: 100, description: 'The palm_id get-palm-id returned, to the same account' }),
}, { examples: [{ palm_id: '6f1c2a5e-3b8d-4e7a-9c41-2d5f8b0e7a13' }] });

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
    original_image_url: Type.String({ format: 'uri', description: 'The photo as uploaded (JPEG or PNG, its metadata removed but for the EXIF orientation); signed, expires' }),
    processing_model: Type.String({ examples: ['palm-lines-lm-3.0'] }),
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
          side: Type.Union([Type.Literal('left'), Type.Literal('right')], { description: 'Which hand, from the landmarks as seen from the palm (a right hand, fingers up, has its index finger on the right)' }),
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

/**
 * Route schema of a signed image link, for the docs. Every part is a plain string on purpose: the
 * signature check, not validation, refuses a bad link (403 invalid_link), so no value is turned away here.
 */
export const PalmImageLink = {
  params: Type.Object({
    id: Type.String({ description: 'The palm_id' }),
    file: Type.String({ description: 'overlay.png (the lines drawn) or original.png' }),
  }),
  querystring: Type.Object({
    expires: Type.Optional(Type.String({ description: 'Unix time (seconds) after which the link answers 403 link_expired', examples: ['1795000000'] })),
    signature: Type.Optional(Type.String({ description: 'HMAC of the palm_id, file and expires; the link is its own credential' })),
  }),
  // No credentials: the signature is the credential, so the link can be given to an <img>.
  security: [],
  response: { 200: { description: 'The PNG image', content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } } } },
  [ERRORS_KEY]: [403, 404, 500, 503],
};
