// The signed palm-image links against what a hostile or careless client sends: repeated and odd query
// parameters are a 400 in the envelope (nothing logged as an error), and a signature is accepted only
// as the exact string it was issued as, not any other spelling of the same bytes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { UrlSigner } from '../src/palm-readings/signed-urls.js';
import { startPalmServer, type PalmServer } from './helpers/palm-server.js';

/** base64url's alphabet (RFC 4648 §5), and what lenient decoders also swallow. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const STRAYS = ['+', '/', '=', '.', '!', '%20', '%0A'];

let server: PalmServer;
let signer: UrlSigner;
const logged: { level: number; msg: string; err?: unknown }[] = [];

before(async () => {
  server = await startPalmServer({ logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) } } });
  signer = await UrlSigner.fromStore(server.store, 600); // the key the server signs with, from the same store
});
after(() => server.close());

/** A link for a reading that does not exist: a valid signature gets 404, an invalid one 403. */
function link(query: string, id = 'palm_missing', file = 'overlay.png') {
  return `${server.url}/palmistry/images/${id}/${file}?${query}`;
}

describe('odd query strings', () => {
  it('answers repeated parameters with a 400 naming the parameter, logging no error', async () => {
    const { expires, signature } = signer.sign('palm_missing', 'overlay', Date.now());
    const cases: [string, string][] = [
      ['expires=1&expires=2&signature=a', 'expires'],
      [`expires=${expires}&signature=${signature}&signature=${signature}`, 'signature'],
      [`expires=${expires}&expires=${expires}&signature=${signature}&signature=x`, 'expires'],
    ];
    const errorsBefore = logged.filter((l) => l.level >= 50).length;
    for (const [query, field] of cases) {
      const res = await fetch(link(query));
      const body = (await res.json()) as { status: boolean; code: string; errors?: { field: string }[]; request_id: string };
      assert.equal(res.status, 400, query);
      assert.equal(body.status, false);
      assert.equal(body.code, 'invalid_field', query);
      assert.ok(body.request_id);
      assert.ok(body.errors?.some((e) => e.field === field), `${query}: ${JSON.stringify(body)}`);
    }
    // A parameter of another name is not the expiry: the link lacks one.
    assert.equal((await fetch(link('expires[]=1&signature=a'))).status, 403);
    assert.equal(logged.filter((l) => l.level >= 50).length, errorsBefore, JSON.stringify(logged.filter((l) => l.level >= 50)));
  });
});

describe('signatures', () => {
  it('accepts the signature as issued and refuses every other last character, padding or stray character', async () => {
    const { expires, signature } = signer.sign('palm_missing', 'overlay', Date.now());
    // 32 bytes of HMAC are 43 base64url characters; the last carries 4 bits and 2 unused ones, so four
    // last characters decode to the same bytes: only the one issued may open the link.
    assert.equal(signature.length, 43);
    assert.equal((await fetch(link(`expires=${expires}&signature=${signature}`))).status, 404, 'the issued signature is valid');
    const head = signature.slice(0, -1);
    const variants = [...ALPHABET].filter((c) => c !== signature.at(-1)).map((c) => head + c);
    variants.push(...STRAYS.map((s) => signature + s), signature + '=', `${head}${signature.at(-1)}==`, signature.toUpperCase() === signature ? head : signature.slice(1));
    const aliases = variants.filter((v) => Buffer.from(decodeURIComponent(v), 'base64url').equals(Buffer.from(signature, 'base64url')));
    assert.ok(aliases.length >= 3, `the test holds spellings that decode to the same bytes (${aliases.length})`);
    for (const v of variants) {
      const res = await fetch(link(`expires=${expires}&signature=${v}`));
      assert.equal(res.status, 403, `signature ${v} was accepted`);
      assert.equal(((await res.json()) as { code: string }).code, 'invalid_link');
    }
  });

  it('checks in the signer too: only the canonical string is valid', () => {
    const now = Date.now();
    const { expires, signature } = signer.sign('r1', 'original', now);
    assert.equal(signer.check('r1', 'original', String(expires), signature, now), 'ok');
    const head = signature.slice(0, -1);
    for (const c of ALPHABET) if (head + c !== signature) assert.equal(signer.check('r1', 'original', String(expires), head + c, now), 'invalid', c);
    for (const s of ['=', '+', '/', ' ', '\n']) assert.equal(signer.check('r1', 'original', String(expires), signature + s, now), 'invalid', JSON.stringify(s));
  });
});
