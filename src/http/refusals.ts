// Refusals from the domain and the photo fetcher as HTTP answers: the one table of their statuses,
// codes, fields and messages. The domain says why (a reason and its facts); the words are here.
import type { FetchRefusal } from '../photo-fetch/safe-fetch.js';
import type { PhotoRejection } from '../palmistry/photo.js';
import { byteLimit, overLimit } from '../bytes.js';
import { EPHEMERIS_SPAN } from '../config.js';
import { ApiError, invalidFields } from './errors.js';

/** The request field every photo refusal names. */
const PHOTO_FIELD = 'image_url';

/** Status and code for each reason, and its message from its facts; `field` lists the photo field in `errors`. */
type Answers<U extends { reason: string }> = {
  [R in U['reason']]: { status: 400 | 413 | 422; code: string; field: boolean; message: (facts: Extract<U, { reason: R }>) => string };
};

const tooLarge = { status: 413, code: 'payload_too_large', field: false } as const;
const unprocessable = { status: 422, code: 'unprocessable_image', field: true } as const;
// Fetch refusals are about the URL the caller gave: field issues, their messages following the field's name.
const badUrl = { status: 400, code: 'invalid_field', field: true } as const;

const PHOTO_REJECTIONS: Answers<PhotoRejection> = {
  too_large: { ...tooLarge, message: (f) => `The photo is ${overLimit(f.size, f.limit)}` },
  not_jpeg_or_png: { ...unprocessable, message: () => 'The photo is not a JPEG or PNG image (judged by its content, not its name)' },
  unreadable_header: { ...unprocessable, message: (f) => `The photo's ${f.format.toUpperCase()} header cannot be read; the file may be damaged` },
  too_many_pixels: { ...unprocessable, message: (f) => `The photo claims ${f.width}×${f.height} pixels; at most ${f.limit / 1e6} megapixels are accepted` },
  too_small: {
    ...unprocessable,
    message: (f) => `The photo is ${f.width}×${f.height} pixels; the shorter side must be at least ${f.minSide} pixels to show the palm's lines`,
  },
  undecodable: { ...unprocessable, message: () => 'The photo cannot be decoded; the file may be truncated or damaged' },
  no_hand: { ...unprocessable, message: () => 'No hand found: photograph the open palm, facing the camera, with the whole palm and the fingers in the frame' },
  blurred: { ...unprocessable, message: () => 'The photo is too blurred to see the palm lines; hold the camera still, focus on the palm and retake it' },
};

const FETCH_REFUSALS: Answers<FetchRefusal> = {
  invalid_url: { ...badUrl, message: () => 'is not a valid URL' },
  scheme: { ...badUrl, message: (f) => `must be http or https, not ${f.scheme}` },
  credentials: { ...badUrl, message: () => 'must not carry a user name or password' },
  not_public: {
    ...badUrl,
    message: (f) => (f.resolved ? `resolves to ${f.address ?? 'no address'}` : `points at ${f.address}`) + ', which is not a public address',
  },
  timeout: { ...badUrl, message: (f) => `did not answer within ${f.timeoutMs / 1000} s` },
  unreachable: { ...badUrl, message: (f) => `could not be fetched (${f.detail})` },
  too_many_redirects: { ...badUrl, message: (f) => `redirects more than ${f.limit} times` },
  not_ok: { ...badUrl, message: (f) => `answered HTTP ${f.answered}` },
  too_large: {
    ...tooLarge,
    message: (f) => `The photo at ${PHOTO_FIELD} is ${f.size === undefined ? `larger than ${byteLimit(f.limit)}` : overLimit(f.size, f.limit)}`,
  },
};

function answer<U extends { reason: string }>(table: Answers<U>, facts: U): ApiError {
  const entry = table[facts.reason as U['reason']];
  const message = (entry.message as (f: U) => string)(facts);
  // A 400 is a field issue (its message follows the field's name); the others are whole sentences.
  if (entry.status === 400) return invalidFields([{ field: PHOTO_FIELD, message }]);
  return new ApiError(entry.status, entry.code, message, entry.field ? [{ field: PHOTO_FIELD, message }] : undefined);
}

export const photoRejected = (rejection: PhotoRejection): ApiError => answer(PHOTO_REJECTIONS, rejection);
export const fetchRefused = (refusal: FetchRefusal): ApiError => answer(FETCH_REFUSALS, refusal);

/**
 * A birth moment outside the ephemeris (EphemerisRangeError), as a 400 naming the year field that put it there and the
 * span that endpoint serves (the files' span unless it says a narrower one).
 */
export const outsideEphemeris = (yearField: string, span: { moments: string; what: string } = EPHEMERIS_SPAN): ApiError =>
  invalidFields([{ field: yearField, message: `puts the moment outside ${span.moments}, ${span.what}` }]);
