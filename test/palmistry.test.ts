// The palmistry endpoints over real HTTP: photos in by data URL, base64 and fetched URL; every refusal
// (non-image, oversize, decompression bomb, tiny, blurred, no hand, SSRF targets and redirects to
// them); the overlay's size and colours; signed links that expire and cannot be forged; ownership;
// billing only for answers.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { publicAddressesOnly } from '../src/photo-fetch/safe-fetch.js';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { startPalmServer, type PalmServer } from './helpers/palm-server.js';
import { syntheticPalm, type SyntheticPalm } from './helpers/synthetic-palm.js';

const BIRTH = { day: 14, month: 3, year: 1991 };
type Envelope = { status: false; code: string; message: string; errors?: { field: string; message: string }[] };
type PalmImage = {
  status: true;
  data: {
    palm_id: string; overlay_image_url: string; original_image_url: string; processing_model: string;
    lines_detected: { name: string; color: string; present: boolean; confidence: number; points: [number, number][] }[];
  } & Record<string, unknown>;
};

/** A PNG whose header claims `width`×`height` with almost no pixel data: a decompression bomb's calling card. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(16))), chunk('IEND', Buffer.alloc(0))]);
}

/** A loopback HTTP server for the fetch cases: a palm, redirects, a stream past 5 MB, and silence. */
async function photoHost(palm: Buffer): Promise<{ server: Server; port: number; url: (path: string) => string }> {
  let port = 0;
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/palm.jpg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(palm);
    const to = /^\/redirect\?to=(.*)$/.exec(path);
    if (to) return void res.writeHead(302, { location: decodeURIComponent(to[1]!) }).end();
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) return void res.writeHead(302, { location: Number(hops[1]) > 0 ? `/hops/${Number(hops[1]) - 1}` : '/palm.jpg' }).end();
    if (path === '/huge') {
      // No Content-Length: the cap must stop the reading itself.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const block = Buffer.alloc(1024 * 1024, 0xff);
      let sent = 0;
      const push = () => {
        while (sent < 8 && res.write(block)) sent++;
        if (sent < 8) res.once('drain', push);
        else res.end();
      };
      return push();
    }
    if (path === '/silent') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  return { server, port, url: (p) => `http://127.0.0.1:${port}${p}` };
}

let server: PalmServer;
let palm: SyntheticPalm;
let host: Awaited<ReturnType<typeof photoHost>>;

before(async () => {
  palm = await syntheticPalm(42, { present: { heart: true, head: true, life: true, fate: false } });
  host = await photoHost(palm.image);
  // Public addresses, plus this test's own photo host and nothing else on loopback.
  server = await startPalmServer({ fetch: { timeoutMs: 1500, policy: (address, port) => publicAddressesOnly(address, port) || (address === '127.0.0.1' && port === host.port) } });
  // Start-up (compiling the app, a palm thread loading its models) can hold the event loop past the shedding
  // limit on a busy machine, and the server rightly answers 503 meanwhile: the tests begin once it has settled.
  for (let i = 0; i < 60 && (await server.post('/palmistry/get-palm-image', { palm_id: 'warm-up' })).status === 503; i++) await new Promise((r) => setTimeout(r, 500));
});
after(async () => {
  await server.close();
  host.server.closeAllConnections();
  host.server.close();
});

const palmId = async (body: Record<string, unknown>) => server.post('/palmistry/get-palm-id', { ...BIRTH, ...body });
const refusal = async (res: Response, status: number) => {
  const body = (await res.json()) as Envelope;
  assert.equal(res.status, status, JSON.stringify(body));
  return body;
};

describe('get-palm-id and get-palm-image', () => {
  let reading: PalmImage;

  it('reads a palm sent as a data URL and answers the record of the interface', async () => {
    const res = await palmId({ image_url: server.dataUrl(palm.image), gender: 'female' });
    assert.equal(res.status, 200);
    const { status, message, data } = (await res.json()) as { status: boolean; message: string; data: { palm_id: string } };
    assert.equal(status, true);
    assert.equal(message, 'success');
    assert.match(data.palm_id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const img = await server.post('/palmistry/get-palm-image', { palm_id: data.palm_id });
    assert.equal(img.status, 200);
    assert.equal(img.headers.get('content-language'), 'en');
    reading = (await img.json()) as PalmImage;
    assert.deepEqual(Object.keys(reading), ['status', 'message', 'data']);
    assert.deepEqual(Object.keys(reading.data), [
      'palm_id', 'overlay_image_url', 'original_image_url', 'processing_model', 'lines_detected',
      'Heart Line Confidence', 'Head Line Confidence', 'Life Line Confidence', 'Fate Line Confidence', 'hand',
    ]);
    assert.equal(reading.data.palm_id, data.palm_id);
    assert.equal(reading.data.processing_model, 'palm-lines-lm-3.0');
    assert.deepEqual(reading.data.lines_detected.map((l) => [l.name, l.color, l.present]), [
      ['Heart Line', '#FF0000', true], ['Head Line', '#0000FF', true], ['Life Line', '#00FF00', true], ['Fate Line', '#FF00FF', false],
    ]);
    for (const l of reading.data.lines_detected) {
      assert.equal(reading.data[`${l.name} Confidence`], l.confidence);
      assert.ok(l.confidence >= 0 && l.confidence <= 1);
      assert.equal(l.present, l.confidence >= 0.5);
      // Beyond the reference: the traced crease in 0–1 of the photo, on the true crease (within 6 % of the
      // palm's half-width, as the detection tests judge), and none for an absent line.
      if (!l.present) assert.deepEqual(l.points, []);
      else {
        const name = l.name.split(' ')[0]!.toLowerCase() as 'heart' | 'head' | 'life';
        const truth = palm.lines[name].path;
        const px = l.points.map(([x, y]) => [x * palm.options.width, y * palm.options.height]);
        assert.ok(px.length > 10 && l.points.flat().every((v) => v >= 0 && v <= 1), l.name);
        const onCrease = px.filter(([x, y]) => truth.some(([tx, ty]) => Math.hypot(x! - tx, y! - ty) <= 0.06 * palm.options.scale)).length;
        assert.ok(onCrease / px.length > 0.9, `${l.name}: ${onCrease}/${px.length} points on the crease`);
      }
    }
    // The hand as the landmark model saw it, kept with the reading: its side as drawn (a left hand seen
    // palm-up has its thumb on the image's left, so the thumb tip, landmark 4, lies left of the little
    // finger's tip, 20), and MediaPipe's 21 points in 0–1 of the photo.
    const hand = reading.data.hand as { side: string; landmarks: [number, number][] };
    assert.equal(hand.side, palm.options.leftHand ? 'left' : 'right');
    assert.equal(hand.landmarks.length, 21);
    assert.ok(hand.landmarks.flat().every((v) => v >= 0 && v <= 1));
    assert.equal(hand.landmarks[4]![0] < hand.landmarks[20]![0], palm.options.leftHand);
    for (const url of [reading.data.overlay_image_url, reading.data.original_image_url]) assert.ok(url.startsWith(`${server.url}/palmistry/images/${data.palm_id}/`), url);
  });

  it('serves the overlay as a PNG of the photo’s size with each present line’s colour on its crease, and no fate colour', async () => {
    const res = await fetch(reading.data.overlay_image_url);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.match(res.headers.get('cache-control') ?? '', /^private, max-age=\d+$/);
    const png = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(png).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', palm.options.width, palm.options.height]);
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    // The colour within 2 px of the true crease point (the detector is about 1 px off on these photos).
    const near = ([x, y]: [number, number], rgb: readonly number[]) => {
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) if (pixel(Math.round(x) + dx, Math.round(y) + dy).every((v, i) => Math.abs(v - rgb[i]!) <= 40)) return true;
      return false;
    };
    const colours = { heart: [255, 0, 0], head: [0, 0, 255], life: [0, 255, 0] } as const;
    for (const [name, rgb] of Object.entries(colours) as [keyof typeof colours, readonly number[]][]) {
      // The true crease, short of its ends: where the life line leaves the head line's start, that
      // stretch belongs to the line traced first.
      const path = palm.lines[name].path.slice(8, -8);
      const onColour = path.filter((p) => near(p, rgb)).length;
      assert.ok(onColour / path.length > 0.8, `${name}: ${onColour}/${path.length} true-path pixels in ${rgb.join(',')}`);
    }
    let magenta = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! > 200) magenta++;
    assert.equal(magenta, 0, 'the absent fate line is not drawn');
  });

  it('serves the original as the uploaded bytes when they carry no metadata, with their own content type', async () => {
    assert.match(new URL(reading.data.original_image_url).pathname, /\/original\.jpg$/);
    const res = await fetch(reading.data.original_image_url);
    assert.equal(res.headers.get('content-type'), 'image/jpeg');
    assert.ok(Buffer.from(await res.arrayBuffer()).equals(palm.image));
  });

  it('keeps an EXIF-rotated upload’s picture and orientation tag, not its GPS position or owner, turning it the way the overlay is drawn', async () => {
    // The palm stored on its side with orientation 6 (turn 90° clockwise to view): upright it is the palm again.
    const sideways = await sharp(palm.image).rotate(-90).withExif({ IFD0: { Copyright: 'owner-name-secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100' } })
      .withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const { data } = (await (await palmId({ image_url: server.dataUrl(sideways) })).json()) as { data: { palm_id: string } };
    const { data: links } = (await (await server.post('/palmistry/get-palm-image', { palm_id: data.palm_id })).json()) as PalmImage;
    const original = Buffer.from(await (await fetch(links.original_image_url)).arrayBuffer());
    assert.ok(sideways.includes('owner-name-secret') && !original.includes('owner-name-secret'));
    const kept = await sharp(original).metadata();
    assert.equal(kept.orientation, 6);
    assert.equal(kept.exif?.length, 32, 'an EXIF block holding the orientation alone (Exif header, TIFF header, one entry)');
    assert.ok((await sharp(original).raw().toBuffer()).equals(await sharp(sideways).raw().toBuffer()), 'the same picture');
    const overlay = await sharp(Buffer.from(await (await fetch(links.overlay_image_url)).arrayBuffer())).metadata();
    const upright = await sharp(original).rotate().toBuffer({ resolveWithObject: true });
    const source = await sharp(palm.image).metadata();
    assert.deepEqual([upright.info.width, upright.info.height], [source.width, source.height]);
    assert.deepEqual([overlay.width, overlay.height], [upright.info.width, upright.info.height]);
  });

  it('refuses altered, swapped and expired links, and answers 404 for a reading that is gone', async () => {
    const overlay = new URL(reading.data.overlay_image_url);
    const forged = new URL(overlay);
    const sig = forged.searchParams.get('signature')!;
    forged.searchParams.set('signature', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    assert.equal((await refusal(await fetch(forged), 403)).code, 'invalid_link');
    const longer = new URL(overlay);
    longer.searchParams.set('expires', String(Number(overlay.searchParams.get('expires')) + 86400));
    assert.equal((await refusal(await fetch(longer), 403)).code, 'invalid_link');
    // The overlay's signature does not open the original.
    const swapped = new URL(reading.data.original_image_url);
    swapped.searchParams.set('signature', sig);
    assert.equal((await refusal(await fetch(swapped), 403)).code, 'invalid_link');
    const unsigned = new URL(overlay);
    unsigned.search = '';
    assert.equal((await refusal(await fetch(unsigned), 403)).code, 'invalid_link');

    server.advance(601_000); // past the 600 s lifetime
    try {
      assert.equal((await refusal(await fetch(overlay), 403)).code, 'link_expired');
      // A fresh call signs fresh links.
      const again = (await (await server.post('/palmistry/get-palm-image', { palm_id: reading.data.palm_id })).json()) as PalmImage;
      assert.equal((await fetch(again.data.overlay_image_url)).status, 200);
    } finally {
      server.advance(-601_000);
    }
  });

  it('keeps a reading to its account: another account gets 404, as does an unknown id', async () => {
    const other = await server.accounts.createAccount({ email: `other-${Math.random()}@example.com`, password: 'another pass', credits: 100 });
    const res = await server.post('/palmistry/get-palm-image', { palm_id: reading.data.palm_id }, { 'x-service-key': other.access_token });
    const body = await refusal(res, 404);
    assert.equal(body.code, 'not_found');
    assert.deepEqual(body.errors?.map((e) => e.field), ['palm_id']);
    assert.equal((await refusal(await server.post('/palmistry/get-palm-image', { palm_id: 'not-a-reading' }), 404)).code, 'not_found');
    assert.equal((await refusal(await server.post('/palmistry/get-palm-image', {}), 400)).code, 'missing_field');
  });

  it('accepts bare base64, the aliases url, img_url and image, a form body, and a PNG', async () => {
    const png = await sharp(palm.image).png().toBuffer();
    for (const body of [{ image: palm.image.toString('base64') }, { url: server.dataUrl(png, 'image/png') }, { img_url: server.dataUrl(palm.image) }]) {
      assert.equal((await palmId(body)).status, 200, Object.keys(body)[0]);
    }
    const form = new URLSearchParams({ image_url: server.dataUrl(palm.image), day: '1', month: '1', year: '1990' });
    const res = await fetch(`${server.url}/palmistry/get-palm-id`, { method: 'POST', headers: { ...server.auth, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    assert.equal(res.status, 200);
  });

  it('reads bodies sent at the same time each with its own photo (JSON bodies are parsed in a worker thread, told apart by request)', async () => {
    const gif = server.dataUrl(Buffer.from('GIF89a this is not a palm at all'.repeat(10)));
    const [good, bad, alias] = await Promise.all([palmId({ image_url: server.dataUrl(palm.image) }), palmId({ image_url: gif }), palmId({ image: gif })]);
    assert.deepEqual([good.status, bad.status, alias.status], [200, 422, 422]);
  });

  it('fetches a photo by URL, following up to three redirects', async () => {
    assert.equal((await palmId({ image_url: host.url('/palm.jpg') })).status, 200);
    assert.equal((await palmId({ image_url: host.url('/hops/2') })).status, 200);
    const tooMany = await refusal(await palmId({ image_url: host.url('/hops/5') }), 400);
    assert.match(tooMany.message, /redirects more than 3 times/);
  });
});

describe('refusals, each naming image_url and none billed', () => {
  let balanceBefore: number;
  before(async () => { balanceBefore = await server.store.balance(server.account.user_id); });
  after(async () => assert.equal(await server.store.balance(server.account.user_id), balanceBefore, 'a refused call is never billed'));

  const expectImageRefusal = async (body: Record<string, unknown>, status: number, code: string, pattern: RegExp) => {
    const r = await refusal(await palmId(body), status);
    assert.equal(r.code, code);
    assert.match(r.message, pattern);
    return r;
  };

  it('a missing or empty photo, a bad date and a bad scheme are 400s naming their fields', async () => {
    const missing = await refusal(await palmId({}), 400);
    assert.equal(missing.code, 'missing_field');
    assert.deepEqual(missing.errors?.map((e) => e.field), ['image_url']);
    const both = await refusal(await server.post('/palmistry/get-palm-id', { image_url: server.dataUrl(palm.image), day: 30, month: 2, year: 1991 }), 400);
    assert.deepEqual(both.errors?.map((e) => e.field), ['day']);
    for (const url of ['', 'ftp://example.com/palm.jpg', 'file:///etc/passwd', 'gopher://127.0.0.1/']) {
      const r = await expectImageRefusal({ image_url: url }, 400, 'invalid_field', /image_url/);
      assert.deepEqual(r.errors?.map((e) => e.field), ['image_url']);
    }
    await expectImageRefusal({ image_url: 'data:image/jpeg,rawbytes' }, 400, 'invalid_field', /base64/);
    // base64url's - and _ are not base64, though Node would decode them; the photo's bytes hold both.
    const url64 = palm.image.toString('base64url');
    assert.ok(url64.includes('-') && url64.includes('_'));
    await expectImageRefusal({ image_url: `data:image/png;base64,${url64}` }, 400, 'invalid_field', /base64 text/);
    await expectImageRefusal({ image_url: 'data:image/png;base64,QUJD*REVG' }, 400, 'invalid_field', /base64 text/);
  });

  it('a JSON body that is empty, not JSON, poisoned with __proto__ or over 7 MiB (declared or streamed) is refused as for any endpoint', async () => {
    const post = (body: string | ReadableStream) =>
      fetch(`${server.url}/palmistry/get-palm-id`, { method: 'POST', headers: { ...server.auth, 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    const photo = server.dataUrl(palm.image);
    const cases: [string, RegExp][] = [
      ['', /empty/],
      [`{"image_url": "${photo}", "day": 1`, /not valid JSON/],
      [`{"image_url": "${photo}", "day": 1, "month": 1, "year": 1990, "__proto__": {"admin": true}}`, /not valid JSON/],
      [`{"image_url": "${photo}", "day": 1, "month": 1, "year": 1990, "constructor": {"prototype": {"admin": true}}}`, /not valid JSON/],
    ];
    for (const [body, message] of cases) {
      const r = await refusal(await post(body), 400);
      assert.deepEqual([r.code, message.test(r.message)], ['invalid_json', true], body.slice(0, 40));
    }
    const big = JSON.stringify({ ...BIRTH, image_url: `data:image/jpeg;base64,${'A'.repeat(7.1 * 1024 * 1024)}` });
    assert.match((await refusal(await post(big), 413)).message, /^The request body is 7,\d{3},\d{3} bytes; the limit is 7,340,032 bytes \(7 MiB\)$/);
    // No Content-Length: the limit stops the reading itself.
    const chunks = Array.from({ length: 8 }, () => new TextEncoder().encode('A'.repeat(1024 * 1024)));
    const stream = new ReadableStream({ pull: (c) => void (chunks.length ? c.enqueue(chunks.pop()!) : c.close()) });
    assert.match((await refusal(await post(stream), 413)).message, /larger than 7,340,032 bytes \(7 MiB\)/);
    // A body that is JSON but no object reaches the schema, which names what it wants.
    assert.equal((await refusal(await post('[1, 2]'), 400)).code, 'invalid_field');
  });

  it('a form body is refused as a JSON one: base64url named as image_url, no photo as missing', async () => {
    const form = (fields: Record<string, string>) =>
      fetch(`${server.url}/palmistry/get-palm-id`, { method: 'POST', headers: { ...server.auth, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    const url64 = await refusal(await form({ image_url: `data:image/jpeg;base64,${palm.image.toString('base64url')}`, day: '1', month: '1', year: '1990' }), 400);
    assert.deepEqual([url64.code, url64.errors?.map((e) => e.field), /base64 text/.test(url64.message)], ['invalid_field', ['image_url'], true]);
    const none = await refusal(await form({ day: '1', month: '1', year: '1990' }), 400);
    assert.deepEqual([none.code, none.errors?.map((e) => e.field)], ['missing_field', ['image_url']]);
  });

  it('base64 broken into lines is read as base64, so bytes that are no photo are a 422', async () => {
    const lines = Buffer.from('GIF89a this is not a palm at all'.repeat(10)).toString('base64').replace(/.{76}/g, '$&\r\n');
    await expectImageRefusal({ image_url: `data:image/jpeg;base64,${lines}` }, 422, 'unprocessable_image', /not a JPEG or PNG/);
  });

  it('content that is not a JPEG or PNG is a 422, whatever its name says', async () => {
    const r = await expectImageRefusal({ image_url: server.dataUrl(Buffer.from('GIF89a this is not a palm at all'.repeat(10)), 'image/jpeg') }, 422, 'unprocessable_image', /not a JPEG or PNG/);
    assert.deepEqual(r.errors?.map((e) => e.field), ['image_url']);
  });

  it('a photo over 5 MB is a 413, sent inline or streamed from a URL without a length', async () => {
    await expectImageRefusal({ image_url: server.dataUrl(Buffer.concat([palm.image, Buffer.alloc(5.05 * 1024 * 1024)])) }, 413, 'payload_too_large', /^The photo is 5,\d{3},\d{3} bytes; the limit is 5,242,880 bytes \(5 MiB\)$/);
    await expectImageRefusal({ image_url: host.url('/huge') }, 413, 'payload_too_large', /larger than 5,242,880 bytes \(5 MiB\)/);
  });

  it('a decompression bomb is refused from its header, before decoding', async () => {
    const bomb = pngClaiming(30_000, 30_000);
    assert.ok(bomb.length < 200);
    await expectImageRefusal({ image_url: server.dataUrl(bomb, 'image/png') }, 422, 'unprocessable_image', /30000×30000 pixels; at most 50 megapixels/);
  });

  it('a tiny photo, a blurred one and one without a hand are 422s saying why', async () => {
    const tiny = await sharp(palm.image).resize(300, 400).jpeg().toBuffer();
    await expectImageRefusal({ image_url: server.dataUrl(tiny) }, 422, 'unprocessable_image', /300×400 pixels; the shorter side must be at least 400/);
    const blurred = await syntheticPalm(43, { blur: 14 });
    await expectImageRefusal({ image_url: server.dataUrl(blurred.image) }, 422, 'unprocessable_image', /too blurred/);
    const empty = await syntheticPalm(44, { hand: false });
    await expectImageRefusal({ image_url: server.dataUrl(empty.image) }, 422, 'unprocessable_image', /No hand found/);
  });

  it('refuses private, loopback, link-local and metadata addresses, directly, by name and after a redirect', async () => {
    const port = host.port + 1; // the same host on another port is not allowed either
    for (const url of [
      `http://127.0.0.1:${port}/palm.jpg`, 'http://10.0.0.1/palm.jpg', 'http://169.254.169.254/latest/meta-data/', 'http://192.168.1.1/palm.jpg',
      `http://localhost:${port}/palm.jpg`, `http://[::1]:${port}/palm.jpg`, 'http://[::ffff:127.0.0.1]/palm.jpg', 'http://[fd00:ec2::254]/',
      'http://0.0.0.0/palm.jpg', 'http://2130706433/palm.jpg',
    ]) {
      await expectImageRefusal({ image_url: url }, 400, 'invalid_field', /not a public address/);
    }
    for (const target of [`http://127.0.0.1:${port}/palm.jpg`, 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/x', `http://localhost:${port}/`]) {
      await expectImageRefusal({ image_url: host.url(`/redirect?to=${encodeURIComponent(target)}`) }, 400, 'invalid_field', /not a public address/);
    }
    await expectImageRefusal({ image_url: host.url(`/redirect?to=${encodeURIComponent('file:///etc/passwd')}`) }, 400, 'invalid_field', /http or https/);
  });

  it('gives up on a host that does not answer, and on a 404', async () => {
    await expectImageRefusal({ image_url: host.url('/silent') }, 400, 'invalid_field', /did not answer within 1.5 s/);
    await expectImageRefusal({ image_url: host.url('/nothing-here.jpg') }, 400, 'invalid_field', /answered HTTP 404/);
  });
});

describe('billing', () => {
  it('charges get-palm-id 5 and get-palm-image 1, once each, only for answers', async () => {
    const before = await server.store.balance(server.account.user_id);
    const res = await palmId({ image_url: server.dataUrl(palm.image) });
    const { data } = (await res.json()) as { data: { palm_id: string } };
    assert.equal(await server.store.balance(server.account.user_id), before - 5);
    await server.post('/palmistry/get-palm-image', { palm_id: data.palm_id });
    assert.equal(await server.store.balance(server.account.user_id), before - 6);
  });
});

describe('fuzz', () => {
  it('never answers get-palm-id with a 5xx, and names the field of every 400', async () => {
    // A real but tiny PNG: bodies that keep it are refused at the header check, so the run stays fast.
    const tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c08060' } }).png().toBuffer();
    await assertNoServerErrors(server, '/palmistry/get-palm-id', { image_url: server.dataUrl(tiny, 'image/png'), ...BIRTH, gender: 'male' });
  });

  it('never answers get-palm-image with a 5xx', async () => {
    const res = await palmId({ image_url: server.dataUrl(palm.image) });
    const { data } = (await res.json()) as { data: { palm_id: string } };
    await assertNoServerErrors(server, '/palmistry/get-palm-image', { palm_id: data.palm_id });
  });

  it('leaves no file behind in the incoming folder, after all the readings and refusals above', () => {
    assert.deepEqual(server.incoming(), []);
  });
});
