// The palmistry endpoints and the signed image links, over a PalmReadings service.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FetchRefused, safeFetch, type FetchOptions } from '../../photo-fetch/safe-fetch.js';
import { ENGLISH_ONLY } from '../../i18n/index.js';
import { LINE_COLOURS, PhotoRejected } from '../../palmistry/photo.js';
import type { Point } from '../../palmistry/hand.js';
import { PalmReadersBusy } from '../../palmistry/pool.js';
import type { LineName } from '../../palmistry/lines.js';
import type { PalmReadings } from '../../palm-readings/palm-readings.js';
import type { PalmImageKind } from '../../store/repository.js';
import type { AnyEndpoint, EndpointSpec } from '../endpoint.js';
import { ApiError, invalidFields } from '../errors.js';
import { LIMITS } from '../../config.js';
import { mebibytes } from '../../bytes.js';
import { fetchRefused, photoRejected } from '../refusals.js';
import type { InlinePhoto } from '../inline-photo.js';
import { PalmIdBody, PalmIdResponse, PalmImageBody, PalmImageLink, PalmImageResponse } from '../schemas/palmistry.js';
import { assertValidDates, calendarIssue } from '../validation.js';

const LINE_TITLES: Record<LineName, string> = { heart: 'Heart Line', head: 'Head Line', life: 'Life Line', fate: 'Fate Line' };
/** The photo's field and its aliases, in the order one is taken when several are sent. */
const IMAGE_FIELDS = ['image_url', 'url', 'img_url', 'image'] as const;
function badImage(message: string): ApiError {
  return invalidFields([{ field: 'image_url', message }]);
}

/** The photo's bytes: decoded already (an inline photo), or fetched under the SSRF guard. */
async function photoBytes(source: string, photo: InlinePhoto | undefined, fetchOptions: FetchOptions): Promise<Buffer> {
  if (!photo) return safeFetch(source, fetchOptions);
  if ('refusal' in photo) throw badImage(photo.refusal);
  return photo.bytes;
}

function photoError(err: unknown): unknown {
  if (err instanceof PhotoRejected) return photoRejected(err.rejection);
  if (err instanceof FetchRefused) return fetchRefused(err.refusal);
  if (err instanceof PalmReadersBusy) return new ApiError(503, 'overloaded', `${err.message}; retry in a few seconds`, undefined, { 'retry-after': '2' });
  return err;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Link file names: the overlay is a PNG; the original keeps the uploaded format. */
const FILE_KINDS: Record<string, PalmImageKind> = { 'overlay.png': 'overlay', 'original.png': 'original', 'original.jpg': 'original' };
const imageFile = (kind: PalmImageKind, originalType: string) => (kind === 'overlay' || originalType === 'image/png' ? `${kind}.png` : `${kind}.jpg`);
/** The media type from the bytes themselves (JPEG's SOI marker, else PNG: the only two accepted). */
const mediaType = (bytes: Buffer) => (bytes[0] === 0xff && bytes[1] === 0xd8 ? 'image/jpeg' : 'image/png');

export function palmistryEndpoints(readings: PalmReadings, fetchOptions: FetchOptions): AnyEndpoint[] {
  const getPalmId: EndpointSpec<typeof PalmIdBody> = {
    name: 'palmistry_get_palm_id',
    path: '/palmistry/get-palm-id',
    group: 'palmistry',
    summary: 'Read a palm photo; answers the palm_id of the reading',
    description:
      'Detects the hand, then the heart, head, life and fate lines. Refused with 422 unprocessable_image when no hand can be found, ' +
      `the photo is too blurred or too small, and with 413 over ${mebibytes(LIMITS.photoMaxBytes)}. Photos by URL are fetched only from public addresses.`,
    languages: ENGLISH_ONLY,
    body: PalmIdBody,
    bodyLimit: LIMITS.palmBodyMaxBytes,
    inlinePhotos: IMAGE_FIELDS,
    errors: [422],
    cacheable: false,
    response: PalmIdResponse,
    async handle(body, ctx) {
      const field = IMAGE_FIELDS.find((f) => body[f] !== undefined);
      assertValidDates(field === undefined ? { field: 'image_url', message: 'is required' } : undefined, calendarIssue(body));
      try {
        const photo = await photoBytes(body[field!]!, ctx.inlinePhotos.get(field!), fetchOptions);
        const id = await readings.create(
          { userId: ctx.userId, photo, birthDate: `${body.year}-${pad(body.month)}-${pad(body.day)}`, gender: body.gender ?? null },
          ctx.now.getTime(),
        );
        return { status: true, message: 'success', data: { palm_id: id } };
      } catch (err) {
        throw photoError(err);
      }
    },
  };

  const getPalmImage: EndpointSpec<typeof PalmImageBody> = {
    name: 'palmistry_get_palm_image',
    path: '/palmistry/get-palm-image',
    group: 'palmistry',
    summary: 'Overlay image and detected palm lines for a palm reading ID',
    description: `Image links are signed and expire after ${readings.signer.ttlSeconds} s; ask again for fresh ones. Another account's palm_id is not found (404).`,
    languages: ENGLISH_ONLY,
    body: PalmImageBody,
    errors: [404],
    cacheable: false,
    response: PalmImageResponse,
    async handle(body, ctx) {
      const reading = await readings.find(ctx.userId, body.palm_id, ctx.now.getTime());
      if (!reading) throw new ApiError(404, 'not_found', `No palm reading ${body.palm_id} for this account`, [{ field: 'palm_id', message: 'is not a reading of this account' }]);
      const link = (kind: PalmImageKind) => {
        const { expires, signature } = readings.signer.sign(reading.id, kind, ctx.now.getTime());
        return `${ctx.baseUrl}/palmistry/images/${reading.id}/${imageFile(kind, reading.originalType)}?expires=${expires}&signature=${signature}`;
      };
      // Pixels of the upright photo to 0..1 of it, to 4 decimals (a tenth of a pixel on a 12 MP photo is below that).
      const unit = ([x, y]: Point): Point => [Math.round((x / reading.width) * 1e4) / 1e4, Math.round((y / reading.height) * 1e4) / 1e4];
      const lines = reading.lines.map((l) => ({
        name: LINE_TITLES[l.name],
        color: LINE_COLOURS[l.name],
        present: l.present,
        confidence: l.confidence,
        points: l.present ? l.path.map(unit) : [],
      }));
      const hand = reading.hand;
      const confidences = Object.fromEntries(reading.lines.map((l) => [`${LINE_TITLES[l.name]} Confidence`, l.confidence]));
      return {
        status: true,
        message: 'success',
        data: {
          palm_id: reading.id, overlay_image_url: link('overlay'), original_image_url: link('original'), processing_model: reading.model, lines_detected: lines, ...confidences,
          ...(hand ? { hand: { side: hand.side, landmarks: hand.landmarks.map(unit) } } : {}),
        },
      };
    },
  };
  return [getPalmId, getPalmImage];
}

/** GET of a signed image link: the signature is the credential, checked before anything is looked up. */
export function registerPalmImages(app: FastifyInstance, readings: PalmReadings, clock: () => Date): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/palmistry/images/:id/:file',
    { schema: { tags: ['palmistry'], summary: 'A palm image by its signed link (from get-palm-image)', ...PalmImageLink } },
    async (request, reply) => {
      const { id, file } = request.params;
      const kind = Object.hasOwn(FILE_KINDS, file) ? FILE_KINDS[file] : undefined;
      const now = clock().getTime();
      const check = kind ? readings.signer.check(id, kind, request.query.expires, request.query.signature, now) : 'invalid';
      // Errors go through the app's error handler, into the one envelope.
      if (check === 'expired') throw new ApiError(403, 'link_expired', 'This image link has expired; call get-palm-image for a fresh one');
      if (check === 'invalid') throw new ApiError(403, 'invalid_link', 'This image link is not valid; use the links get-palm-image answers, unaltered');
      const image = await readings.image(id, kind!);
      if (!image) throw new ApiError(404, 'not_found', 'This palm image no longer exists');
      const remaining = Math.max(0, Number(request.query.expires) - Math.floor(now / 1000));
      return reply.type(mediaType(image)).header('cache-control', `private, max-age=${remaining}`).header('x-content-type-options', 'nosniff').send(image);
    },
  );
}
