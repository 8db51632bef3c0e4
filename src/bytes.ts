// src/: the jyotish-api server; main.ts starts it (serve.ts), cli.ts is the operator's command line, config.ts its settings and limits.
// Sizes in messages, to the byte: "5,242,881 bytes", "5,242,880 bytes (5 MiB)".

const grouped = (n: number) => n.toLocaleString('en-US');

export function bytes(n: number): string {
  return `${grouped(n)} ${n === 1 ? 'byte' : 'bytes'}`;
}

/** A size in documentation: "5 MiB". */
export const mebibytes = (n: number): string => `${n / 1048576} MiB`;

/** A limit with its binary size when it is a whole number of KiB or MiB. */
export function byteLimit(n: number): string {
  const mib = n / 1048576;
  const kib = n / 1024;
  const unit = Number.isInteger(mib) ? ` (${mib} MiB)` : Number.isInteger(kib) ? ` (${kib} KiB)` : '';
  return `${bytes(n)}${unit}`;
}

/** "X bytes; the limit is Y bytes (Z MiB)". */
export function overLimit(size: number, limit: number): string {
  return `${bytes(size)}; the limit is ${byteLimit(limit)}`;
}
