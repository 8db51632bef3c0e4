// photo-fetch/: fetching a photo from a caller's URL safely: public addresses only, a size cap, a deadline.
// Which addresses a fetch on a caller's behalf may connect to: public unicast only. IPv4 by a list of
// special-purpose ranges (IANA's IPv4 Special-Purpose Address Registry, RFC 6890); IPv6 only inside
// global unicast 2000::/3, minus its special-purpose ranges; and any IPv6 form that carries an IPv4
// address (IPv4-mapped and -translated, IPv4-compatible, NAT64, 6to4, ISATAP) judged by that address,
// since that is where the packets end up.
import { BlockList, isIP } from 'node:net';

const BLOCKED_V4 = new BlockList();
// This network, private, shared (CGN), loopback, link-local (cloud metadata at 169.254.169.254),
// IETF protocol assignments, documentation, benchmarking, multicast, reserved and broadcast.
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED_V4.addSubnet(net, prefix, 'ipv4');

const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6');
// Special-purpose ranges inside 2000::/3: IETF protocol assignments (Teredo, benchmarking, ORCHID …),
// documentation (old and new), and SRv6 segment identifiers.
const BLOCKED_V6 = new BlockList();
for (const [net, prefix] of [['2001::', 23], ['2001:db8::', 32], ['3fff::', 20], ['5f00::', 16]] as const) BLOCKED_V6.addSubnet(net, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address without its zone id, or undefined when it is not one. */
export function ipv6Bytes(address: string): Uint8Array | undefined {
  if (isIP(address) !== 6) return undefined;
  // A trailing dotted quad is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted ? address.slice(0, dotted.index) + '0:0' : address;
  const [before, after] = text.split('::') as [string, string | undefined];
  const left = before ? before.split(':') : [];
  const right = after ? after.split(':') : [];
  const groups = after === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    const n = parseInt(g, 16);
    bytes[2 * i] = n >> 8;
    bytes[2 * i + 1] = n & 255;
  });
  if (dotted) for (let i = 0; i < 4; i++) bytes[12 + i] = Number(dotted[i + 1]);
  return bytes;
}

const v4 = (b: Uint8Array, at: number) => `${b[at]}.${b[at + 1]}.${b[at + 2]}.${b[at + 3]}`;
const zero = (b: Uint8Array, from: number, to: number) => b.subarray(from, to).every((x) => x === 0);

/** The IPv4 address an IPv6 address stands for (packets to it reach that IPv4 host), when it does. */
export function standsForIpv4(b: Uint8Array): string | undefined {
  if (zero(b, 0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(b, 12); // ::ffff:0:0/96 IPv4-mapped
  if (zero(b, 0, 8) && b[8] === 0xff && b[9] === 0xff && zero(b, 10, 12)) return v4(b, 12); // ::ffff:0:0:0/96 IPv4-translated
  if (zero(b, 0, 12)) return v4(b, 12); // ::/96 IPv4-compatible (:: and ::1 carry 0.0.0.0 and 0.0.0.1)
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(b, 4, 12)) return v4(b, 12); // 64:ff9b::/96 NAT64
  if (b[0] === 0x20 && b[1] === 0x02) return v4(b, 2); // 2002::/16 6to4: the relay's IPv4 address in bits 16–47
  return undefined;
}

/** ISATAP: an interface identifier 0:5efe or 200:5efe (under any prefix) ending in an IPv4 address. */
const isatapIpv4 = (b: Uint8Array) => ((b[8]! & 0xfd) === 0 && b[9] === 0 && b[10] === 0x5e && b[11] === 0xfe ? v4(b, 12) : undefined);

/** True when a fetch may connect to this address: a public unicast one, in either family. */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 4) return !BLOCKED_V4.check(plain, 'ipv4');
  if (family !== 6) return false;
  const bytes = ipv6Bytes(plain)!;
  const carried = standsForIpv4(bytes);
  if (carried !== undefined) return !BLOCKED_V4.check(carried, 'ipv4');
  const isatap = isatapIpv4(bytes);
  if (isatap !== undefined && BLOCKED_V4.check(isatap, 'ipv4')) return false;
  return GLOBAL_UNICAST_V6.check(plain, 'ipv6') && !BLOCKED_V6.check(plain, 'ipv6');
}
