// The original a palm reading keeps: its picture exactly, without the metadata phones write (GPS, owner,
// comments, appended data), the JPEG orientation alone written back. Checked against the bytes and the
// decoded pixels of photos made with that metadata, and against the JPEG and PNG structures read here by
// hand (markers, chunk types), not through the module. The orientation is the one each photo was made with.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { withoutMetadata as parts } from '../src/palm-readings/without-metadata.js';

/** The kept photo, its parts joined as they are written. */
const withoutMetadata = async (...args: Parameters<typeof parts>) => Buffer.concat(await parts(...args));

const canvas = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08070' } });
const SECRET = { IFD0: { Copyright: 'owner-name-secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100' } };

/** The markers before the first scan, and the bytes from that scan on. */
function jpegLayout(bytes: Buffer): { markers: number[]; scans: Buffer } {
  const markers: number[] = [];
  for (let i = 2; ; i += 2 + bytes.readUInt16BE(i + 2)) {
    markers.push(bytes[i + 1]!);
    if (bytes[i + 1] === 0xda) return { markers, scans: bytes.subarray(i) };
  }
}

const pngChunks = (bytes: Buffer) => {
  const types: string[] = [];
  for (let i = 8; i < bytes.length; i += 12 + bytes.readUInt32BE(i)) types.push(bytes.toString('latin1', i + 4, i + 8));
  return types;
};

const pixels = async (bytes: Buffer) => (await sharp(bytes).raw().toBuffer()).toString('base64');

describe('the kept original', () => {
  it('drops a JPEG’s EXIF (GPS, owner), comment and appended data, keeps its scans byte for byte and orientation 6 alone', async () => {
    const made = await canvas().withExif(SECRET).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    // A comment segment after SOI and a motion photo's kind of trailer after EOI.
    const upload = Buffer.concat([made.subarray(0, 2), Buffer.from([0xff, 0xfe, 0, 9]), Buffer.from('comment'), made.subarray(2), Buffer.from('trailing-video')]);
    assert.ok(upload.includes('owner-name-secret') && (upload.includes(Buffer.from([0x88, 0x25])) || upload.includes(Buffer.from([0x25, 0x88]))), 'the upload carries an owner and a GPS IFD (tag 0x8825)');

    const kept = await withoutMetadata(upload, { format: 'jpeg', orientation: 6 });
    for (const s of ['owner-name-secret', 'comment', 'trailing-video']) assert.ok(!kept.includes(s), s);
    // Our one APP1, first or after JFIF's APP0; no other APPn but the ICC profile (APP2) and Adobe's (APP14), no COM.
    const { markers, scans } = jpegLayout(kept);
    assert.deepEqual(markers.filter((m) => m >= 0xe0 && m !== 0xe0 && m !== 0xe2 && m !== 0xee), [0xe1]);
    assert.equal(markers.indexOf(0xe1), markers[0] === 0xe0 ? 1 : 0);
    assert.ok(scans.equals(jpegLayout(made).scans), 'the compressed picture is the upload’s');
    assert.deepEqual([...kept.subarray(-2)], [0xff, 0xd9]);
    // EXIF payload: "Exif\0\0", big-endian TIFF header at offset 8, one entry: 0x0112 SHORT count 1 value 6, no next IFD.
    const meta = await sharp(kept).metadata();
    assert.equal(meta.orientation, 6);
    assert.equal(meta.exif?.toString('hex'), '457869660000' + '4d4d002a00000008' + '0001' + '0112' + '0003' + '00000001' + '00060000' + '00000000');
    assert.equal(await pixels(kept), await pixels(made));
  });

  it('leaves a JPEG with nothing to drop as it was, and writes no EXIF for orientation 1', async () => {
    const plain = await canvas().jpeg().toBuffer();
    assert.ok((await withoutMetadata(plain, { format: 'jpeg', orientation: 1 })).equals(plain));
    const upright = await canvas().withExif(SECRET).jpeg().toBuffer();
    const kept = await withoutMetadata(upright, { format: 'jpeg', orientation: 1 });
    assert.equal((await sharp(kept).metadata()).exif, undefined);
    assert.equal(await pixels(kept), await pixels(upright));
  });

  it('drops a PNG’s eXIf and text chunks and anything after IEND, keeping the image chunks as they were', async () => {
    const made = await canvas().withExif(SECRET).png().toBuffer();
    assert.ok(pngChunks(made).includes('eXIf'));
    // A tEXt chunk after IHDR (its CRC is not checked: the chunk is dropped unread) and a trailer.
    const ihdrEnd = 8 + 12 + made.readUInt32BE(8);
    const text = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('tEXtAuthor\0secret'), Buffer.alloc(4)]);
    const upload = Buffer.concat([made.subarray(0, ihdrEnd), text, made.subarray(ihdrEnd), Buffer.from('after-iend')]);
    const kept = await withoutMetadata(upload, { format: 'png', orientation: 1 });
    assert.deepEqual(pngChunks(kept), pngChunks(made).filter((t) => t !== 'eXIf'));
    for (const s of ['owner-name-secret', 'secret', 'after-iend']) assert.ok(!kept.includes(s), s);
    assert.equal(await pixels(kept), await pixels(made));
  });

  it('re-encodes upright a JPEG whose segments cannot be walked, rather than keep its metadata', async () => {
    const made = await canvas().withExif(SECRET).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    // Stray bytes between SOI and the first segment: no marker where one must be.
    const odd = Buffer.concat([made.subarray(0, 2), Buffer.from([0x00, 0x00]), made.subarray(2)]);
    const kept = await withoutMetadata(odd, { format: 'jpeg', orientation: 6 });
    assert.ok(!kept.includes('owner-name-secret'));
    const meta = await sharp(kept).metadata();
    assert.deepEqual([meta.width, meta.height, meta.orientation ?? 1, meta.exif], [48, 64, 1, undefined]);
  });
});
