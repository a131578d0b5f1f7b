/**
 * Builds every image the site ships with from hand-written SVG and renders it
 * with sharp. Deterministic (seeded), offline, no external assets.
 *
 *   npx tsx scripts/generate-demo-images.ts
 *
 * Outputs (under public/):
 *   images/site/*.webp              fixed-copy images (home hero, Why 11?)
 *   images/services/*.webp          the three service images
 *   images/demo/blog|case-studies|projects/*.webp   1600x1000
 *   images/demo/testimonials|team-leader/*.webp      800x800
 *   images/demo/logos/*.svg         client wordmarks
 *   images/fallback/post.webp, portrait.svg, logo-placeholder.svg
 *   og-image.png (1200x630), favicon.svg, apple-touch-icon.png (180x180)
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "..", "public");
const WEBP_QUALITY = 78;

/* ------------------------------------------------------------------ */
/* Utilities                                                           */
/* ------------------------------------------------------------------ */

type Rng = () => number;

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, seeded. */
function makeRng(seed: string): Rng {
  let a = hashString(seed);
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const f = (n: number) => (Math.round(n * 10) / 10).toString();

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Linear mix of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return (
    "#" +
    ca
      .map((v, i) => Math.round(v + (cb[i] - v) * t))
      .map((v) => v.toString(16).padStart(2, "0"))
      .join("")
  );
}

let idCounter = 0;
const uid = (p: string) => `${p}${++idCounter}`;

/** Colours of Nepal: prayer flags, the flag's crimson and blue, saffron. */
const C = {
  flagBlue: "#1f5fae",
  flagWhite: "#f4f1ea",
  flagRed: "#c8202f",
  flagGreen: "#1e8c4e",
  flagYellow: "#f2b705",
  crimson: "#b3262f",
  deepBlue: "#1c2f6b",
  navy: "#0f1a3d",
  saffron: "#f29f25",
  marigold: "#f5a623",
  gold: "#e9c46a",
  terracotta: "#b5562c",
  cream: "#fbf4e6",
  ink: "#161a2e",
};
const FLAG_COLOURS = [C.flagBlue, C.flagWhite, C.flagRed, C.flagGreen, C.flagYellow];

/* ------------------------------------------------------------------ */
/* SVG building blocks                                                 */
/* ------------------------------------------------------------------ */

type Canvas = { w: number; h: number; defs: string[]; body: string[] };

function canvas(w: number, h: number): Canvas {
  return { w, h, defs: [], body: [] };
}

function toSvg(c: Canvas): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}"><defs>${c.defs.join("")}</defs>${c.body.join("")}</svg>`;
}

function linearGradient(c: Canvas, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = uid("lg");
  c.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
      .map(([o, col, op]) => `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
      .join("")}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radialGradient(c: Canvas, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const id = uid("rg");
  c.defs.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
      .map(([o, col, op]) => `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
      .join("")}</radialGradient>`,
  );
  return `url(#${id})`;
}

function sky(c: Canvas, top: string, mid: string, bottom: string, midAt = 0.55) {
  const fill = linearGradient(c, [
    [0, top],
    [midAt, mid],
    [1, bottom],
  ]);
  c.body.push(`<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`);
}

function glowSun(c: Canvas, x: number, y: number, r: number, core: string, glow: string, glowScale = 4) {
  const g = radialGradient(c, [
    [0, glow, 0.55],
    [0.35, glow, 0.18],
    [1, glow, 0],
  ]);
  c.body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * glowScale)}" fill="${g}"/>`);
  c.body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${core}"/>`);
}

function stars(c: Canvas, rng: Rng, count: number, maxY: number, colour = "#ffffff") {
  for (let i = 0; i < count; i++) {
    const r = between(rng, 0.6, 2.2);
    c.body.push(
      `<circle cx="${f(between(rng, 0, c.w))}" cy="${f(between(rng, 0, maxY))}" r="${f(r)}" fill="${colour}" opacity="${f(between(rng, 0.3, 0.9))}"/>`,
    );
  }
}

/** Midpoint displacement: a jagged skyline of `2^levels + 1` points. */
function ridgeHeights(rng: Rng, levels: number, amp: number, rough: number): number[] {
  let pts = [between(rng, -0.5, 0.5) * amp, between(rng, -0.5, 0.5) * amp];
  let disp = amp;
  for (let l = 0; l < levels; l++) {
    const next: number[] = [];
    for (let i = 0; i < pts.length - 1; i++) {
      next.push(pts[i], (pts[i] + pts[i + 1]) / 2 + between(rng, -0.5, 0.5) * disp);
    }
    next.push(pts[pts.length - 1]);
    pts = next;
    disp *= rough;
  }
  return pts;
}

/** Catmull-Rom through points, as cubic Bézier commands (after an M). */
function smoothThrough(points: [number, number][]): string {
  let d = "";
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${f(c1x)},${f(c1y)} ${f(c2x)},${f(c2y)} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

type RidgeOptions = {
  baseY: number;
  amp: number;
  levels?: number;
  rough?: number;
  fill: string;
  smooth?: boolean;
  opacity?: number;
  /** Lift the middle (a valley-shaped or peak-shaped profile). */
  bow?: number;
};

function ridge(c: Canvas, rng: Rng, o: RidgeOptions): [number, number][] {
  const hs = ridgeHeights(rng, o.levels ?? 7, o.amp, o.rough ?? 0.55);
  const n = hs.length - 1;
  const pts: [number, number][] = hs.map((v, i) => {
    const x = (i / n) * (c.w + 40) - 20;
    const bow = o.bow ? Math.sin((i / n) * Math.PI) * o.bow : 0;
    return [x, o.baseY + v - bow];
  });
  const line = o.smooth
    ? `M${f(pts[0][0])},${f(pts[0][1])}${smoothThrough(pts)}`
    : `M${pts.map(([x, y]) => `${f(x)},${f(y)}`).join("L")}`;
  c.body.push(
    `<path d="${line}L${c.w + 20},${c.h + 20}L-20,${c.h + 20}Z" fill="${o.fill}"${o.opacity === undefined ? "" : ` opacity="${o.opacity}"`}/>`,
  );
  return pts;
}

/** Layered ridges fading from `far` to `near` (atmospheric perspective). */
function ridgeLayers(
  c: Canvas,
  rng: Rng,
  o: { count: number; topY: number; bottomY: number; far: string; near: string; amp: number; smooth?: boolean },
) {
  for (let i = 0; i < o.count; i++) {
    const t = o.count === 1 ? 1 : i / (o.count - 1);
    ridge(c, rng, {
      baseY: o.topY + (o.bottomY - o.topY) * t,
      amp: o.amp * (1 - t * 0.35),
      levels: o.smooth ? 4 : 7,
      rough: o.smooth ? 0.5 : 0.56,
      fill: mix(o.far, o.near, t),
      smooth: o.smooth,
    });
  }
}

/** A snow-capped Himalayan range. */
function himalaya(c: Canvas, rng: Rng, baseY: number, amp: number, snow: string, rock: string) {
  // A few distinct peaks with steep flanks, roughened by midpoint noise.
  const peaks = Array.from({ length: 5 + Math.floor(rng() * 3) }, () => ({
    x: between(rng, -0.05, 1.05) * c.w,
    h: between(rng, 0.35, 1) * amp,
    slope: between(rng, 0.45, 0.9),
  }));
  const noise = ridgeHeights(rng, 8, amp * 0.12, 0.62);
  const n = noise.length - 1;
  const pts: string[] = [];
  for (let i = 0; i <= n; i++) {
    const x = (i / n) * (c.w + 40) - 20;
    let lift = 0;
    for (const p of peaks) lift = Math.max(lift, p.h - Math.abs(x - p.x) * p.slope);
    pts.push(`${f(x)},${f(baseY - lift + noise[i])}`);
  }
  const id = uid("hm");
  c.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f(baseY - amp)}" x2="0" y2="${f(baseY + amp * 0.2)}"><stop offset="0" stop-color="${snow}"/><stop offset="0.55" stop-color="${mix(snow, rock, 0.35)}"/><stop offset="1" stop-color="${rock}"/></linearGradient>`,
  );
  c.body.push(`<path d="M${pts.join("L")}L${c.w + 20},${c.h + 20}L-20,${c.h + 20}Z" fill="url(#${id})"/>`);
}

/** A string of prayer flags along a sagging curve. */
function prayerFlags(
  c: Canvas,
  rng: Rng,
  o: { x1: number; y1: number; x2: number; y2: number; sag: number; count: number; size: number; wind?: number; opacity?: number },
) {
  const cx = (o.x1 + o.x2) / 2;
  const cy = (o.y1 + o.y2) / 2 + o.sag * 2;
  const at = (t: number): [number, number] => [
    (1 - t) * (1 - t) * o.x1 + 2 * (1 - t) * t * cx + t * t * o.x2,
    (1 - t) * (1 - t) * o.y1 + 2 * (1 - t) * t * cy + t * t * o.y2,
  ];
  const parts: string[] = [];
  parts.push(
    `<path d="M${f(o.x1)},${f(o.y1)}Q${f(cx)},${f(cy)} ${f(o.x2)},${f(o.y2)}" stroke="${C.ink}" stroke-opacity="0.55" stroke-width="${f(Math.max(1.5, o.size / 30))}" fill="none"/>`,
  );
  const wind = o.wind ?? 10;
  for (let i = 0; i < o.count; i++) {
    const t = (i + 0.5) / o.count;
    const [x, y] = at(t);
    const w = o.size * 0.78;
    const h = o.size;
    const sway = between(rng, -wind, wind);
    const colour = FLAG_COLOURS[i % FLAG_COLOURS.length];
    parts.push(
      `<path d="M${f(x - w / 2)},${f(y)}L${f(x + w / 2)},${f(y)}L${f(x + w / 2 + sway * 0.6)},${f(y + h)}Q${f(x + sway * 0.5)},${f(y + h * 1.06)} ${f(x - w / 2 + sway * 0.6)},${f(y + h * 0.98)}Z" fill="${colour}"/>`,
    );
    parts.push(
      `<rect x="${f(x - w * 0.22 + sway * 0.25)}" y="${f(y + h * 0.3)}" width="${f(w * 0.44)}" height="${f(h * 0.4)}" fill="${C.ink}" opacity="0.08"/>`,
    );
  }
  c.body.push(`<g${o.opacity === undefined ? "" : ` opacity="${o.opacity}"`}>${parts.join("")}</g>`);
}

/** Boudhanath-style stupa silhouette standing on baseY. */
function stupa(c: Canvas, cx: number, baseY: number, s: number, colour: string, accent?: string) {
  const p: string[] = [];
  const terr = [420, 350, 280];
  let y = baseY;
  for (const w of terr) {
    p.push(`<rect x="${f(cx - (w * s) / 2)}" y="${f(y - 20 * s)}" width="${f(w * s)}" height="${f(20 * s)}"/>`);
    y -= 20 * s;
  }
  const dr = 125 * s;
  p.push(`<path d="M${f(cx - dr)},${f(y)}A${f(dr)},${f(dr * 0.85)} 0 0 1 ${f(cx + dr)},${f(y)}Z"/>`);
  y -= dr * 0.85;
  const hw = 32 * s;
  p.push(`<rect x="${f(cx - hw)}" y="${f(y - 46 * s)}" width="${f(hw * 2)}" height="${f(48 * s)}"/>`);
  y -= 46 * s;
  const steps = 13;
  const spireH = 120 * s;
  for (let i = 0; i < steps; i++) {
    const t = i / steps;
    const w = (26 - 18 * t) * s;
    const sy = y - (i + 1) * (spireH / steps);
    p.push(`<rect x="${f(cx - w)}" y="${f(sy)}" width="${f(w * 2)}" height="${f(spireH / steps - 1.2 * s)}"/>`);
  }
  y -= spireH;
  p.push(`<path d="M${f(cx - 22 * s)},${f(y)}L${f(cx + 22 * s)},${f(y)}L${f(cx)},${f(y - 18 * s)}Z"/>`);
  p.push(`<rect x="${f(cx - 2 * s)}" y="${f(y - 40 * s)}" width="${f(4 * s)}" height="${f(24 * s)}"/>`);
  c.body.push(`<g fill="${colour}">${p.join("")}</g>`);
  if (accent) {
    const ey = baseY - 60 * s - dr * 0.85 - 24 * s;
    c.body.push(
      `<g fill="none" stroke="${accent}" stroke-width="${f(3 * s)}" stroke-linecap="round"><path d="M${f(cx - 24 * s)},${f(ey)}q${f(9 * s)},${f(-7 * s)} ${f(18 * s)},0"/><path d="M${f(cx + 6 * s)},${f(ey)}q${f(9 * s)},${f(-7 * s)} ${f(18 * s)},0"/></g>`,
    );
  }
}

/** Newar pagoda silhouette (tiers of up-turned roofs on a stepped plinth). */
function pagoda(
  c: Canvas,
  cx: number,
  baseY: number,
  s: number,
  colour: string,
  o: { tiers?: number; plinth?: number; windows?: string } = {},
) {
  const tiers = o.tiers ?? 3;
  const plinth = o.plinth ?? 2;
  const p: string[] = [];
  let y = baseY;
  for (let i = 0; i < plinth; i++) {
    const w = (300 - i * 40) * s;
    const h = 22 * s;
    p.push(`<rect x="${f(cx - w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}"/>`);
    y -= h;
  }
  const wins: string[] = [];
  for (let t = 0; t < tiers; t++) {
    const k = 1 - t * (0.6 / Math.max(1, tiers - 1)) * 0.9;
    const bw = 170 * s * k;
    const bh = (t === 0 ? 80 : 46) * s * k;
    p.push(`<rect x="${f(cx - bw / 2)}" y="${f(y - bh)}" width="${f(bw)}" height="${f(bh)}"/>`);
    if (o.windows && t === 0) {
      for (let wi = -1; wi <= 1; wi++) {
        wins.push(
          `<rect x="${f(cx + wi * bw * 0.3 - 9 * s)}" y="${f(y - bh * 0.75)}" width="${f(18 * s)}" height="${f(bh * 0.5)}" rx="${f(2 * s)}"/>`,
        );
      }
    }
    y -= bh;
    const rw = bw * 1.75;
    const rh = 42 * s * k;
    const flick = 12 * s * k;
    p.push(
      `<path d="M${f(cx - rw / 2 - flick)},${f(y - flick * 0.9)}Q${f(cx - rw / 2)},${f(y + 2 * s)} ${f(cx - rw / 2 + flick)},${f(y + 2 * s)}L${f(cx + rw / 2 - flick)},${f(y + 2 * s)}Q${f(cx + rw / 2)},${f(y + 2 * s)} ${f(cx + rw / 2 + flick)},${f(y - flick * 0.9)}L${f(cx + bw * 0.28)},${f(y - rh)}L${f(cx - bw * 0.28)},${f(y - rh)}Z"/>`,
    );
    y -= rh;
  }
  // gajur (finial)
  p.push(`<rect x="${f(cx - 5 * s)}" y="${f(y - 40 * s)}" width="${f(10 * s)}" height="${f(40 * s)}"/>`);
  p.push(`<circle cx="${f(cx)}" cy="${f(y - 14 * s)}" r="${f(12 * s)}"/>`);
  p.push(`<circle cx="${f(cx)}" cy="${f(y - 34 * s)}" r="${f(8 * s)}"/>`);
  c.body.push(`<g fill="${colour}">${p.join("")}</g>`);
  if (o.windows) c.body.push(`<g fill="${o.windows}">${wins.join("")}</g>`);
}

/** Kathmandu skyline: narrow brick houses, rooftop water tanks, lit windows. */
function cityBlock(
  c: Canvas,
  rng: Rng,
  o: { baseY: number; minH: number; maxH: number; colour: string; windows?: string; windowChance?: number; x0?: number; x1?: number },
) {
  const p: string[] = [];
  const w: string[] = [];
  let x = o.x0 ?? -20;
  const end = o.x1 ?? c.w + 20;
  while (x < end) {
    const bw = between(rng, 60, 140);
    const bh = between(rng, o.minH, o.maxH);
    const top = o.baseY - bh;
    p.push(`<rect x="${f(x)}" y="${f(top)}" width="${f(bw + 1)}" height="${f(bh + 40)}"/>`);
    if (rng() < 0.45) {
      const tx = x + between(rng, 8, bw - 30);
      p.push(`<rect x="${f(tx)}" y="${f(top - 22)}" width="20" height="22" rx="4"/>`);
    }
    if (rng() < 0.3) p.push(`<rect x="${f(x + bw * 0.15)}" y="${f(top - 10)}" width="${f(bw * 0.5)}" height="10"/>`);
    if (o.windows) {
      for (let wy = top + 18; wy < o.baseY - 24; wy += 34) {
        for (let wx = x + 12; wx < x + bw - 20; wx += 26) {
          if (rng() < (o.windowChance ?? 0.3)) w.push(`<rect x="${f(wx)}" y="${f(wy)}" width="11" height="16" rx="1.5"/>`);
        }
      }
    }
    x += bw;
  }
  c.body.push(`<g fill="${o.colour}">${p.join("")}</g>`);
  if (o.windows) c.body.push(`<g fill="${o.windows}" opacity="0.9">${w.join("")}</g>`);
}

/** A mandala of rings, petals and a gated square. */
function mandala(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  colours: { line: string; petal: string; petal2: string; centre: string },
  o: { opacity?: number; petals?: number; strokeScale?: number } = {},
) {
  const sw = (o.strokeScale ?? 1) * Math.max(1, r / 160);
  const parts: string[] = [];
  const n = o.petals ?? 16;
  parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${colours.line}" stroke-width="${f(sw * 2)}"/>`);
  parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.94)}" fill="none" stroke="${colours.line}" stroke-width="${f(sw)}" stroke-dasharray="${f(sw * 2)} ${f(sw * 5)}"/>`);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 360;
    parts.push(
      `<path transform="rotate(${f(a)} ${f(cx)} ${f(cy)})" d="M${f(cx)},${f(cy - r * 0.9)}Q${f(cx + r * 0.13)},${f(cy - r * 0.72)} ${f(cx)},${f(cy - r * 0.54)}Q${f(cx - r * 0.13)},${f(cy - r * 0.72)} ${f(cx)},${f(cy - r * 0.9)}Z" fill="${i % 2 ? colours.petal : colours.petal2}" opacity="0.85"/>`,
    );
  }
  // Gated square (the palace of a mandala)
  const q = r * 0.5;
  const g = q * 0.28;
  const gd = q * 0.14;
  const sq = [
    [-q, -q],
    [-g, -q],
    [-g, -q - gd],
    [g, -q - gd],
    [g, -q],
    [q, -q],
    [q, -g],
    [q + gd, -g],
    [q + gd, g],
    [q, g],
    [q, q],
    [g, q],
    [g, q + gd],
    [-g, q + gd],
    [-g, q],
    [-q, q],
    [-q, g],
    [-q - gd, g],
    [-q - gd, -g],
    [-q, -g],
  ];
  parts.push(
    `<path d="M${sq.map(([x, y]) => `${f(cx + x)},${f(cy + y)}`).join("L")}Z" fill="none" stroke="${colours.line}" stroke-width="${f(sw * 1.6)}"/>`,
  );
  parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.4)}" fill="none" stroke="${colours.line}" stroke-width="${f(sw)}"/>`);
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * 360 + 22.5;
    parts.push(
      `<ellipse transform="rotate(${f(a)} ${f(cx)} ${f(cy)})" cx="${f(cx)}" cy="${f(cy - r * 0.22)}" rx="${f(r * 0.07)}" ry="${f(r * 0.15)}" fill="${colours.petal}" opacity="0.9"/>`,
    );
  }
  parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.08)}" fill="${colours.centre}"/>`);
  c.body.push(`<g${o.opacity === undefined ? "" : ` opacity="${o.opacity}"`}>${parts.join("")}</g>`);
}

/** A winding river, widening towards the viewer. */
function river(c: Canvas, pts: [number, number][], widths: [number, number], colour: string, highlight: string) {
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  pts.forEach(([x, y], i) => {
    const t = i / (pts.length - 1);
    const w = widths[0] + (widths[1] - widths[0]) * t;
    left.push([x - w / 2, y]);
    right.push([x + w / 2, y]);
  });
  const rev = [...right].reverse();
  c.body.push(
    `<path d="M${f(left[0][0])},${f(left[0][1])}${smoothThrough(left)}L${f(rev[0][0])},${f(rev[0][1])}${smoothThrough(rev)}Z" fill="${colour}"/>`,
  );
  const mid = pts.map(([x, y], i) => [x + (i % 2 ? 6 : -6), y] as [number, number]);
  c.body.push(
    `<path d="M${f(mid[0][0])},${f(mid[0][1])}${smoothThrough(mid)}" fill="none" stroke="${highlight}" stroke-width="3" stroke-opacity="0.5" stroke-dasharray="40 30"/>`,
  );
}

function kite(c: Canvas, x: number, y: number, s: number, rot: number, colA: string, colB: string, tail: string) {
  c.body.push(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="M0,${f(-60 * s)}L${f(45 * s)},0L0,${f(60 * s)}L${f(-45 * s)},0Z" fill="${colA}"/><path d="M0,${f(-60 * s)}L${f(45 * s)},0L0,0Z" fill="${colB}"/><path d="M0,${f(-60 * s)}L0,${f(60 * s)}M${f(-45 * s)},0L${f(45 * s)},0" stroke="${C.ink}" stroke-opacity="0.35" stroke-width="${f(2 * s)}"/><path d="M0,${f(60 * s)}c${f(20 * s)},${f(30 * s)} ${f(-20 * s)},${f(50 * s)} 0,${f(80 * s)}s${f(-20 * s)},${f(50 * s)} 0,${f(80 * s)}" fill="none" stroke="${tail}" stroke-width="${f(4 * s)}" stroke-linecap="round"/></g>`,
  );
}

/** Clay oil lamp (diyo) with a glowing flame. */
function diyo(c: Canvas, x: number, y: number, s: number, glowFill: string) {
  c.body.push(`<circle cx="${f(x)}" cy="${f(y - 40 * s)}" r="${f(90 * s)}" fill="${glowFill}"/>`);
  c.body.push(
    `<path d="M${f(x - 40 * s)},${f(y - 12 * s)}Q${f(x)},${f(y + 30 * s)} ${f(x + 40 * s)},${f(y - 12 * s)}Q${f(x + 30 * s)},${f(y - 4 * s)} ${f(x)},${f(y - 4 * s)}Q${f(x - 30 * s)},${f(y - 4 * s)} ${f(x - 40 * s)},${f(y - 12 * s)}Z" fill="${C.terracotta}"/>`,
  );
  c.body.push(`<ellipse cx="${f(x)}" cy="${f(y - 11 * s)}" rx="${f(38 * s)}" ry="${f(6 * s)}" fill="#7a3417"/>`);
  c.body.push(
    `<path d="M${f(x + 14 * s)},${f(y - 14 * s)}C${f(x + 2 * s)},${f(y - 30 * s)} ${f(x + 12 * s)},${f(y - 44 * s)} ${f(x + 20 * s)},${f(y - 62 * s)}C${f(x + 30 * s)},${f(y - 42 * s)} ${f(x + 30 * s)},${f(y - 26 * s)} ${f(x + 14 * s)},${f(y - 14 * s)}Z" fill="#ffd166"/>`,
  );
  c.body.push(
    `<path d="M${f(x + 16 * s)},${f(y - 18 * s)}C${f(x + 10 * s)},${f(y - 28 * s)} ${f(x + 15 * s)},${f(y - 36 * s)} ${f(x + 19 * s)},${f(y - 46 * s)}C${f(x + 24 * s)},${f(y - 34 * s)} ${f(x + 24 * s)},${f(y - 26 * s)} ${f(x + 16 * s)},${f(y - 18 * s)}Z" fill="#fff4d6"/>`,
  );
}

/** Marigold garland hanging along a curve. */
function garland(c: Canvas, rng: Rng, x1: number, y1: number, x2: number, y2: number, sag: number, r: number) {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag * 2;
  const len = Math.hypot(x2 - x1, y2 - y1) + sag;
  const n = Math.floor(len / (r * 1.5));
  const parts: string[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * cx + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * cy + t * t * y2;
    const col = i % 3 === 2 ? "#f6c343" : i % 3 === 1 ? "#f28c28" : "#ee7b1e";
    const rr = r * between(rng, 0.9, 1.1);
    parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="${col}"/>`);
    parts.push(`<circle cx="${f(x - rr * 0.2)}" cy="${f(y - rr * 0.25)}" r="${f(rr * 0.45)}" fill="#ffd98a" opacity="0.55"/>`);
  }
  c.body.push(`<g>${parts.join("")}</g>`);
}

/** Film grain and a soft vignette, so flat vectors feel like prints. */
function finish(c: Canvas, grain = 0.09, vignette = 0.35) {
  grain *= 5.5;
  if (vignette > 0) {
    const v = radialGradient(
      c,
      [
        [0.55, "#000000", 0],
        [1, "#000000", vignette],
      ],
      0.5,
      0.5,
      0.75,
    );
    c.body.push(`<rect width="${c.w}" height="${c.h}" fill="${v}"/>`);
  }
  if (grain > 0) {
    // Neutral grey noise blended with soft-light: texture without a colour cast.
    const id = uid("grain");
    c.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="${idCounter}" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0.5 0.5 0.5 0 -0.25 0.5 0.5 0.5 0 -0.25 0.5 0.5 0.5 0 -0.25 0 0 0 0 1"/></filter>`,
    );
    c.body.push(`<rect width="${c.w}" height="${c.h}" filter="url(#${id})" opacity="${f(grain)}" style="mix-blend-mode:soft-light"/>`);
  }
}

/* ------------------------------------------------------------------ */
/* Scenes (1600x1000 unless noted)                                     */
/* ------------------------------------------------------------------ */

type Scene = (c: Canvas, rng: Rng) => void;

const W = 1600;
const H = 1000;

/** Home hero: dawn over the valley, Himalaya, stupa and flags. */
const heroValley: Scene = (c, rng) => {
  sky(c, "#2b3a78", "#f08a5d", "#ffd39a", 0.6);
  glowSun(c, 1130, 520, 70, "#fff1c9", "#ffb347", 5);
  himalaya(c, rng, 520, 240, "#fff7ee", "#8f7fa8");
  ridgeLayers(c, rng, { count: 4, topY: 600, bottomY: 860, far: "#a77d9c", near: "#3b2c4f", amp: 120, smooth: true });
  stupa(c, 460, 790, 0.9, "#2e2140", C.gold);
  cityBlock(c, rng, { baseY: 1010, minH: 60, maxH: 150, colour: "#22182f", windows: "#ffc878", windowChance: 0.18 });
  prayerFlags(c, rng, { x1: -40, y1: 90, x2: 1640, y2: 210, sag: 90, count: 30, size: 46, wind: 14 });
  finish(c, 0.08, 0.3);
};

/** Why 11? Eleven flags across a rooftop at sunrise. */
const whyEleven: Scene = (c, rng) => {
  sky(c, "#f7c8a0", "#f39a7b", "#c96b7c", 0.5);
  glowSun(c, 360, 430, 90, "#fff6e0", "#ffd28a", 4);
  ridgeLayers(c, rng, { count: 4, topY: 560, bottomY: 760, far: "#d99a9a", near: "#6d3f5e", amp: 110, smooth: true });
  cityBlock(c, rng, { baseY: 860, minH: 40, maxH: 110, colour: "#4c2b47", windows: "#ffd79a", windowChance: 0.12 });
  // The rooftop in the foreground with its parapet and water tank.
  c.body.push(`<rect x="0" y="840" width="${W}" height="200" fill="#2b1a2e"/>`);
  c.body.push(`<rect x="0" y="820" width="${W}" height="26" fill="#3a2440"/>`);
  c.body.push(`<rect x="1290" y="690" width="130" height="150" rx="14" fill="#2b1a2e"/><rect x="1280" y="680" width="150" height="22" rx="8" fill="#3a2440"/>`);
  c.body.push(`<rect x="90" y="360" width="10" height="470" fill="#2b1a2e"/><rect x="1500" y="300" width="10" height="530" fill="#2b1a2e"/>`);
  prayerFlags(c, rng, { x1: 95, y1: 370, x2: 1505, y2: 310, sag: 110, count: 11, size: 110, wind: 22 });
  finish(c, 0.08, 0.3);
};

/** Services: marketing, a busy street at dusk. */
const serviceMarketing: Scene = (c, rng) => {
  sky(c, "#3d1f4f", "#c2414b", "#f6a04d", 0.55);
  glowSun(c, 800, 640, 120, "#ffd9a0", "#ff9a3c", 3.5);
  cityBlock(c, rng, { baseY: 760, minH: 160, maxH: 380, colour: "#5a2340", windows: "#ffcf7a", windowChance: 0.25 });
  cityBlock(c, rng, { baseY: 1000, minH: 220, maxH: 520, colour: "#2a1230", windows: "#ffb347", windowChance: 0.35 });
  for (let i = 0; i < 3; i++) {
    const y = 200 + i * 90;
    const x1 = -20;
    const x2 = W + 20;
    const sag = 50 + i * 15;
    const n = 26;
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      const cx = (x1 + x2) / 2;
      const cy = y + sag * 2;
      const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * cx + t * t * x2;
      const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * y;
      c.body.push(`<circle cx="${f(x)}" cy="${f(yy)}" r="14" fill="#ffd27a" opacity="0.18"/><circle cx="${f(x)}" cy="${f(yy)}" r="4.5" fill="#fff0c2"/>`);
    }
  }
  // Signal rings: campaigns travelling outwards.
  for (let i = 1; i <= 5; i++) {
    c.body.push(`<circle cx="800" cy="640" r="${160 + i * 70}" fill="none" stroke="#ffe3b0" stroke-opacity="${f(0.28 - i * 0.04)}" stroke-width="3"/>`);
  }
  finish(c, 0.08, 0.35);
};

/** Services: social impact, a river through green hills. */
const serviceImpact: Scene = (c, rng) => {
  sky(c, "#a8d8e8", "#e6f2e4", "#f7efd2", 0.7);
  glowSun(c, 1240, 260, 60, "#fffbe8", "#fff0b0", 4);
  himalaya(c, rng, 430, 150, "#ffffff", "#9fb8c8");
  ridgeLayers(c, rng, { count: 3, topY: 470, bottomY: 620, far: "#9cc7a4", near: "#4f8f5d", amp: 130, smooth: true });
  ridge(c, rng, { baseY: 700, amp: 90, levels: 4, rough: 0.5, fill: "#3c7a4a", smooth: true });
  river(c, [[760, 600], [700, 680], [840, 760], [640, 860], [820, 1000], [700, 1100]], [12, 320], "#5fa8c8", "#e8f6ff");
  ridge(c, rng, { baseY: 930, amp: 60, levels: 4, rough: 0.5, fill: "#2d5e39", smooth: true, bow: -40 });
  prayerFlags(c, rng, { x1: -40, y1: 120, x2: 900, y2: 60, sag: 70, count: 18, size: 44 });
  finish(c, 0.07, 0.25);
};

/** Services: content creation, overlapping circles as a mandala. */
const serviceContent: Scene = (c) => {
  sky(c, "#101a40", "#1c2f6b", "#2a1b4a", 0.6);
  const cx = 800;
  const cy = 500;
  const cols = [C.saffron, C.crimson, "#3a6fd8", C.gold, "#e0567a", "#2bb3a3"];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    c.body.push(
      `<circle cx="${f(cx + Math.cos(a) * 170)}" cy="${f(cy + Math.sin(a) * 170)}" r="170" fill="${cols[i]}" opacity="0.42"/>`,
    );
  }
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 + Math.PI / 12;
    c.body.push(
      `<circle cx="${f(cx + Math.cos(a) * 340)}" cy="${f(cy + Math.sin(a) * 340)}" r="80" fill="none" stroke="${cols[i % 6]}" stroke-width="4" opacity="0.7"/>`,
    );
  }
  mandala(c, cx, cy, 460, { line: "#f4e3c1", petal: C.saffron, petal2: C.crimson, centre: "#fff3d6" }, { opacity: 0.55, petals: 24 });
  c.body.push(`<circle cx="${cx}" cy="${cy}" r="60" fill="#fff3d6" opacity="0.9"/>`);
  finish(c, 0.08, 0.4);
};

/* Blog -------------------------------------------------------------- */

const blogRotatingLeadership: Scene = (c, rng) => {
  sky(c, "#0f1a3d", "#1c2f6b", "#27407f", 0.6);
  ridgeLayers(c, rng, { count: 3, topY: 760, bottomY: 900, far: "#2c4585", near: "#111a3a", amp: 120 });
  const cx = 800;
  const cy = 430;
  const R = 290;
  const pts: [number, number][] = [];
  for (let i = 0; i < 11; i++) {
    const a = -Math.PI / 2 + (i / 11) * Math.PI * 2;
    pts.push([cx + Math.cos(a) * R, cy + Math.sin(a) * R]);
  }
  const lines: string[] = [];
  pts.forEach(([x, y], i) => {
    for (let j = i + 1; j < pts.length; j++) {
      if (rng() < 0.35) lines.push(`M${f(x)},${f(y)}L${f(pts[j][0])},${f(pts[j][1])}`);
    }
  });
  c.body.push(`<path d="${lines.join("")}" stroke="#8fb0ff" stroke-opacity="0.22" stroke-width="2"/>`);
  c.body.push(`<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="#c9d7ff" stroke-opacity="0.35" stroke-width="3"/>`);
  c.body.push(
    `<path d="M${cx + R + 60},${cy}A${R + 60},${R + 60} 0 0 1 ${f(cx + Math.cos(1.1) * (R + 60))},${f(cy + Math.sin(1.1) * (R + 60))}" fill="none" stroke="${C.saffron}" stroke-width="6" stroke-linecap="round"/>`,
  );
  const tip: [number, number] = [cx + Math.cos(1.1) * (R + 60), cy + Math.sin(1.1) * (R + 60)];
  c.body.push(`<circle cx="${f(tip[0])}" cy="${f(tip[1])}" r="10" fill="${C.saffron}"/>`);
  pts.forEach(([x, y], i) => {
    const lead = i === 3;
    if (lead) glowSun(c, x, y, 46, C.saffron, "#ffc36b", 3);
    else c.body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="30" fill="${FLAG_COLOURS[i % 5]}" stroke="#0f1a3d" stroke-width="6"/>`);
  });
  finish(c, 0.08, 0.4);
};

const blogMomoReels: Scene = (c, rng) => {
  const bg = linearGradient(c, [[0, "#f6d7a7"], [1, "#e9a15b"]], 0, 0, 1, 1);
  c.body.push(`<rect width="${W}" height="${H}" fill="${bg}"/>`);
  // Top view of a bamboo steamer full of momos.
  const cx = 560;
  const cy = 520;
  c.body.push(`<circle cx="${cx + 16}" cy="${cy + 22}" r="400" fill="#8a4b1f" opacity="0.25"/>`);
  c.body.push(`<circle cx="${cx}" cy="${cy}" r="400" fill="#c98b4a"/><circle cx="${cx}" cy="${cy}" r="372" fill="#e4b074"/>`);
  for (let r = 380; r < 400; r += 6) c.body.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#a8682f" stroke-width="1.5"/>`);
  for (let k = -8; k <= 8; k++) c.body.push(`<line x1="${cx - 372}" y1="${cy + k * 44}" x2="${cx + 372}" y2="${cy + k * 44}" stroke="#c8924f" stroke-width="3"/>`);
  c.body.push(`<circle cx="${cx}" cy="${cy}" r="372" fill="none" stroke="#b27538" stroke-width="6"/>`);
  const momo = (x: number, y: number, r: number, rot: number) => {
    const pleats: string[] = [];
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2;
      pleats.push(`M${f(x + Math.cos(a) * r * 0.18)},${f(y + Math.sin(a) * r * 0.18)}Q${f(x + Math.cos(a + 0.5) * r * 0.6)},${f(y + Math.sin(a + 0.5) * r * 0.6)} ${f(x + Math.cos(a + 0.3) * r * 0.92)},${f(y + Math.sin(a + 0.3) * r * 0.92)}`);
    }
    c.body.push(
      `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})"><circle cx="${f(x + 6)}" cy="${f(y + 8)}" r="${f(r)}" fill="#8a5a2b" opacity="0.25"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#fbf1e1"/><path d="${pleats.join("")}" stroke="#e2ccaa" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.14)}" fill="#efdcbc"/></g>`,
    );
  };
  momo(cx, cy, 90, 0);
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    momo(cx + Math.cos(a) * 230, cy + Math.sin(a) * 230, 88, between(rng, 0, 360));
  }
  // Three reels a week.
  const reel = (x: number, y: number, rot: number, top: string, bottom: string) => {
    const g = linearGradient(c, [[0, top], [1, bottom]]);
    c.body.push(
      `<g transform="rotate(${rot} ${x + 110} ${y + 200})"><rect x="${x + 10}" y="${y + 14}" width="220" height="400" rx="30" fill="#5a2a10" opacity="0.25"/><rect x="${x}" y="${y}" width="220" height="400" rx="30" fill="#1d1320"/><rect x="${x + 12}" y="${y + 14}" width="196" height="372" rx="20" fill="${g}"/><path d="M${x + 92},${y + 170}L${x + 142},${y + 200}L${x + 92},${y + 230}Z" fill="#ffffff" opacity="0.9"/><rect x="${x + 30}" y="${y + 340}" width="120" height="8" rx="4" fill="#ffffff" opacity="0.7"/><rect x="${x + 30}" y="${y + 356}" width="80" height="8" rx="4" fill="#ffffff" opacity="0.5"/></g>`,
    );
  };
  reel(1060, 150, -6, C.crimson, C.saffron);
  reel(1230, 330, 4, C.deepBlue, "#3aa3a0");
  reel(1000, 560, 8, "#e0567a", C.gold);
  finish(c, 0.08, 0.25);
};

const blogBagmati: Scene = (c, rng) => {
  sky(c, "#dfe9ef", "#f6e6cc", "#f2d3a8", 0.6);
  glowSun(c, 420, 300, 55, "#fff7e0", "#ffe0a0", 4);
  ridgeLayers(c, rng, { count: 3, topY: 420, bottomY: 560, far: "#b9c9c9", near: "#6f8f86", amp: 110, smooth: true });
  ridge(c, rng, { baseY: 610, amp: 30, levels: 4, fill: "#7f9c8c", smooth: true });
  river(c, [[1500, 600], [1100, 650], [1300, 740], [700, 820], [900, 1000], [600, 1120]], [40, 520], "#7fb5c9", "#f2fbff");
  // Mist bands
  for (let i = 0; i < 4; i++) c.body.push(`<rect x="-20" y="${560 + i * 40}" width="${W + 40}" height="24" fill="#ffffff" opacity="${f(0.12 - i * 0.02)}"/>`);
  // Litter turning into leaves downstream.
  for (let i = 0; i < 60; i++) {
    const x = between(rng, 200, 1500);
    const y = between(rng, 680, 990);
    const t = (x - 200) / 1300;
    const col = rng() < t ? pick(rng, ["#2f8f5b", "#4caf6d", "#8bc34a"]) : pick(rng, ["#d9d9d9", "#c2185b", "#1976d2", "#fbc02d"]);
    c.body.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(between(rng, 5, 12))}" ry="${f(between(rng, 3, 6))}" fill="${col}" transform="rotate(${f(between(rng, 0, 180))} ${f(x)} ${f(y)})"/>`);
  }
  ridge(c, rng, { baseY: 960, amp: 50, levels: 4, fill: "#3f6b55", smooth: true, bow: -30 });
  prayerFlags(c, rng, { x1: 980, y1: 80, x2: 1640, y2: 180, sag: 60, count: 12, size: 42 });
  finish(c, 0.08, 0.25);
};

const blogAsan: Scene = (c, rng) => {
  c.body.push(`<rect width="${W}" height="${H}" fill="#3b2418"/>`);
  const spices = ["#e8a317", "#c0392b", "#8e4a1c", "#d35400", "#6b8e23", "#f4d03f", "#a93226", "#b9770e", "#7d3c98", "#e67e22"];
  const cols = 6;
  const rows = 4;
  const r = 112;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = 170 + col * 252 + (row % 2) * 60 - 30;
      const y = 160 + row * 230;
      const colour = pick(rng, spices);
      c.body.push(`<circle cx="${x + 8}" cy="${y + 12}" r="${r + 12}" fill="#000000" opacity="0.35"/>`);
      c.body.push(`<circle cx="${x}" cy="${y}" r="${r + 12}" fill="#b98a52"/>`);
      for (let k = 0; k < 3; k++) c.body.push(`<circle cx="${x}" cy="${y}" r="${r + 4 + k * 3}" fill="none" stroke="#8a6034" stroke-width="1.5"/>`);
      const g = radialGradient(c, [[0, mix(colour, "#ffffff", 0.25)], [1, mix(colour, "#000000", 0.25)]], 0.4, 0.35, 0.7);
      c.body.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${g}"/>`);
      const specks: string[] = [];
      for (let s = 0; s < 40; s++) {
        const a = rng() * Math.PI * 2;
        const d = Math.sqrt(rng()) * r * 0.92;
        specks.push(`<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y + Math.sin(a) * d)}" r="${f(between(rng, 1.5, 4))}"/>`);
      }
      c.body.push(`<g fill="${mix(colour, "#000000", 0.45)}" opacity="0.5">${specks.join("")}</g>`);
    }
  }
  // Morning light falling diagonally across the market.
  const beam = linearGradient(c, [[0, "#fff3d1", 0.5], [1, "#fff3d1", 0]], 0, 0, 1, 1);
  c.body.push(`<path d="M300,-20L760,-20L1640,760L1640,1020L1300,1020Z" fill="${beam}"/>`);
  // Pigeons
  for (let i = 0; i < 9; i++) {
    const x = between(rng, 900, 1500);
    const y = between(rng, 60, 260);
    const s = between(rng, 0.7, 1.3);
    c.body.push(`<path d="M${f(x - 22 * s)},${f(y)}q${f(11 * s)},${f(-12 * s)} ${f(22 * s)},0q${f(11 * s)},${f(-12 * s)} ${f(22 * s)},0" fill="none" stroke="#2a1a12" stroke-width="${f(4 * s)}" stroke-linecap="round"/>`);
  }
  finish(c, 0.1, 0.45);
};

const blogFiveHundred: Scene = (c) => {
  sky(c, "#120c2c", "#1f1650", "#3a1d5c", 0.5);
  const cx = 800;
  const cy = 500;
  const golden = Math.PI * (3 - Math.sqrt(5));
  const dots: string[] = [];
  const links: string[] = [];
  for (let i = 1; i <= 500; i++) {
    const r = 22 * Math.sqrt(i);
    const a = i * golden;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r * 0.92;
    const t = i / 500;
    const colour = FLAG_COLOURS[i % 5] === C.flagWhite ? "#f6e7ff" : FLAG_COLOURS[i % 5];
    dots.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(7 - t * 3.5)}" fill="${colour}" opacity="${f(0.95 - t * 0.45)}"/>`);
    if (i % 23 === 0) links.push(`M${cx},${cy}L${f(x)},${f(y)}`);
  }
  c.body.push(`<path d="${links.join("")}" stroke="#ffd9a0" stroke-opacity="0.25" stroke-width="2"/>`);
  c.body.push(dots.join(""));
  glowSun(c, cx, cy, 26, "#fff3d6", C.saffron, 5);
  finish(c, 0.08, 0.45);
};

const blogNepal2035: Scene = (c, rng) => {
  sky(c, "#1b1446", "#6b4fa0", "#f5b3a0", 0.62);
  stars(c, rng, 120, 380);
  glowSun(c, 800, 600, 110, "#fff0d8", "#ffb38a", 4);
  himalaya(c, rng, 560, 260, "#fbefff", "#6e5b9a");
  ridgeLayers(c, rng, { count: 4, topY: 650, bottomY: 860, far: "#8a6aa8", near: "#231a3f", amp: 110, smooth: true });
  // The road towards the mountains.
  c.body.push(`<path d="M620,1000C720,900 900,860 820,780C760,720 800,690 800,660L812,660C820,700 860,730 900,790C980,880 900,930 1020,1000Z" fill="#f3cfa9" opacity="0.85"/>`);
  c.body.push(`<path d="M820,1000C860,930 880,880 850,800C835,760 808,700 806,662" fill="none" stroke="#ffffff" stroke-width="5" stroke-dasharray="26 22" opacity="0.7"/>`);
  finish(c, 0.08, 0.35);
};

const blogDashain: Scene = (c, rng) => {
  sky(c, "#2f6fd0", "#7fb8f0", "#d7ecff", 0.7);
  glowSun(c, 1350, 180, 60, "#fffbe6", "#fff1b0", 3);
  for (let i = 0; i < 5; i++) {
    const x = 160 + i * 300 + between(rng, -40, 40);
    const y = 150 + between(rng, 0, 260);
    const pal = [
      [C.crimson, C.saffron, "#ffffff"],
      [C.flagGreen, C.flagYellow, C.crimson],
      [C.deepBlue, "#e0567a", C.gold],
      [C.saffron, C.crimson, C.deepBlue],
      ["#7d3c98", C.gold, C.flagGreen],
    ][i];
    kite(c, x, y, between(rng, 0.8, 1.3), between(rng, -20, 20), pal[0], pal[1], pal[2]);
    c.body.push(`<path d="M${f(x)},${f(y + 60)}Q${f(x + 150)},${f(y + 420)} ${f(700 + i * 40)},1000" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5" fill="none"/>`);
  }
  cityBlock(c, rng, { baseY: 1000, minH: 120, maxH: 300, colour: "#8c3b2f" });
  cityBlock(c, rng, { baseY: 1020, minH: 60, maxH: 160, colour: "#5e231f" });
  garland(c, rng, -20, 700, 1620, 760, 80, 18);
  finish(c, 0.07, 0.25);
};

const blogOpenStudio: Scene = (c, rng) => {
  sky(c, "#0b1030", "#1d2358", "#3b2b5e", 0.7);
  stars(c, rng, 90, 350);
  pagoda(c, 300, 820, 1.5, "#151533", { tiers: 3, windows: "#ffb95c" });
  pagoda(c, 1320, 820, 1.2, "#151533", { tiers: 2, windows: "#ffb95c" });
  c.body.push(`<rect x="0" y="810" width="${W}" height="200" fill="#241b3a"/>`);
  const ground = radialGradient(c, [[0, "#ffb95c", 0.45], [1, "#ffb95c", 0]], 0.5, 0.5, 0.5);
  c.body.push(`<ellipse cx="800" cy="860" rx="800" ry="200" fill="${ground}"/>`);
  for (let line = 0; line < 3; line++) {
    const y1 = 160 + line * 70;
    const n = 22;
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      const x = -20 + t * (W + 40);
      const y = y1 + Math.sin(t * Math.PI) * (150 + line * 30);
      const col = pick(rng, ["#ffe6a8", "#ffc46b", "#ff9f7a", "#a8e6ff"]);
      c.body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="18" fill="${col}" opacity="0.18"/><circle cx="${f(x)}" cy="${f(y)}" r="6" fill="${col}"/>`);
    }
    c.body.push(`<path d="M-20,${y1}Q800,${y1 + 2 * (150 + line * 30)} ${W + 20},${y1}" stroke="#000000" stroke-opacity="0.4" stroke-width="1.5" fill="none"/>`);
  }
  // The crowd
  const people: string[] = [];
  for (let i = 0; i < 70; i++) {
    const x = between(rng, -20, W + 20);
    const y = between(rng, 860, 1000);
    const s = 0.6 + (y - 860) / 220;
    const col = mix("#3a2a55", "#120d22", (y - 860) / 140);
    people.push(`<g fill="${col}"><circle cx="${f(x)}" cy="${f(y - 58 * s)}" r="${f(16 * s)}"/><path d="M${f(x - 30 * s)},${f(y + 40)}Q${f(x - 30 * s)},${f(y - 40 * s)} ${f(x)},${f(y - 40 * s)}Q${f(x + 30 * s)},${f(y - 40 * s)} ${f(x + 30 * s)},${f(y + 40)}Z"/></g>`);
  }
  people.sort((a, b) => a.length - b.length);
  c.body.push(people.join(""));
  finish(c, 0.1, 0.45);
};

const blogMentorship: Scene = (c, rng) => {
  sky(c, "#fdf1e0", "#f9dcc0", "#f3c3a6", 0.6);
  glowSun(c, 1200, 330, 110, "#fff6df", "#ffc98a", 3);
  mandala(c, 1200, 330, 250, { line: "#e4a27a", petal: "#f3b38a", petal2: "#f7cba4", centre: "#fff6df" }, { opacity: 0.35 });
  const steps = 7;
  for (let i = 0; i < steps; i++) {
    const x = 120 + i * 160;
    const h = 120 + i * 70;
    const col = mix("#2a4a8f", C.crimson, i / (steps - 1));
    c.body.push(`<rect x="${x}" y="${1000 - h}" width="150" height="${h}" rx="10" fill="${col}"/>`);
    c.body.push(`<rect x="${x}" y="${1000 - h}" width="150" height="14" rx="7" fill="#ffffff" opacity="0.25"/>`);
  }
  // Two figures on the steps: one climbing, one reaching back.
  const fig = (x: number, y: number, s: number, colour: string) =>
    c.body.push(`<g fill="${colour}"><circle cx="${f(x)}" cy="${f(y - 92 * s)}" r="${f(18 * s)}"/><path d="M${f(x - 24 * s)},${f(y)}L${f(x - 18 * s)},${f(y - 66 * s)}Q${f(x)},${f(y - 76 * s)} ${f(x + 18 * s)},${f(y - 66 * s)}L${f(x + 24 * s)},${f(y)}Z"/></g>`);
  fig(120 + 3 * 160 + 75, 1000 - (120 + 3 * 70), 1.2, "#1c1a33");
  fig(120 + 4 * 160 + 75, 1000 - (120 + 4 * 70), 1.3, "#1c1a33");
  c.body.push(`<path d="M${120 + 3 * 160 + 95},${1000 - (120 + 3 * 70) - 60}Q${120 + 4 * 160 + 20},${1000 - (120 + 4 * 70) - 40} ${120 + 4 * 160 + 55},${1000 - (120 + 4 * 70) - 62}" stroke="#1c1a33" stroke-width="9" stroke-linecap="round" fill="none"/>`);
  void rng;
  finish(c, 0.07, 0.2);
};

const blogSponsorship: Scene = (c, rng) => {
  sky(c, "#e9e4dc", "#d8d2c8", "#bfb8ae", 0.6);
  // Left: the clear path to the sunrise. Right: grey haze.
  const warm = linearGradient(c, [[0, "#ffcf8a", 0.8], [1, "#ffcf8a", 0]], 0, 0, 1, 0);
  c.body.push(`<rect x="0" y="0" width="900" height="${H}" fill="${warm}"/>`);
  glowSun(c, 360, 380, 90, "#fff3d6", "#ffb870", 3.5);
  ridgeLayers(c, rng, { count: 3, topY: 520, bottomY: 700, far: "#b7ab9d", near: "#6c6358", amp: 120, smooth: true });
  c.body.push(`<rect x="0" y="700" width="${W}" height="300" fill="#5d564d"/>`);
  c.body.push(`<path d="M700,1000C700,900 560,820 420,700L440,696C600,800 760,880 780,1000Z" fill="#f4d6a8"/>`);
  c.body.push(`<path d="M840,1000C860,900 1060,820 1260,720L1280,728C1100,830 940,910 930,1000Z" fill="#9c958c"/>`);
  const haze = linearGradient(c, [[0, "#a7a39e", 0], [1, "#a7a39e", 0.85]], 0, 0, 1, 0);
  c.body.push(`<rect x="800" y="0" width="800" height="${H}" fill="${haze}"/>`);
  for (let i = 0; i < 26; i++) {
    const x = between(rng, 1100, 1580);
    const y = between(rng, 720, 980);
    c.body.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(between(rng, 10, 26))}" height="${f(between(rng, 6, 12))}" rx="3" fill="${pick(rng, ["#d0d0d0", "#b0b0b0", "#8a8a8a"])}" transform="rotate(${f(between(rng, -40, 40))} ${f(x)} ${f(y)})"/>`);
  }
  finish(c, 0.08, 0.3);
};

/* Case studies ------------------------------------------------------ */

const caseBhaktapurBeans: Scene = (c, rng) => {
  sky(c, "#3b2116", "#8a4a2a", "#e0a062", 0.6);
  glowSun(c, 1180, 560, 80, "#ffe9c4", "#ffb36b", 4);
  ridgeLayers(c, rng, { count: 2, topY: 700, bottomY: 780, far: "#9a5a36", near: "#5a2e1c", amp: 80, smooth: true });
  pagoda(c, 520, 870, 1.3, "#2a150e", { tiers: 5, plinth: 5, windows: "#ffbf69" });
  c.body.push(`<rect x="0" y="850" width="${W}" height="160" fill="#2a150e"/>`);
  // A cup of coffee, seen from above, like a second sun.
  const cx = 1180;
  const cy = 560;
  c.body.push(`<circle cx="${cx}" cy="${cy}" r="200" fill="none" stroke="#f7e4c8" stroke-width="26" opacity="0.85"/>`);
  c.body.push(`<circle cx="${cx}" cy="${cy}" r="182" fill="#5b3220" opacity="0.85"/>`);
  c.body.push(`<path d="M${cx - 60},${cy + 10}C${cx - 60},${cy - 70} ${cx},${cy - 60} ${cx},${cy - 20}C${cx},${cy - 60} ${cx + 60},${cy - 70} ${cx + 60},${cy + 10}C${cx + 60},${cy + 60} ${cx},${cy + 90} ${cx},${cy + 110}C${cx},${cy + 90} ${cx - 60},${cy + 60} ${cx - 60},${cy + 10}Z" fill="#e8c9a0" opacity="0.9"/>`);
  c.body.push(`<path d="M${cx + 206},${cy - 40}q70,0 70,45q0,45 -70,45" fill="none" stroke="#f7e4c8" stroke-width="22" opacity="0.85"/>`);
  finish(c, 0.09, 0.4);
};

const caseCleanBagmati: Scene = (c, rng) => {
  // Aerial view: terraced fields in contour bands and a river.
  c.body.push(`<rect width="${W}" height="${H}" fill="#6f9a4f"/>`);
  const greens = ["#8fb35a", "#6f9a4f", "#a8c06a", "#5d8a45", "#c7b56a", "#9fbf6b"];
  for (let k = 0; k < 22; k++) {
    const pts: [number, number][] = [];
    for (let i = 0; i <= 8; i++) {
      const x = -100 + i * 230;
      pts.push([x, -80 + k * 55 + Math.sin(i * 0.9 + k * 0.3) * 60 + between(rng, -10, 10)]);
    }
    const d = `M${f(pts[0][0])},${f(pts[0][1])}${smoothThrough(pts)}L${W + 100},${H + 100}L-100,${H + 100}Z`;
    c.body.push(`<path d="${d}" fill="${greens[k % greens.length]}" stroke="#4a6b35" stroke-width="3" stroke-opacity="0.5"/>`);
  }
  river(c, [[-60, 300], [300, 380], [560, 260], [900, 460], [1200, 380], [1660, 560]], [70, 110], "#4aa0c8", "#d8f3ff");
  // Volunteers as small bright dots along the bank.
  for (let i = 0; i < 40; i++) {
    const t = rng();
    const x = -60 + t * 1720;
    const y = 300 + Math.sin(t * 6) * 100 + 90 + between(rng, -10, 20);
    c.body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="5" fill="${pick(rng, [C.flagYellow, C.flagRed, "#ffffff", C.flagBlue])}"/>`);
  }
  finish(c, 0.08, 0.3);
};

const caseVoicesOfTheLoom: Scene = (c) => {
  // A dhaka weave: rows of nested diamonds between stripes.
  c.body.push(`<rect width="${W}" height="${H}" fill="#7a1020"/>`);
  const palettes = [
    ["#111111", "#f2efe6", C.saffron, "#1e7a4b"],
    ["#f2efe6", "#111111", "#c8202f", C.gold],
    [C.saffron, "#111111", "#f2efe6", "#2d4fa0"],
  ];
  const size = 100;
  let row = 0;
  for (let y = -size / 2; y < H + size; y += size * 1.3, row++) {
    c.body.push(`<rect x="0" y="${f(y - size * 0.62)}" width="${W}" height="10" fill="#111111"/>`);
    c.body.push(`<rect x="0" y="${f(y - size * 0.56)}" width="${W}" height="4" fill="${C.gold}"/>`);
    const pal = palettes[row % palettes.length];
    for (let x = (row % 2) * (size / 2); x < W + size; x += size) {
      for (let k = 0; k < 4; k++) {
        const s = (size / 2) * (1 - k * 0.24);
        c.body.push(`<path d="M${f(x)},${f(y - s)}L${f(x + s)},${f(y)}L${f(x)},${f(y + s)}L${f(x - s)},${f(y)}Z" fill="${pal[k]}"/>`);
      }
      c.body.push(`<rect x="${f(x - 5)}" y="${f(y - 5)}" width="10" height="10" fill="#7a1020"/>`);
    }
  }
  // Loose threads crossing the cloth.
  c.body.push(`<path d="M-20,820C400,700 900,980 1640,760" stroke="#f2efe6" stroke-width="3" fill="none" opacity="0.7"/>`);
  c.body.push(`<path d="M-20,860C500,760 1000,1020 1640,800" stroke="${C.gold}" stroke-width="3" fill="none" opacity="0.7"/>`);
  finish(c, 0.1, 0.45);
};

/* Featured projects ------------------------------------------------- */

const projectIndraJatra: Scene = (c, rng) => {
  sky(c, "#120a26", "#3a1440", "#7a2540", 0.65);
  stars(c, rng, 70, 300);
  // Fireworks of colour.
  for (let i = 0; i < 5; i++) {
    const x = between(rng, 150, 1450);
    const y = between(rng, 90, 300);
    const col = pick(rng, [C.saffron, C.gold, "#ff7aa2", "#8fd3ff"]);
    const rays: string[] = [];
    for (let k = 0; k < 18; k++) {
      const a = (k / 18) * Math.PI * 2;
      rays.push(`M${f(x + Math.cos(a) * 20)},${f(y + Math.sin(a) * 20)}L${f(x + Math.cos(a) * 70)},${f(y + Math.sin(a) * 70)}`);
    }
    c.body.push(`<path d="${rays.join("")}" stroke="${col}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`);
  }
  // The chariot: a pagoda roof on a platform with big wheels.
  const cx = 800;
  pagoda(c, cx, 700, 1.35, "#1c0d1f", { tiers: 3, plinth: 0, windows: "#ffbf69" });
  c.body.push(`<rect x="${cx - 260}" y="700" width="520" height="60" fill="#1c0d1f"/>`);
  for (const wx of [cx - 180, cx + 180]) {
    c.body.push(`<circle cx="${wx}" cy="800" r="90" fill="#1c0d1f"/><circle cx="${wx}" cy="800" r="70" fill="none" stroke="#7a2540" stroke-width="5"/>`);
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      c.body.push(`<line x1="${wx}" y1="800" x2="${f(wx + Math.cos(a) * 70)}" y2="${f(800 + Math.sin(a) * 70)}" stroke="#7a2540" stroke-width="5"/>`);
    }
  }
  // Crowd with phone screens glowing.
  for (let i = 0; i < 110; i++) {
    const x = between(rng, -20, W + 20);
    const y = between(rng, 860, 1010);
    const s = 0.6 + (y - 860) / 200;
    c.body.push(`<circle cx="${f(x)}" cy="${f(y - 40 * s)}" r="${f(15 * s)}" fill="#0d0614"/><rect x="${f(x - 24 * s)}" y="${f(y - 26 * s)}" width="${f(48 * s)}" height="${f(80 * s)}" rx="${f(18 * s)}" fill="#0d0614"/>`);
    if (rng() < 0.18) c.body.push(`<rect x="${f(x + 10 * s)}" y="${f(y - 90 * s)}" width="${f(12 * s)}" height="${f(20 * s)}" rx="2" fill="#bfe6ff"/>`);
  }
  garland(c, rng, -20, 420, 1620, 420, 70, 12);
  finish(c, 0.1, 0.45);
};

const projectSaathiFilm: Scene = (c, rng) => {
  sky(c, "#0f2a3a", "#14495c", "#1f6f73", 0.6);
  c.body.push(`<g transform="rotate(-9 800 500)">`);
  c.body.push(`<rect x="-200" y="300" width="2000" height="400" fill="#111318"/>`);
  for (let x = -180; x < 1800; x += 48) {
    c.body.push(`<rect x="${x}" y="318" width="24" height="30" rx="5" fill="#f4efe4"/><rect x="${x}" y="652" width="24" height="30" rx="5" fill="#f4efe4"/>`);
  }
  const frames = [
    ["#f6c89f", "#d86b4a", "#6e3b2e"],
    ["#cde7c8", "#6aa36b", "#2d5e39"],
    ["#c9d8f2", "#5d7fc0", "#1d3463"],
    ["#f7e2a8", "#e0a82e", "#7a5312"],
    ["#f2c6d6", "#c45b84", "#5a2340"],
  ];
  frames.forEach((pal, i) => {
    const x = -100 + i * 380;
    const g = linearGradient(c, [[0, pal[0]], [1, pal[1]]]);
    c.body.push(`<rect x="${x}" y="368" width="340" height="264" fill="${g}"/>`);
    c.body.push(`<circle cx="${x + 250}" cy="430" r="26" fill="#ffffff" opacity="0.8"/>`);
    const hs = ridgeHeights(rng, 4, 60, 0.5);
    const pts = hs.map((v, k) => `${f(x + (k / (hs.length - 1)) * 340)},${f(540 + v)}`);
    c.body.push(`<path d="M${x},632L${pts.join("L")}L${x + 340},632Z" fill="${pal[2]}"/>`);
    // A member's silhouette in each frame.
    const px = x + 110 + i * 20;
    c.body.push(`<g fill="#111318" opacity="0.85"><circle cx="${px}" cy="500" r="26"/><path d="M${px - 50},632Q${px - 50},536 ${px},536Q${px + 50},536 ${px + 50},632Z"/></g>`);
  });
  c.body.push(`</g>`);
  finish(c, 0.09, 0.4);
};

const projectPlasticFreeTihar: Scene = (c, rng) => {
  sky(c, "#1a0b2e", "#2d1245", "#4a1942", 0.7);
  const glow = radialGradient(c, [[0, "#ffcc66", 0.55], [1, "#ffcc66", 0]]);
  garland(c, rng, -20, 60, 1620, 60, 90, 20);
  garland(c, rng, -20, 140, 1620, 140, 110, 16);
  for (let row = 0; row < 3; row++) {
    const y = 560 + row * 170;
    const n = 7 + row;
    for (let i = 0; i < n; i++) {
      const x = ((i + 0.5) / n) * W + (row % 2) * 30;
      diyo(c, x, y, 0.9 + row * 0.35, glow);
    }
  }
  // Rangoli dots on the floor.
  mandala(c, 800, 1080, 380, { line: "#f6c343", petal: "#e0567a", petal2: C.saffron, centre: "#fff3d6" }, { opacity: 0.35 });
  finish(c, 0.09, 0.45);
};

const projectDigitalLiteracy: Scene = (c, rng) => {
  sky(c, "#bfe3f5", "#e9f5f0", "#fdf6e3", 0.7);
  himalaya(c, rng, 360, 170, "#ffffff", "#a6bfd1");
  // Terraced hillside
  const bands = 16;
  for (let k = 0; k < bands; k++) {
    const pts: [number, number][] = [];
    for (let i = 0; i <= 8; i++) {
      const x = -100 + i * 230;
      const hill = Math.exp(-(((x - 500) / 700) ** 2)) * 260;
      pts.push([x, 420 + k * 40 - hill + k * k * 0.8]);
    }
    c.body.push(`<path d="M${f(pts[0][0])},${f(pts[0][1])}${smoothThrough(pts)}L${W + 100},${H + 100}L-100,${H + 100}Z" fill="${mix("#a5c77a", "#4e7d3a", k / bands)}" stroke="#f3ecd0" stroke-width="2.5" stroke-opacity="0.6"/>`);
  }
  // The school
  const sx = 1080;
  const sy = 720;
  c.body.push(`<rect x="${sx}" y="${sy}" width="300" height="140" fill="#f4ede0"/><path d="M${sx - 20},${sy}L${sx + 150},${sy - 80}L${sx + 320},${sy}Z" fill="${C.crimson}"/><rect x="${sx + 125}" y="${sy + 60}" width="50" height="80" fill="#5b3a29"/>`);
  for (const wx of [sx + 30, sx + 215]) c.body.push(`<rect x="${wx}" y="${sy + 40}" width="55" height="45" fill="#7fb5d9"/>`);
  c.body.push(`<rect x="${sx + 146}" y="${sy - 150}" width="4" height="80" fill="#5b3a29"/><path d="M${sx + 150},${sy - 150}L${sx + 200},${sy - 136}L${sx + 150},${sy - 118}L${sx + 190},${sy - 104}L${sx + 150},${sy - 96}Z" fill="${C.flagRed}"/>`);
  // Signal arcs
  for (let i = 1; i <= 4; i++) {
    c.body.push(`<path d="M${f(sx + 150 - i * 45)},${f(sy - 190 - i * 10)}A${i * 60},${i * 60} 0 0 1 ${f(sx + 150 + i * 45)},${f(sy - 190 - i * 10)}" fill="none" stroke="${C.deepBlue}" stroke-width="6" stroke-linecap="round" opacity="${f(0.75 - i * 0.13)}"/>`);
  }
  prayerFlags(c, rng, { x1: 100, y1: 620, x2: 700, y2: 560, sag: 40, count: 12, size: 34 });
  finish(c, 0.07, 0.2);
};

/* Fallback ------------------------------------------------------------ */

const fallbackPost: Scene = (c, rng) => {
  sky(c, "#f6efe3", "#efe2cf", "#e6d3bd", 0.6);
  mandala(c, 800, 470, 300, { line: "#c9a98a", petal: "#e3c9aa", petal2: "#d9b896", centre: "#b3262f" }, { opacity: 0.6 });
  ridgeLayers(c, rng, { count: 3, topY: 700, bottomY: 860, far: "#d8c3ad", near: "#a88e7a", amp: 90, smooth: true });
  prayerFlags(c, rng, { x1: -40, y1: 90, x2: 1640, y2: 90, sag: 60, count: 24, size: 36, opacity: 0.55 });
  finish(c, 0.06, 0.15);
};

/* ------------------------------------------------------------------ */
/* Square pictures (800x800): portraits and project tiles               */
/* ------------------------------------------------------------------ */

type HairStyle = "bun" | "long" | "short" | "topi" | "ponytail" | "bob";

type PortraitSpec = {
  bg: [string, string];
  pattern: "mandala" | "flags" | "dots" | "ridges";
  patternColour: string;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  clothing: string;
  clothingAccent: string;
  glasses?: boolean;
  earrings?: string;
  scarf?: boolean;
};

function portrait(spec: PortraitSpec): Scene {
  return (c, rng) => {
    const bg = linearGradient(c, [[0, spec.bg[0]], [1, spec.bg[1]]], 0, 0, 1, 1);
    c.body.push(`<rect width="800" height="800" fill="${bg}"/>`);
    if (spec.pattern === "mandala") {
      mandala(c, 400, 360, 360, { line: spec.patternColour, petal: spec.patternColour, petal2: spec.patternColour, centre: spec.patternColour }, { opacity: 0.25 });
    } else if (spec.pattern === "flags") {
      prayerFlags(c, rng, { x1: -20, y1: 80, x2: 820, y2: 120, sag: 60, count: 12, size: 40, opacity: 0.55 });
    } else if (spec.pattern === "dots") {
      const d: string[] = [];
      for (let y = 30; y < 800; y += 44) for (let x = 30 + ((y / 44) % 2) * 22; x < 800; x += 44) d.push(`<circle cx="${x}" cy="${y}" r="5"/>`);
      c.body.push(`<g fill="${spec.patternColour}" opacity="0.3">${d.join("")}</g>`);
    } else {
      ridgeLayers(c, rng, { count: 3, topY: 480, bottomY: 620, far: mix(spec.bg[1], spec.patternColour, 0.3), near: mix(spec.bg[1], spec.patternColour, 0.7), amp: 90, smooth: true });
    }
    c.body.push(`<circle cx="400" cy="380" r="250" fill="#ffffff" opacity="0.12"/>`);

    const skinShade = mix(spec.skin, "#3a1d10", 0.25);
    const hairHi = mix(spec.hair, "#ffffff", 0.12);
    // Hair behind the head.
    if (spec.hairStyle === "long") {
      c.body.push(`<path d="M265,330C250,470 250,600 230,690L570,690C550,600 550,470 535,330C520,200 280,200 265,330Z" fill="${spec.hair}"/>`);
    } else if (spec.hairStyle === "ponytail") {
      c.body.push(`<path d="M520,300C600,320 620,420 590,520C575,570 560,600 540,620C560,540 560,440 500,360Z" fill="${spec.hair}"/>`);
    } else if (spec.hairStyle === "bob") {
      c.body.push(`<path d="M262,320C250,420 255,480 270,520L530,520C545,480 550,420 538,320C520,200 280,200 262,320Z" fill="${spec.hair}"/>`);
    } else if (spec.hairStyle === "bun") {
      c.body.push(`<circle cx="400" cy="188" r="62" fill="${spec.hair}"/><circle cx="388" cy="176" r="30" fill="${hairHi}" opacity="0.4"/>`);
    }
    // Body and shoulders
    c.body.push(`<path d="M120,820C130,680 220,600 330,585L470,585C580,600 670,680 680,820Z" fill="${spec.clothing}"/>`);
    c.body.push(`<path d="M350,520L450,520L458,600C430,628 370,628 342,600Z" fill="${skinShade}"/>`);
    c.body.push(`<path d="M340,590Q400,650 460,590L470,600Q400,690 330,600Z" fill="${spec.clothingAccent}"/>`);
    if (spec.scarf) {
      const d: string[] = [];
      for (let i = 0; i < 9; i++) {
        const x = 200 + i * 50;
        const y = 650 + Math.abs(4 - i) * -6;
        d.push(`<path d="M${x},${y - 18}L${x + 18},${y}L${x},${y + 18}L${x - 18},${y}Z" fill="${i % 2 ? C.saffron : "#111111"}"/>`);
      }
      c.body.push(`<path d="M180,640Q400,720 620,640L640,690Q400,780 160,690Z" fill="${C.crimson}"/>`);
      c.body.push(`<g>${d.join("")}</g>`);
    }
    // Head
    c.body.push(`<ellipse cx="268" cy="390" rx="22" ry="34" fill="${skinShade}"/><ellipse cx="532" cy="390" rx="22" ry="34" fill="${skinShade}"/>`);
    c.body.push(`<ellipse cx="400" cy="370" rx="132" ry="160" fill="${spec.skin}"/>`);
    if (spec.earrings) {
      c.body.push(`<circle cx="266" cy="438" r="9" fill="${spec.earrings}"/><circle cx="534" cy="438" r="9" fill="${spec.earrings}"/>`);
    }
    // Hair on top
    if (spec.hairStyle === "short" || spec.hairStyle === "topi") {
      c.body.push(`<path d="M266,370C250,240 320,190 400,190C490,190 555,240 534,370C520,300 500,270 470,262C420,280 340,270 300,262C282,290 272,320 266,370Z" fill="${spec.hair}"/>`);
    } else {
      c.body.push(`<path d="M266,380C250,235 330,195 400,195C480,195 552,240 534,380C522,300 470,255 400,262C360,266 330,250 318,236C290,270 274,320 266,380Z" fill="${spec.hair}"/>`);
      c.body.push(`<path d="M330,225C370,210 430,208 470,225" stroke="${hairHi}" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.5"/>`);
    }
    if (spec.hairStyle === "topi") {
      // Dhaka topi: a slanted cap with the dhaka weave.
      c.body.push(`<path d="M272,268L528,250L520,170C470,140 330,150 282,185Z" fill="#7a1020"/>`);
      const d: string[] = [];
      for (let i = 0; i < 6; i++) {
        const x = 310 + i * 40;
        const y = 215 - i * 3;
        d.push(`<path d="M${x},${y - 16}L${x + 14},${y}L${x},${y + 16}L${x - 14},${y}Z" fill="${i % 2 ? "#f2efe6" : C.saffron}"/><path d="M${x},${y - 7}L${x + 6},${y}L${x},${y + 7}L${x - 6},${y}Z" fill="#111111"/>`);
      }
      c.body.push(`<g>${d.join("")}</g>`);
      c.body.push(`<path d="M272,268L528,250" stroke="#111111" stroke-width="6"/>`);
    }
    // A calm face: closed eyes, brows, a small smile.
    const ink = mix(spec.hair, "#000000", 0.3);
    c.body.push(
      `<g fill="none" stroke="${ink}" stroke-linecap="round"><path d="M330,372q22,16 44,0" stroke-width="6"/><path d="M426,372q22,16 44,0" stroke-width="6"/><path d="M326,336q24,-14 50,-4" stroke-width="7"/><path d="M424,332q26,-10 50,4" stroke-width="7"/><path d="M400,388q-8,34 6,44" stroke-width="5" stroke="${skinShade}"/><path d="M368,470q32,22 64,0" stroke-width="6" stroke="${mix(spec.skin, "#7a2a2a", 0.6)}"/></g>`,
    );
    c.body.push(`<ellipse cx="330" cy="430" rx="26" ry="14" fill="#e8746a" opacity="0.18"/><ellipse cx="470" cy="430" rx="26" ry="14" fill="#e8746a" opacity="0.18"/>`);
    if (spec.glasses) {
      c.body.push(`<g fill="none" stroke="#1b1b1b" stroke-width="6"><rect x="312" y="340" width="80" height="62" rx="18"/><rect x="408" y="340" width="80" height="62" rx="18"/><path d="M392,366q8,-8 16,0"/><path d="M312,362L272,352M488,362L528,352"/></g>`);
    }
    finish(c, 0.07, 0.25);
  };
}

const tileKirtipurStories: Scene = (c, rng) => {
  sky(c, "#f3b27a", "#e7866a", "#6e3b5a", 0.6);
  glowSun(c, 560, 260, 60, "#fff0d6", "#ffd29a", 3.5);
  ridgeLayers(c, rng, { count: 3, topY: 470, bottomY: 600, far: "#c77a78", near: "#4d2a45", amp: 90, smooth: true });
  pagoda(c, 300, 700, 1.05, "#2a1630", { tiers: 3, windows: "#ffcf85" });
  c.body.push(`<rect x="0" y="690" width="800" height="120" fill="#2a1630"/>`);
  // Speech bubbles: stories carried on the wind.
  for (const [x, y, r] of [[560, 470, 46], [640, 380, 34], [700, 300, 24]] as const) {
    c.body.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#fff3e0" opacity="0.85"/>`);
  }
  c.body.push(`<g fill="#8a4a5a"><circle cx="540" cy="470" r="6"/><circle cx="560" cy="470" r="6"/><circle cx="580" cy="470" r="6"/></g>`);
  finish(c, 0.08, 0.3);
};

const tileSikneSaathi: Scene = (c) => {
  sky(c, "#e9f3ff", "#fdf1dc", "#f9d9b0", 0.6);
  glowSun(c, 400, 470, 120, "#ffd36b", "#ffc46b", 2.6);
  for (let i = 0; i < 16; i++) {
    const a = Math.PI + (i / 15) * Math.PI;
    c.body.push(`<line x1="${f(400 + Math.cos(a) * 150)}" y1="${f(470 + Math.sin(a) * 150)}" x2="${f(400 + Math.cos(a) * 260)}" y2="${f(470 + Math.sin(a) * 260)}" stroke="#f2a33a" stroke-width="8" stroke-linecap="round" opacity="0.6"/>`);
  }
  const book = (y: number, cover: string, s: number) => {
    c.body.push(`<path d="M${f(400 - 250 * s)},${f(y)}Q${f(400 - 120 * s)},${f(y - 50 * s)} 400,${f(y - 10 * s)}Q${f(400 + 120 * s)},${f(y - 50 * s)} ${f(400 + 250 * s)},${f(y)}L${f(400 + 250 * s)},${f(y + 30 * s)}Q${f(400 + 120 * s)},${f(y - 20 * s)} 400,${f(y + 20 * s)}Q${f(400 - 120 * s)},${f(y - 20 * s)} ${f(400 - 250 * s)},${f(y + 30 * s)}Z" fill="${cover}"/>`);
    c.body.push(`<path d="M${f(400 - 236 * s)},${f(y - 4 * s)}Q${f(400 - 120 * s)},${f(y - 56 * s)} 400,${f(y - 16 * s)}Q${f(400 + 120 * s)},${f(y - 56 * s)} ${f(400 + 236 * s)},${f(y - 4 * s)}L${f(400 + 236 * s)},${f(y + 8 * s)}Q${f(400 + 120 * s)},${f(y - 40 * s)} 400,${f(y)}Q${f(400 - 120 * s)},${f(y - 40 * s)} ${f(400 - 236 * s)},${f(y + 8 * s)}Z" fill="#fffaf0"/>`);
  };
  c.body.push(`<rect x="0" y="600" width="800" height="200" fill="#f3c38c"/>`);
  book(640, C.crimson, 1.3);
  book(560, C.deepBlue, 1.15);
  book(490, C.flagGreen, 1.0);
  finish(c, 0.06, 0.2);
};

const tilePodcast: Scene = (c, rng) => {
  sky(c, "#0b1030", "#1b2a66", "#3a2b6a", 0.7);
  stars(c, rng, 80, 500);
  const cx = 400;
  const cy = 380;
  for (let i = 1; i <= 7; i++) {
    c.body.push(`<circle cx="${cx}" cy="${cy}" r="${60 + i * 42}" fill="none" stroke="${i % 2 ? C.saffron : "#8fb0ff"}" stroke-width="${f(7 - i * 0.6)}" opacity="${f(0.9 - i * 0.1)}"/>`);
  }
  // Microphone
  c.body.push(`<rect x="${cx - 36}" y="${cy - 80}" width="72" height="120" rx="36" fill="#f4efe4"/>`);
  c.body.push(`<path d="M${cx - 60},${cy}q0,70 60,70q60,0 60,-70" fill="none" stroke="#f4efe4" stroke-width="10" stroke-linecap="round"/><rect x="${cx - 5}" y="${cy + 70}" width="10" height="40" fill="#f4efe4"/><rect x="${cx - 40}" y="${cy + 106}" width="80" height="10" rx="5" fill="#f4efe4"/>`);
  ridge(c, rng, { baseY: 700, amp: 90, levels: 6, fill: "#0a0d24" });
  finish(c, 0.08, 0.35);
};

/* ------------------------------------------------------------------ */
/* Standalone SVG files: logos, fallbacks, favicon                      */
/* ------------------------------------------------------------------ */

const LOGO_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function wordmark(o: { mark: string; name: string; sub?: string; colour: string; subColour?: string; width?: number }): string {
  // Rough text widths for a generic bold sans (about 0.62em per character).
  const subText = (o.sub ?? "").replace("&amp;", "&");
  const w = o.width ?? Math.ceil(92 + Math.max(o.name.length * 15, subText.length * 10.6) + 16);
  const nameY = o.sub ? 44 : 52;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="96" viewBox="0 0 ${w} 96" role="img" aria-label="${o.name}${o.sub ? ` ${o.sub}` : ""}"><g>${o.mark}</g><text x="92" y="${nameY}" font-family="${LOGO_FONT}" font-size="24" font-weight="700" fill="${o.colour}">${o.name}</text>${
    o.sub
      ? `<text x="92" y="68" font-family="${LOGO_FONT}" font-size="13" font-weight="500" letter-spacing="1.5" fill="${o.subColour ?? o.colour}">${o.sub}</text>`
      : ""
  }</svg>\n`;
}

const logos: Record<string, string> = {
  "bhaktapur-beans": wordmark({
    mark: `<circle cx="46" cy="48" r="34" fill="#5b3220"/><ellipse cx="46" cy="48" rx="15" ry="22" transform="rotate(25 46 48)" fill="#e8c9a0"/><path d="M40,30C52,40 40,56 52,66" stroke="#5b3220" stroke-width="4" fill="none"/>`,
    name: "Bhaktapur Beans",
    sub: "CAFÉ · SINCE 2016",
    colour: "#3b2116",
    subColour: "#9a5a36",
  }),
  "saathi-cooperative": wordmark({
    mark: `<circle cx="36" cy="48" r="24" fill="#1e8c4e" opacity="0.9"/><circle cx="58" cy="48" r="24" fill="#1f5fae" opacity="0.85"/><path d="M47,30a24,24 0 0 1 0,36a24,24 0 0 1 0,-36Z" fill="#f4f1ea"/>`,
    name: "Saathi",
    sub: "SAVINGS &amp; CREDIT COOPERATIVE",
    colour: "#173b63",
    subColour: "#1e8c4e",
  }),
  "himali-handloom": wordmark({
    mark: `<path d="M46,14L80,48L46,82L12,48Z" fill="#7a1020"/><path d="M46,26L68,48L46,70L24,48Z" fill="#111111"/><path d="M46,36L58,48L46,60L34,48Z" fill="#f29f25"/><path d="M46,43L51,48L46,53L41,48Z" fill="#f4f1ea"/>`,
    name: "Himali Handloom",
    sub: "DHAKA · PATAN",
    colour: "#7a1020",
    subColour: "#4a4a4a",
  }),
  "sunaulo-bhavishya": wordmark({
    mark: `<path d="M14,66A32,32 0 0 1 78,66Z" fill="#f2b705"/>${Array.from({ length: 7 }, (_, i) => {
      const a = Math.PI + ((i + 0.5) / 7) * Math.PI;
      return `<line x1="${f(46 + Math.cos(a) * 36)}" y1="${f(66 + Math.sin(a) * 36)}" x2="${f(46 + Math.cos(a) * 44)}" y2="${f(66 + Math.sin(a) * 44)}" stroke="#f29f25" stroke-width="5" stroke-linecap="round"/>`;
    }).join("")}<rect x="10" y="70" width="72" height="6" rx="3" fill="#1c2f6b"/>`,
    name: "Sunaulo Bhavishya",
    sub: "FOUNDATION",
    colour: "#1c2f6b",
    subColour: "#c98a0b",
  }),
  "didis-momo-ghar": wordmark({
    mark: `<path d="M14,62C14,34 78,34 78,62Z" fill="#fbf1e1" stroke="#c8202f" stroke-width="4"/><path d="M30,44l6,18M46,38v24M62,44l-6,18" stroke="#c8202f" stroke-width="3" stroke-linecap="round"/><rect x="10" y="62" width="72" height="8" rx="4" fill="#c8202f"/>`,
    name: "Didi's Momo Ghar",
    sub: "KALIMATI · KATHMANDU",
    colour: "#8a1a24",
    subColour: "#b5562c",
  }),
  "green-valley-youth": wordmark({
    mark: `<path d="M10,74L34,34L48,56L60,40L84,74Z" fill="#1e8c4e"/><path d="M46,74C46,52 60,42 74,40C72,58 62,70 46,74Z" fill="#8bc34a"/><circle cx="66" cy="22" r="8" fill="#f2b705"/>`,
    name: "Green Valley",
    sub: "YOUTH NETWORK",
    colour: "#155f36",
    subColour: "#4a7d2a",
  }),
};

const fallbackPortraitSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="Default portrait"><rect width="400" height="400" fill="#efe6d8"/><circle cx="200" cy="165" r="72" fill="#c9b8a3"/><path d="M62,400C70,300 130,250 200,250C270,250 330,300 338,400Z" fill="#c9b8a3"/></svg>\n`;

const logoPlaceholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96" role="img" aria-label="Logo placeholder"><rect x="1" y="1" width="318" height="94" rx="14" fill="#f4efe6" stroke="#d8cfc2" stroke-width="2" stroke-dasharray="6 5"/><g fill="#c4b8a8"><path d="M30,68L52,32L64,52L74,40L92,68Z"/><circle cx="80" cy="30" r="7"/></g><rect x="112" y="36" width="150" height="12" rx="6" fill="#d8cfc2"/><rect x="112" y="56" width="96" height="8" rx="4" fill="#e3dbcf"/></svg>\n`;

/** The mark: a crimson tile, two white "1" strokes shaped like peaks, a saffron sun. */
function markSvg(size: number, rounded: boolean): string {
  const r = rounded ? 14 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="${r}" fill="#b3262f"/><path d="M17,50V22L25,13V50Z" fill="#ffffff"/><path d="M33,50V22L41,13V50Z" fill="#ffffff"/><circle cx="49" cy="17" r="5" fill="#f2b705"/><rect x="12" y="50" width="40" height="3" rx="1.5" fill="#ffffff" opacity="0.55"/></svg>\n`;
}

function ogImageSvg(): string {
  const c = canvas(1200, 630);
  const rng = makeRng("og-image");
  sky(c, "#0f1a3d", "#1c2f6b", "#3b2b5e", 0.7);
  glowSun(c, 960, 420, 60, "#ffe9c4", "#ffb36b", 4);
  himalaya(c, rng, 520, 150, "#f5f1ff", "#4d4a86");
  ridgeLayers(c, rng, { count: 3, topY: 540, bottomY: 600, far: "#3e3f7a", near: "#141a3a", amp: 50, smooth: true });
  // Darken the left side so the wordmark stays readable over the peaks.
  const shade = linearGradient(c, [[0, "#0b1230", 0.92], [0.55, "#0b1230", 0.6], [1, "#0b1230", 0]], 0, 0, 1, 0);
  c.body.push(`<rect width="1200" height="630" fill="${shade}"/>`);
  prayerFlags(c, rng, { x1: -20, y1: 40, x2: 1220, y2: 70, sag: 40, count: 26, size: 30 });
  c.body.push(
    `<g transform="translate(80 200)"><rect width="96" height="96" rx="22" fill="#b3262f"/><g transform="scale(1.5)"><path d="M17,50V22L25,13V50Z" fill="#ffffff"/><path d="M33,50V22L41,13V50Z" fill="#ffffff"/><circle cx="49" cy="17" r="5" fill="#f2b705"/></g></g>`,
  );
  c.body.push(
    `<text x="80" y="380" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="84" font-weight="800" fill="#ffffff">Ekadash Collective</text>`,
  );
  c.body.push(
    `<text x="84" y="432" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="30" font-weight="500" fill="#f6d9a8">A Movement of Purposeful Youth · Kathmandu</text>`,
  );
  c.body.push(
    `<text x="200" y="272" font-family="Noto Sans Devanagari, sans-serif" font-size="56" font-weight="700" fill="#f29f25">एकादश</text>`,
  );
  finish(c, 0, 0.3);
  return toSvg(c);
}

/* ------------------------------------------------------------------ */
/* Output                                                              */
/* ------------------------------------------------------------------ */

type Job = { file: string; w: number; h: number; scene: Scene };

const jobs: Job[] = [
  // Fixed copy
  { file: "images/site/hero-valley.webp", w: W, h: H, scene: heroValley },
  { file: "images/site/why-eleven.webp", w: W, h: H, scene: whyEleven },
  { file: "images/services/marketing.webp", w: W, h: H, scene: serviceMarketing },
  { file: "images/services/impact.webp", w: W, h: H, scene: serviceImpact },
  { file: "images/services/content.webp", w: W, h: H, scene: serviceContent },
  // Blog
  { file: "images/demo/blog/rotating-leadership.webp", w: W, h: H, scene: blogRotatingLeadership },
  { file: "images/demo/blog/momo-reels.webp", w: W, h: H, scene: blogMomoReels },
  { file: "images/demo/blog/bagmati-cleanup.webp", w: W, h: H, scene: blogBagmati },
  { file: "images/demo/blog/asan-photo-walk.webp", w: W, h: H, scene: blogAsan },
  { file: "images/demo/blog/five-hundred-followers.webp", w: W, h: H, scene: blogFiveHundred },
  { file: "images/demo/blog/nepal-2035.webp", w: W, h: H, scene: blogNepal2035 },
  { file: "images/demo/blog/dashain-campaigns.webp", w: W, h: H, scene: blogDashain },
  { file: "images/demo/blog/open-studio-night.webp", w: W, h: H, scene: blogOpenStudio },
  { file: "images/demo/blog/mentorship-circle.webp", w: W, h: H, scene: blogMentorship },
  { file: "images/demo/blog/sponsorship-decision.webp", w: W, h: H, scene: blogSponsorship },
  // Case studies
  { file: "images/demo/case-studies/bhaktapur-beans.webp", w: W, h: H, scene: caseBhaktapurBeans },
  { file: "images/demo/case-studies/clean-bagmati.webp", w: W, h: H, scene: caseCleanBagmati },
  { file: "images/demo/case-studies/voices-of-the-loom.webp", w: W, h: H, scene: caseVoicesOfTheLoom },
  // Featured projects
  { file: "images/demo/projects/indra-jatra-live.webp", w: W, h: H, scene: projectIndraJatra },
  { file: "images/demo/projects/saathi-annual-film.webp", w: W, h: H, scene: projectSaathiFilm },
  { file: "images/demo/projects/plastic-free-tihar.webp", w: W, h: H, scene: projectPlasticFreeTihar },
  { file: "images/demo/projects/digital-literacy-camp.webp", w: W, h: H, scene: projectDigitalLiteracy },
  // Testimonial portraits
  {
    file: "images/demo/testimonials/sarita-tuladhar.webp",
    w: 800,
    h: 800,
    scene: portrait({
      bg: ["#f7c77e", "#e98a4a"],
      pattern: "dots",
      patternColour: "#b3262f",
      skin: "#c98e63",
      hair: "#2b2220",
      hairStyle: "bun",
      clothing: "#b3262f",
      clothingAccent: "#f2b705",
      earrings: "#e9c46a",
    }),
  },
  {
    file: "images/demo/testimonials/rajendra-karki.webp",
    w: 800,
    h: 800,
    scene: portrait({
      bg: ["#9fc3e6", "#3f6fb0"],
      pattern: "ridges",
      patternColour: "#1c2f6b",
      skin: "#b57c55",
      hair: "#1d1a1a",
      hairStyle: "topi",
      clothing: "#2b2f3a",
      clothingAccent: "#f4f1ea",
      glasses: true,
    }),
  },
  {
    file: "images/demo/testimonials/pema-lama.webp",
    w: 800,
    h: 800,
    scene: portrait({
      bg: ["#b9dcc0", "#4f8f6a"],
      pattern: "flags",
      patternColour: "#1e8c4e",
      skin: "#d9a57d",
      hair: "#15120f",
      hairStyle: "long",
      clothing: "#6e1d2a",
      clothingAccent: "#e9c46a",
      earrings: "#2bb3a3",
    }),
  },
  {
    file: "images/demo/testimonials/ashmita-pandey.webp",
    w: 800,
    h: 800,
    scene: portrait({
      bg: ["#f3b0b8", "#b3262f"],
      pattern: "mandala",
      patternColour: "#fff1e6",
      skin: "#c48a62",
      hair: "#231a17",
      hairStyle: "bob",
      clothing: "#1c2f6b",
      clothingAccent: "#f4f1ea",
    }),
  },
  // Team leader pictures
  {
    file: "images/demo/team-leader/profile.webp",
    w: 800,
    h: 800,
    scene: portrait({
      bg: ["#ffd79a", "#f29f25"],
      pattern: "mandala",
      patternColour: "#b3262f",
      skin: "#c99267",
      hair: "#1b1513",
      hairStyle: "ponytail",
      clothing: "#f4f1ea",
      clothingAccent: "#1c2f6b",
      earrings: "#b3262f",
      scarf: true,
    }),
  },
  { file: "images/demo/team-leader/kirtipur-stories.webp", w: 800, h: 800, scene: tileKirtipurStories },
  { file: "images/demo/team-leader/sikne-saathi.webp", w: 800, h: 800, scene: tileSikneSaathi },
  { file: "images/demo/team-leader/thulo-sapana-podcast.webp", w: 800, h: 800, scene: tilePodcast },
  // Fallback for posts without an image
  { file: "images/fallback/post.webp", w: W, h: H, scene: fallbackPost },
];

async function write(file: string, data: Buffer | string) {
  const target = path.join(PUBLIC_DIR, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
  const size = typeof data === "string" ? Buffer.byteLength(data) : data.length;
  console.log(`${file.padEnd(52)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
}

async function main() {
  for (const job of jobs) {
    idCounter = 0;
    const c = canvas(job.w, job.h);
    job.scene(c, makeRng(job.file));
    const svg = toSvg(c);
    const webp = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 6 }).toBuffer();
    await write(job.file, webp);
  }

  for (const [name, svg] of Object.entries(logos)) await write(`images/demo/logos/${name}.svg`, svg);
  await write("images/fallback/portrait.svg", fallbackPortraitSvg);
  await write("images/fallback/logo-placeholder.svg", logoPlaceholderSvg);

  await write("favicon.svg", markSvg(64, true));
  await write("apple-touch-icon.png", await sharp(Buffer.from(markSvg(180, false))).resize(180, 180).png().toBuffer());
  idCounter = 0;
  await write("og-image.png", await sharp(Buffer.from(ogImageSvg())).png({ compressionLevel: 9, palette: false }).toBuffer());
}

await main();
