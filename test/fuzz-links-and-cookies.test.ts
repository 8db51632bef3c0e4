// No 5xx for what a client puts outside the body: the query string and path of signed palm-image links
// (repeated, array-shaped and odd parameters, near-miss signatures) and the dashboard's cookies (any
// value, undecodable escapes, several of one name). 300 runs each, as the endpoint fuzz files take.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import fc from 'fast-check';
import { UrlSigner } from '../src/palm-readings/signed-urls.js';
import { startPalmServer, type PalmServer } from './helpers/palm-server.js';

const RUNS = 300;
let server: PalmServer;
let signer: UrlSigner;
before(async () => {
  server = await startPalmServer();
  signer = await UrlSigner.fromStore(server.store, 600);
});
after(() => server.close());

const printable = (max: number) => fc.stringMatching(new RegExp(`^[ -~]{0,${max}}$`));
/** Text for a URL, escaped or (sometimes) raw with its % signs and odd bytes as they come. */
const urlText = (max: number) => fc.oneof(printable(max).map(encodeURIComponent), fc.stringMatching(new RegExp(`^[A-Za-z0-9%._~!$&'()*+,;=:@-]{0,${max}}$`)));

it('never answers an image link with a 5xx, and every refusal is the envelope', async () => {
  const { expires, signature } = signer.sign('palm_x', 'overlay', Date.now());
  const value = fc.oneof(
    fc.constantFrom(String(expires), signature, signature.slice(0, -1) + 'A', signature + '=', '', '0', '-1', '1e3', '999999999999', '9'.repeat(40), '%', '%ZZ', '[]', 'null'),
    urlText(60),
  );
  const key = fc.constantFrom('expires', 'signature', 'expires[]', 'signature[0]', 'expires.a', '__proto__', 'constructor', 'x');
  const query = fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  const id = fc.oneof(fc.constant('palm_x'), urlText(40).filter((s) => s !== '' && s !== '.' && s !== '..'));
  const file = fc.oneof(fc.constantFrom('overlay.png', 'original.png', 'original.jpg', 'x.png', '%2e%2e'), urlText(20).filter((s) => s !== '' && s !== '.' && s !== '..'));
  await fc.assert(
    fc.asyncProperty(id, file, query, async (i, f, q) => {
      const url = `${server.url}/palmistry/images/${i}/${f}?${q}`;
      const res = await fetch(url);
      const text = await res.text();
      assert.ok(res.status < 500, `${res.status} for ${url}: ${text}`);
      if (res.status >= 400) {
        const body = JSON.parse(text) as { status?: boolean; code?: string };
        assert.ok(body.status === false && typeof body.code === 'string', `no envelope for ${url}: ${text}`);
      }
    }),
    { numRuns: RUNS },
  );
});

it('never answers a dashboard page or form with a 5xx, whatever the cookies', async () => {
  const name = fc.constantFrom('jyotish_session', 'jyotish_login_csrf', 'jyotish_flash', 'other');
  const cookieValue = fc.oneof(
    fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%7B', '%00', 'null', '""', encodeURIComponent('{"notice":{"toString":1}}'), encodeURIComponent('{"notice":"n","secret":{"kind":[1]}}')),
    urlText(80),
    fc.json().map(encodeURIComponent),
  );
  const cookies = fc.array(fc.tuple(name, cookieValue), { minLength: 1, maxLength: 4 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; '));
  const target = fc.constantFrom(
    ['GET', '/dashboard'], ['GET', '/dashboard?page=2'], ['GET', '/dashboard/login'], ['POST', '/dashboard/login'], ['POST', '/dashboard/logout'],
    ['POST', '/dashboard/tokens'], ['GET', '/dashboard/credentials/tok_x/revoke'], ['POST', '/dashboard/password'],
  );
  const form = fc.record({ email: printable(30), password: printable(20), csrf: printable(40), name: printable(20) }, { requiredKeys: [] });
  await fc.assert(
    fc.asyncProperty(target, cookies, form, async ([method, path], cookie, fields) => {
      const res = await fetch(server.url + path, {
        method, redirect: 'manual', headers: { cookie, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(method === 'POST' ? { body: new URLSearchParams(fields).toString() } : {}),
      });
      const text = await res.text();
      assert.ok(res.status < 500, `${res.status} for ${method} ${path} with cookie ${cookie}: ${text.slice(0, 300)}`);
    }),
    { numRuns: RUNS },
  );
});
