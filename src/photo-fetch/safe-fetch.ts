// Fetching a URL a caller gave us is a security boundary (server-side request forgery): only http and
// https; every address a host resolves to is checked at connect time (so a DNS answer cannot change
// between check and use), and again after each redirect; at most a few redirects; a byte cap that
// stops reading, and a deadline for the whole exchange.
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.js';
import { LIMITS } from '../config.js';
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';

/** Why a fetch was refused or failed, with the facts a message needs; the caller words it. */
export type FetchRefusal =
  | { reason: 'invalid_url' }
  | { reason: 'scheme'; scheme: string }
  | { reason: 'credentials' }
  /** `resolved`: the host name resolved to it (or to nothing, when `address` is undefined); else the URL names it. */
  | { reason: 'not_public'; address: string | undefined; resolved: boolean }
  | { reason: 'timeout'; timeoutMs: number }
  | { reason: 'unreachable'; detail: string }
  | { reason: 'too_many_redirects'; limit: number }
  | { reason: 'not_ok'; answered: number }
  /** `size` when the server declared it; without it, the reading stopped at the limit. */
  | { reason: 'too_large'; size: number | undefined; limit: number };

export class FetchRefused extends Error {
  override readonly name = 'FetchRefused';
  constructor(readonly refusal: FetchRefusal) {
    super(`fetch refused: ${JSON.stringify(refusal)}`);
  }
}

/** Says whether a connection to this address and port may be made. */
export type AddressPolicy = (address: string, port: number) => boolean;

export const publicAddressesOnly: AddressPolicy = (address) => isPublicAddress(address);

export interface FetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  policy: AddressPolicy;
}

export const DEFAULT_FETCH: FetchOptions = {
  maxBytes: LIMITS.photoMaxBytes,
  timeoutMs: LIMITS.photoFetchTimeoutMs,
  maxRedirects: LIMITS.photoFetchMaxRedirects,
  policy: publicAddressesOnly,
};

function guardedLookup(policy: AddressPolicy, port: number): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses;
      const refused = list.find((a) => !policy(a.address, port));
      if (refused || !list.length) {
        const e = new FetchRefused({ reason: 'not_public', address: refused?.address, resolved: true });
        return callback(e, '', 0);
      }
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

interface Hop {
  status: number;
  location?: string;
  body?: Buffer;
  contentType?: string;
}

function request(url: URL, opts: FetchOptions, signal: AbortSignal): Promise<Hop> {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal never goes through lookup, so it is checked here.
  if (isIP(host) && !opts.policy(host, port)) {
    return Promise.reject(new FetchRefused({ reason: 'not_public', address: host, resolved: false }));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const req = client.get(url, { lookup: guardedLookup(opts.policy, port), signal, headers: { accept: 'image/jpeg, image/png', 'user-agent': 'jyotish-api palm fetcher' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: res.headers.location });
      }
      const declared = Number(res.headers['content-length']);
      if (declared > opts.maxBytes) {
        res.destroy();
        return reject(new FetchRefused({ reason: 'too_large', size: declared, limit: opts.maxBytes }));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) {
          res.destroy();
          reject(new FetchRefused({ reason: 'too_large', size: undefined, limit: opts.maxBytes }));
        } else chunks.push(chunk);
      });
      res.on('end', () => resolve({ status, body: Buffer.concat(chunks), contentType: res.headers['content-type'] }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Fetches an http(s) URL under the policy; throws FetchRefused saying why not. */
export async function safeFetch(raw: string, opts: FetchOptions = DEFAULT_FETCH): Promise<Buffer> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused({ reason: 'invalid_url' });
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused({ reason: 'scheme', scheme: url.protocol.replace(':', '') });
    if (url.username || url.password) throw new FetchRefused({ reason: 'credentials' });
    let res: Hop;
    try {
      res = await request(url, opts, signal);
    } catch (err) {
      if (err instanceof FetchRefused) throw err;
      if (signal.aborted) throw new FetchRefused({ reason: 'timeout', timeoutMs: opts.timeoutMs });
      // A refusal raised inside the lookup arrives wrapped by the socket layer.
      const cause = (err as { cause?: unknown }).cause;
      if (cause instanceof FetchRefused) throw cause;
      throw new FetchRefused({ reason: 'unreachable', detail: (err as NodeJS.ErrnoException).code ?? (err as Error).message });
    }
    if (res.location !== undefined) {
      if (hop >= opts.maxRedirects) throw new FetchRefused({ reason: 'too_many_redirects', limit: opts.maxRedirects });
      url = new URL(res.location, url);
      continue;
    }
    if (res.status !== 200) throw new FetchRefused({ reason: 'not_ok', answered: res.status });
    return res.body!;
  }
}
