// The SSRF guard's address classifier on its own (no traffic). Expectations are worked from the
// registries, not from the code: IANA's IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890),
// RFC 4291 §2.5.5 (IPv4-compatible and -mapped), RFC 2765 §2.1 (IPv4-translated), RFC 6052 and 8215
// (NAT64 64:ff9b::/96 and 64:ff9b:1::/48), RFC 3056 (6to4 2002:AABB:CCDD::), RFC 3879 (site-local
// fec0::/10, deprecated), RFC 5214 (ISATAP ::0:5efe:a.b.c.d).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ipv6Bytes, isPublicAddress } from '../src/photo-fetch/public-address.js';

describe('IPv6 forms that carry an IPv4 address are judged by that address', () => {
  // 127.0.0.1 = 7f00:0001, 10.0.0.1 = 0a00:0001, 169.254.169.254 = a9fe:a9fe, 8.8.8.8 = 0808:0808.
  const refused = [
    '::7f00:1', '::127.0.0.1', '::a9fe:a9fe', // IPv4-compatible
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:10.0.0.1', '::ffff:a9fe:a9fe', // IPv4-mapped
    '::ffff:0:7f00:1', '::ffff:0:10.0.0.1', '::ffff:0:0', // IPv4-translated (the last is 0.0.0.0)
    '64:ff9b::7f00:1', '64:ff9b::10.0.0.1', '64:ff9b::a9fe:a9fe', // NAT64 well-known prefix
    '2002:7f00:1::', '2002:a00:1::1', '2002:a9fe:a9fe::', '2002:c0a8:101:1::1', // 6to4 (192.168.1.1 last)
    '2001:db9::5efe:10.0.0.1', '2600::200:5efe:7f00:1', // ISATAP interface ids under public prefixes
  ];
  for (const a of refused) it(`refuses ${a}`, () => assert.equal(isPublicAddress(a), false));
  const allowed = ['::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808', '2002:808:808::1', '::ffff:0:8.8.8.8'];
  for (const a of allowed) it(`allows ${a} (8.8.8.8 inside)`, () => assert.equal(isPublicAddress(a), true));
});

describe('IPv6 ranges that lead nowhere public', () => {
  const refused = [
    '::', '::1', '0:0:0:0:0:0:0:1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd00:ec2::254', 'fec0::1', 'feff::1', 'ff02::1',
    '64:ff9b:1::1', '64:ff9b:1:ffff::1', '100::1', '2001::1', '2001:2::1', '2001:10::1', '2001:db8::1', '3fff::1', '5f00::1',
    '4000::1', '1::1', '::2:3:4:5:6:7',
  ];
  for (const a of refused) it(`refuses ${a}`, () => assert.equal(isPublicAddress(a), false));
  const allowed = ['2606:4700:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001:80b::200e', '2600::1'];
  for (const a of allowed) it(`allows ${a}`, () => assert.equal(isPublicAddress(a), true));
});

describe('IPv4', () => {
  const refused = ['0.0.0.0', '10.1.2.3', '100.64.0.1', '127.0.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.0.0.8', '192.0.2.1', '192.88.99.1', '192.168.1.1', '198.18.0.1', '198.51.100.1', '203.0.113.1', '224.0.0.1', '255.255.255.255'];
  for (const a of refused) it(`refuses ${a}`, () => assert.equal(isPublicAddress(a), false));
  for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '93.184.216.34']) it(`allows ${a}`, () => assert.equal(isPublicAddress(a), true));
  it('refuses what is not an address', () => {
    for (const a of ['', 'localhost', '127.1', '0x7f.0.0.1', '2130706433']) assert.equal(isPublicAddress(a), false);
  });
});

it('reads IPv6 text into the same 16 bytes however it is written', () => {
  const b = (a: string) => Buffer.from(ipv6Bytes(a)!).toString('hex');
  assert.equal(b('::ffff:127.0.0.1'), '00000000000000000000ffff7f000001');
  assert.equal(b('::FFFF:7F00:1'), '00000000000000000000ffff7f000001');
  assert.equal(b('2002:c0a8:101:1::1'), '2002c0a8010100010000000000000001');
  assert.equal(b('1:2:3:4:5:6:7:8'), '00010002000300040005000600070008');
  assert.equal(b('1::'), '00010000000000000000000000000000');
});
