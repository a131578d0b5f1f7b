/**
 * How the production server process is started, shared by `npm run serve`
 * (package.json spells out the same flags; a unit test keeps them equal), the
 * benchmark, Lighthouse and the process tests.
 *
 * --max-semi-space-size=8: V8 otherwise grows the young generation to
 * ~3 x 64 MB on a machine with plenty of RAM, which alone takes the resident
 * memory of an idle server past 300 MB. 8 MB semi-spaces keep it under 200 MB
 * with no measurable loss of throughput in `npm run bench`.
 *
 * --heap-growing-percent=20: V8 otherwise lets the old generation grow far
 * past what is live (to ~130 MB with ~30 MB live under the benchmark's load)
 * before a full collection; growing it by 20% at a time keeps the server
 * near 230 MB through the bursts. (--optimize-for-size saved as much but made
 * the 10,000-row admin lists ~50% slower.)
 *
 * MALLOC_ARENA_MAX=2: image variants are made by libvips on worker threads,
 * and glibc gives each thread its own malloc arena that it keeps; with two
 * arenas the benchmark's peak (first visits making every variant) fell from
 * ~300 MB to ~250 MB.
 * See docs/decisions/0008-compression-and-server-memory.md.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" } as const;

export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--heap-growing-percent=20"] as const;

/** Arguments for `spawn(process.execPath, serverArgs(), { env: { ...SERVER_ENV, ... } })`. */
export function serverArgs(): string[] {
  return [...SERVER_NODE_FLAGS, "server.ts"];
}
