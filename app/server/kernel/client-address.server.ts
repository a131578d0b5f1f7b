/**
 * Which "client" a request counts against in rate limits. An IPv4 address is
 * one client. An IPv6 address is grouped by its /64 network: one home or one
 * server is usually given a whole /64, so counting single addresses would let
 * anyone step through 2^64 of them to escape every limit.
 */
import net from "node:net";

/** The eight 16-bit groups of an IPv6 address, or undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const plain = address.split("%")[0]!; // drop a zone id (fe80::1%eth0)
  if (!net.isIPv6(plain)) return undefined;
  let text = plain.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) is two groups.
  const v4 = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
}

/** The rate-limit key of a client address: IPv4 as is, IPv6 by its /64. */
export function clientKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address it stands for.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}
