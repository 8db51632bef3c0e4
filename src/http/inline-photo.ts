// A photo sent inside the body, as a data: URL or bare base64: its bytes, or why it cannot be read.
// Decoded in the body worker (inline-photo-worker.ts), off the event loop.

/** An inline photo: its bytes, or the message of the 400 that names its field. */
export type InlinePhoto = { bytes: Buffer } | { refusal: string };

const DATA_URL = /^data:([^;,]*)(;[^,]*)?,/i;
const BASE64 = /^[A-Za-z0-9+/\s]+={0,2}\s*$/;

/** The bytes of a data: URL or of bare base64; undefined for an http(s) URL, which is fetched instead. */
export function decodeInlinePhoto(source: string): InlinePhoto | undefined {
  const data = DATA_URL.exec(source);
  if (!data && /^https?:\/\//i.test(source)) return undefined;
  if (data && !/;base64$/i.test(data[2] ?? '')) return { refusal: 'must be base64-encoded when given as a data: URL (data:image/jpeg;base64,...)' };
  const base64 = data ? source.slice(data[0].length) : source;
  const bytes = Buffer.from(base64, 'base64');
  // Its size is checked with the photo's other properties (inspectPhoto), whichever way it came.
  return plainBase64(base64, bytes) || BASE64.test(base64) ? { bytes } : { refusal: 'must be an http(s) URL, a data:image/...;base64, URL or base64 text' };
}

/**
 * Whether `text` is unbroken base64 (no whitespace), judged from what Node decoded of it: Node skips any
 * other character and stops at padding inside the text, so `bytes` came out exactly as long as the text's
 * length promises only when every character was base64 or padding at the end; but it also reads
 * base64url's - and _, which BASE64 refuses.
 * A native decode and two scans instead of BASE64 over a 12 MP photo's 1.6 MB of text: that regular
 * expression took 2.5 ms a palm. Text with whitespace falls back to BASE64.
 */
function plainBase64(text: string, bytes: Buffer): boolean {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return text.length > 0 && text.length % 4 === 0 && bytes.length === (text.length / 4) * 3 - padding && !text.includes('-') && !text.includes('_');
}
