// What is kept of an uploaded photo: its picture exactly, without what phones write beside it (EXIF's
// GPS position, capture time and camera serial, XMP, IPTC, comments, PNG text chunks, and data appended
// after the image such as a motion photo's video). The original is kept for the retention period and
// served back by link, so a reading must not become a record of where its user stood.
// Segments and chunks are cut out, never re-encoded: the compressed picture is the upload's, byte for
// byte. A JPEG's EXIF orientation is written back alone, so viewers still turn the photo upright the way
// the overlay and the line coordinates are.
import sharp from 'sharp';
import type { PhotoInfo } from '../palmistry/photo.js';

/** JPEG segments kept before the first scan: JFIF (APP0), the ICC profile (APP2), Adobe's colour transform (APP14) and every non-APP marker (tables, frame). */
const KEPT_APPS = new Set([0xe0, 0xe2, 0xee]);
const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef;
const COM = 0xfe;
const SOS = 0xda;
const EOI = Buffer.from([0xff, 0xd9]);

/** An APP1 segment holding an EXIF block with one tag, Orientation (0x0112, SHORT), big-endian TIFF. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2); // TIFF magic
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value, held in the entry itself
  tiff.writeUInt16BE(orientation, 18);
  // bytes 22-25: no next IFD (0)
  const header = Buffer.from([0xff, 0xe1, 0, 0, 0x45, 0x78, 0x69, 0x66, 0, 0]); // APP1, length, "Exif\0\0"
  header.writeUInt16BE(header.length - 2 + tiff.length, 2);
  return Buffer.concat([header, tiff]);
}

/** The JPEG's segments up to its first scan less metadata, then the scans to EOI; undefined if its structure is not the standard one. */
function jpegWithout(bytes: Buffer, orientation: number): Buffer[] | undefined {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) { i++; continue; } // fill byte before a marker
    if (marker === SOS) {
      // Entropy-coded data escapes every 0xFF, so the first FFD9 after the first scan is the image's end.
      const end = bytes.indexOf(EOI, i);
      kept.push(bytes.subarray(i, end < 0 ? bytes.length : end + 2));
      // EXIF belongs after JFIF's APP0 when there is one, else first.
      if (orientation !== 1) kept.splice(kept[1]?.[1] === 0xe0 ? 2 : 1, 0, orientationSegment(orientation));
      return kept;
    }
    const end = i + 2 + bytes.readUInt16BE(i + 2);
    if (end > bytes.length) return undefined;
    if (!(marker === COM || (isApp(marker) && !KEPT_APPS.has(marker)))) kept.push(bytes.subarray(i, end));
    i = end;
  }
  return undefined;
}

/** PNG chunks that carry text, time or EXIF; everything after IEND goes too. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function pngWithout(bytes: Buffer): Buffer[] | undefined {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  for (let i = 8; i + 12 <= bytes.length;) {
    const end = i + 12 + bytes.readUInt32BE(i);
    if (end > bytes.length) return undefined;
    const type = bytes.toString('latin1', i + 4, i + 8);
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(i, end));
    if (type === 'IEND') return kept;
    i = end;
  }
  return undefined;
}

/**
 * The photo without its metadata, as the parts to write one after the other: views of the upload, not a
 * copy (joining a 12 MP photo's parts held the event loop 3-8 ms). One whose structure cannot be walked
 * (the decoder tolerated it, we do not) is re-encoded upright instead: a little quality lost rather than
 * a location kept.
 */
export async function withoutMetadata(bytes: Buffer, photo: Pick<PhotoInfo, 'format' | 'orientation'>): Promise<Buffer[]> {
  const { format } = photo;
  const cut = format === 'jpeg' ? jpegWithout(bytes, photo.orientation) : pngWithout(bytes);
  return cut ?? [await sharp(bytes, { failOn: 'none' }).rotate().toFormat(format, format === 'jpeg' ? { quality: 95 } : {}).toBuffer()];
}
