// Image links (palm images, chart wheels) carry an expiry and an HMAC of (subject, expiry), so they cannot be
// guessed, altered or used after they lapse, and need no session: a link works wherever it is pasted, for a while.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PalmImageKind, Store } from '../store/repository.js';

export type LinkCheck = 'ok' | 'expired' | 'invalid';

export class UrlSigner {
  constructor(
    private readonly key: Buffer,
    readonly ttlSeconds: number,
  ) {}

  /** The key every node shares: from the store, created by whichever node asks first. */
  static async fromStore(store: Store, ttlSeconds: number): Promise<UrlSigner> {
    const key = await store.settingOrInit('image_link_key', randomBytes(32).toString('base64'));
    return new UrlSigner(Buffer.from(key, 'base64'), ttlSeconds);
  }

  private mac(subject: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${subject}\n${expires}`).digest();
  }

  /** Query string parameters for a palm image link valid from `nowMs` for the TTL. */
  sign(readingId: string, kind: PalmImageKind, nowMs: number): { expires: number; signature: string } {
    return this.signSubject(`${readingId}\n${kind}`, nowMs);
  }

  check(readingId: string, kind: PalmImageKind, expires: string | undefined, signature: string | undefined, nowMs: number): LinkCheck {
    return this.checkSubject(`${readingId}\n${kind}`, expires, signature, nowMs);
  }

  /** Query string parameters for a link to any subject (a chart image's file name) valid for the TTL. */
  signSubject(subject: string, nowMs: number): { expires: number; signature: string } {
    const expires = Math.floor(nowMs / 1000) + this.ttlSeconds;
    return { expires, signature: this.mac(subject, expires).toString('base64url') };
  }

  checkSubject(subject: string, expires: string | undefined, signature: string | undefined, nowMs: number): LinkCheck {
    if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return 'invalid';
    // The text as issued, compared in constant time: decoding what was given would accept other
    // spellings of the same bytes (the last character's unused bits, padding, characters decoders skip).
    const given = Buffer.from(signature);
    const wanted = Buffer.from(this.mac(subject, Number(expires)).toString('base64url'));
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'invalid';
    return Number(expires) * 1000 < nowMs ? 'expired' : 'ok';
  }
}
