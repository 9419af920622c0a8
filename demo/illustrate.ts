// Flat product illustrations, drawn as SVG from simple shapes. One house style for the whole catalogue:
// a warm ivory backdrop, light from the top-left (lighter tops, darker right-hand sides, shadows falling
// to the bottom-right) and the piece in its own colour with a hint of its material. Every drawing lives
// in a 400 x 400 box and is scaled to the requested size, so all numbers below are in that box.
//
// Depth uses an oblique projection: a point at depth z (cm-ish units, into the scene) moves by
// (z * ox, z * oy) on screen. The front view looks straight on from a little above (ox = 0), the angle
// view also looks from the right, which reveals the right-hand sides of every box.
import type { IllustrationKind, ImageView, MaterialFinish, SeedIllustration } from './types.ts';

const FLOOR = 322;

// ---------------------------------------------------------------------------------------------
// Colour

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const digits = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? '9a9792';
  const value = parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = toRgb(a);
  const [br, bg, bb] = toRgb(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#fffaf0', t);
// A warm near-black keeps shaded sides from turning muddy grey.
const darken = (c: string, t: number) => mix(c, '#1e140c', t);

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v: number): string => (Math.round(v * 10) / 10).toString();
const pts = (list: readonly (readonly [number, number])[]): string =>
  list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

// ---------------------------------------------------------------------------------------------
// Placement transforms
//
// librsvg only tiles a pattern quickly when each tile covers an exact whole number of device pixels and
// starts on a pixel boundary; otherwise it resamples every tile, which is 10 to 50 times slower. "Exact"
// is meant literally (1.3 x 2 x 10 is not 26 in floating point), so every texture tile is a multiple of 16
// units and every placement scale a multiple of 1/16: binary fractions whose products are exact. Each
// pattern also cancels its group's translation so its tiles start at the image origin.

/** SVG matrix [a b c d e f]. */
type Affine = readonly [number, number, number, number, number, number];

const IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

function multiply(m: Affine, k: Affine): Affine {
  const [a, b, c, d, e, f] = m;
  const [a2, b2, c2, d2, e2, f2] = k;
  return [
    a * a2 + c * b2,
    b * a2 + d * b2,
    a * c2 + c * d2,
    b * c2 + d * d2,
    a * e2 + c * f2 + e,
    b * e2 + d * f2 + f,
  ];
}

const chain = (...list: Affine[]): Affine => list.reduce(multiply, IDENTITY);
const translate = (x: number, y: number): Affine => [1, 0, 0, 1, x, y];
const sixteenth = (v: number): number => Math.max(1 / 16, Math.round(v * 16) / 16);
const scale = (sx: number, sy = sx): Affine => [sixteenth(sx), 0, 0, sixteenth(sy), 0, 0];

/** Rounds to what is written into the SVG, so the inverse matches the transform the renderer sees. */
const settle = (m: Affine): Affine => m.map((v) => Math.round(v * 1e4) / 1e4) as unknown as Affine;

/** Pattern transform that puts tile corners at the image origin under the group `placement`. */
function patternAnchor([a, b, c, d, e, f]: Affine, textureScale: number): Affine {
  if (b !== 0 || c !== 0) return scale(textureScale);
  return [textureScale, 0, 0, textureScale, -e / a, -f / d];
}

const matrixAttr = (m: Affine, digits = 4): string =>
  `matrix(${m.map((v) => Number(v.toFixed(digits)).toString()).join(' ')})`;

// ---------------------------------------------------------------------------------------------
// Shapes and materials

type Shape = (fill: string, extra?: string) => string;

const rectShape =
  (x: number, y: number, w: number, h: number, rx = 0): Shape =>
  (fill, extra = '') =>
    `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}" ${extra}/>`;
const polyShape =
  (list: readonly (readonly [number, number])[]): Shape =>
  (fill, extra = '') =>
    `<polygon points="${pts(list)}" fill="${fill}" ${extra}/>`;
const pathShape =
  (d: string): Shape =>
  (fill, extra = '') =>
    `<path d="${d}" fill="${fill}" ${extra}/>`;
const ellipseShape =
  (cx: number, cy: number, rx: number, ry: number): Shape =>
  (fill, extra = '') =>
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;

interface Mat {
  id: string;
  finish: MaterialFinish;
  base: string;
  top: string;
  side: string;
  line: string;
}

function makeMat(id: string, color: string, finish: MaterialFinish): Mat {
  const lum = luminance(color);
  return {
    id,
    finish,
    base: color,
    top: lighten(color, finish === 'metal' ? 0.25 : 0.14),
    side: darken(color, lum > 0.7 ? 0.2 : 0.3),
    line: lum > 0.3 ? darken(color, 0.32) : lighten(color, 0.2),
  };
}

type Face = 'front' | 'top' | 'side';

interface PaintOptions {
  face?: Face;
  vertical?: boolean;
  /** Cylindrical shading across the width instead of the flat top-left light. */
  round?: boolean;
  /** No texture overlay (small parts where it would only be noise). */
  plain?: boolean;
}

interface BoxOptions {
  rx?: number;
  vertical?: boolean;
  plain?: boolean;
}

/** A drawing context for one image: the view, the projection and the materials in use. */
interface Kit {
  view: ImageView;
  angle: boolean;
  ox: number;
  oy: number;
  m: Mat;
  /** Structural parts: the piece itself, or a wooden frame around cane panels. */
  frame: Mat;
  legs: Mat;
  cushion: Mat;
  ivory: Mat;
  dark: Mat;
  brass: Mat;
  steel: Mat;
  leaf: Mat;
  seed: number;
  mat(id: string, color: string, finish: MaterialFinish): Mat;
  paint(m: Mat, shape: Shape, options?: PaintOptions): string;
  box(m: Mat, x: number, y: number, z: number, w: number, h: number, d: number, options?: BoxOptions): string;
  leg(m: Mat, x: number, y: number, z: number, w: number, h: number, taper?: number): string;
  /** Screen position of a point at depth z. */
  at(x: number, y: number, z: number): [number, number];
  defs(): string;
}

function createKit(
  view: ImageView,
  illustration: SeedIllustration,
  prefix = 'p',
  placement: Affine = IDENTITY,
  textureScale = 1,
): Kit {
  const anchor = ` patternTransform="${matrixAttr(patternAnchor(placement, textureScale), 6)}"`;
  const defs = new Map<string, string>();
  const angle = view === 'angle';
  const ox = angle ? 0.52 : 0;
  const oy = angle ? -0.3 : -0.26;
  const mats = new Map<string, Mat>();

  const mat = (id: string, color: string, finish: MaterialFinish): Mat => {
    const existing = mats.get(id);
    if (existing) return existing;
    const made = makeMat(`${prefix}${id}`, color, finish);
    mats.set(id, made);
    return made;
  };

  const shared = (id: string, markup: string) => {
    if (!defs.has(id)) defs.set(id, markup);
    return id;
  };

  const texture = (m: Mat, vertical: boolean): string | null => {
    const id = `tx-${m.id}${vertical ? '-v' : ''}`;
    if (defs.has(id)) return id;
    const stroke = `stroke="${m.line}" fill="none" stroke-linecap="round"`;
    let body: string;
    let size: [number, number];
    switch (m.finish) {
      case 'wood':
        if (vertical) {
          size = [32, 160];
          body =
            `<path d="M7 0 C3 40 11 80 7 160" ${stroke} stroke-width="1.3" stroke-opacity=".45"/>` +
            `<path d="M17 0 C21 50 13 100 17 160" ${stroke} stroke-width="1" stroke-opacity=".35"/>` +
            `<path d="M26 0 C24 30 29 70 26 160" ${stroke} stroke-width=".7" stroke-opacity=".3"/>` +
            `<ellipse cx="11.5" cy="112" rx="2.2" ry="7" ${stroke} stroke-width=".9" stroke-opacity=".4"/>`;
          break;
        }
        size = [160, 32];
        body =
          `<path d="M0 7 C40 3 80 11 160 7" ${stroke} stroke-width="1.3" stroke-opacity=".45"/>` +
          `<path d="M0 17 C50 21 100 13 160 17" ${stroke} stroke-width="1" stroke-opacity=".35"/>` +
          `<path d="M0 26 C30 24 70 29 160 26" ${stroke} stroke-width=".7" stroke-opacity=".3"/>` +
          `<ellipse cx="112" cy="11.5" rx="7" ry="2.2" ${stroke} stroke-width=".9" stroke-opacity=".4"/>`;
        break;
      case 'cane': {
        // Open "Viennese" weave: light strands around regular octagonal holes.
        size = [16, 16];
        const cell = (cx: number, cy: number) =>
          [0, 1, 2, 3, 4, 5, 6, 7]
            .map((i) => {
              const a = ((i + 0.5) / 8) * Math.PI * 2;
              return `${n(cx + Math.cos(a) * 2.3)},${n(cy + Math.sin(a) * 2.3)}`;
            })
            .join(' ');
        body =
          `<path d="M0 0 L16 16 M16 0 L0 16 M8 0 L16 8 L8 16 L0 8 Z" ${stroke} stroke-width=".9" stroke-opacity=".55"/>` +
          `<path d="M0 .5 H16 M0 8.5 H16 M.5 0 V16 M8.5 0 V16" stroke="${m.top}" fill="none" stroke-width="1" stroke-opacity=".9"/>` +
          [4.5, 12.5]
            .flatMap((x) =>
              [4.5, 12.5].map(
                (y) => `<polygon points="${cell(x, y)}" fill="${darken(m.base, 0.5)}" fill-opacity=".62"/>`,
              ),
            )
            .join('');
        break;
      }
      case 'fabric':
        size = [16, 16];
        body = [0, 4, 8, 12]
          .flatMap((x) => [0, 4, 8, 12].map((y) => [x, y] as const))
          .map(
            ([x, y]) =>
              `<circle cx="${x + 1}" cy="${y + 1}" r=".6" fill="${m.line}" fill-opacity=".2"/>` +
              `<circle cx="${x + 3}" cy="${y + 3}" r=".5" fill="#ffffff" fill-opacity=".14"/>`,
          )
          .join('');
        break;
      case 'leather':
        size = [16, 16];
        body =
          `<circle cx="2" cy="3" r=".7" fill="${m.line}" fill-opacity=".16"/>` +
          `<circle cx="6.5" cy="7" r=".6" fill="${m.line}" fill-opacity=".14"/>` +
          `<circle cx="11" cy="12.5" r=".7" fill="${m.line}" fill-opacity=".15"/>` +
          `<circle cx="13" cy="4" r=".6" fill="${m.line}" fill-opacity=".13"/>` +
          `<circle cx="7" cy="1.5" r=".5" fill="#ffffff" fill-opacity=".1"/>` +
          `<circle cx="3" cy="12" r=".5" fill="#ffffff" fill-opacity=".1"/>`;
        break;
      case 'stone':
        size = [176, 176];
        body =
          `<path d="M0 40 C40 30 70 70 110 60 S160 90 180 80" ${stroke} stroke-width="1.3" stroke-opacity=".32"/>` +
          `<path d="M20 180 C40 140 90 130 120 100 S170 40 180 20" ${stroke} stroke-width=".8" stroke-opacity=".25"/>` +
          `<path d="M60 0 C70 30 50 50 80 80 S90 120 140 130" ${stroke} stroke-width=".6" stroke-opacity=".22"/>`;
        break;
      case 'ceramic':
        size = [16, 16];
        body =
          `<circle cx="3" cy="4" r=".55" fill="${m.line}" fill-opacity=".2"/>` +
          `<circle cx="11" cy="12" r=".45" fill="${m.line}" fill-opacity=".18"/>` +
          `<circle cx="13" cy="5" r=".4" fill="${m.line}" fill-opacity=".16"/>`;
        break;
      case 'glass':
        size = [64, 64];
        body =
          `<path d="M-10 74 L74 -10 M-74 74 L74 -74 M54 74 L74 54" stroke="#ffffff" stroke-opacity=".22" stroke-width="7"/>` +
          `<path d="M8 74 L74 8 M-56 74 L74 -56" stroke="#ffffff" stroke-opacity=".16" stroke-width="2.5"/>`;
        break;
      case 'metal':
        return null;
    }
    defs.set(
      id,
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size[0]}" height="${size[1]}"${anchor}>${body}</pattern>`,
    );
    return id;
  };

  const sheen = (m: Mat): string =>
    shared(
      `sh-${m.id}`,
      `<linearGradient id="sh-${m.id}" x1="0" y1="0" x2="1" y2=".35">` +
        `<stop offset="0" stop-color="#ffffff" stop-opacity=".35"/>` +
        `<stop offset=".3" stop-color="#ffffff" stop-opacity="0"/>` +
        `<stop offset=".48" stop-color="#ffffff" stop-opacity=".32"/>` +
        `<stop offset=".56" stop-color="#ffffff" stop-opacity="0"/>` +
        `<stop offset="1" stop-color="${darken(m.base, 0.5)}" stop-opacity=".45"/>` +
        `</linearGradient>`,
    );

  const paint = (m: Mat, shape: Shape, options: PaintOptions = {}): string => {
    const face = options.face ?? 'front';
    const fill = face === 'front' ? m.base : face === 'top' ? m.top : m.side;
    let out = shape(fill, m.finish === 'glass' ? 'fill-opacity=".72"' : '');
    const tex = options.plain ? null : texture(m, options.vertical ?? false);
    if (tex) out += shape(`url(#${tex})`);
    if (m.finish === 'metal') out += shape(`url(#${sheen(m)})`);
    if (m.finish === 'ceramic' || m.finish === 'leather' || m.finish === 'glass') out += shape('url(#gloss)');
    if (options.round) out += shape('url(#round)');
    else if (face === 'front') out += shape('url(#lit)');
    return out;
  };

  const at = (x: number, y: number, z: number): [number, number] => [x + z * ox, y + z * oy];

  const box = (
    m: Mat,
    x: number,
    y: number,
    z: number,
    w: number,
    h: number,
    d: number,
    options: BoxOptions = {},
  ): string => {
    const [sx, sy] = at(x, y, z);
    const dx = d * ox;
    const dy = d * oy;
    const r = Math.min(options.rx ?? 0, w / 2, h / 2);
    const inset = r;
    let out = '';
    // Rounded boxes: a copy of the front pushed back fills the rounded corners of the top and side.
    if (r >= 4 && (dx > 0.5 || dy < -0.5))
      out += paint(m, rectShape(sx + dx, sy + dy, w, h, r), { face: 'top', plain: options.plain });
    if (dx > 0.5)
      out += paint(
        m,
        polyShape([
          [sx + w, sy + inset],
          [sx + w + dx, sy + dy + inset],
          [sx + w + dx, sy + h + dy - inset],
          [sx + w, sy + h - inset],
        ]),
        { face: 'side', vertical: options.vertical, plain: options.plain },
      );
    if (dy < -0.5)
      out += paint(
        m,
        polyShape([
          [sx + inset, sy],
          [sx + dx + inset, sy + dy],
          [sx + w + dx - inset, sy + dy],
          [sx + w - inset, sy],
        ]),
        { face: 'top', plain: options.plain },
      );
    out += paint(m, rectShape(sx, sy, w, h, r), { vertical: options.vertical, plain: options.plain });
    return out;
  };

  const leg = (m: Mat, x: number, y: number, z: number, w: number, h: number, taper = 0.35): string => {
    const [sx, sy] = at(x, y, z);
    const t = (w * taper) / 2;
    const depth = w * 0.6 * ox;
    const side =
      depth > 0.5
        ? paint(
            m,
            polyShape([
              [sx + w, sy],
              [sx + w + depth, sy - depth * 0.6],
              [sx + w - t + depth, sy + h - depth * 0.6],
              [sx + w - t, sy + h],
            ]),
            { face: 'side', plain: true },
          )
        : '';
    return (
      side +
      paint(
        m,
        polyShape([
          [sx, sy],
          [sx + w, sy],
          [sx + w - t, sy + h],
          [sx + t, sy + h],
        ]),
        { vertical: true, plain: true },
      )
    );
  };

  const m = mat('main', illustration.color, illustration.finish);
  const frame =
    illustration.finish === 'cane' ? mat('frame', mix(illustration.color, '#5a361c', 0.55), 'wood') : m;
  const dark = mat('dark', '#2f2b28', 'metal');
  const brass = mat('brass', '#b8913f', 'metal');
  const legs =
    illustration.finish === 'wood'
      ? mat('legs', darken(illustration.color, 0.12), 'wood')
      : illustration.finish === 'cane'
        ? frame
        : illustration.finish === 'metal'
          ? m
          : illustration.finish === 'stone' ||
              illustration.finish === 'glass' ||
              illustration.finish === 'ceramic'
            ? brass
            : mat('legs', '#5a3a24', 'wood');
  const ivory = mat('ivory', '#ede4d3', 'fabric');
  const cushion = illustration.finish === 'fabric' || illustration.finish === 'leather' ? m : ivory;

  return {
    view,
    angle,
    ox,
    oy,
    m,
    frame,
    legs,
    cushion,
    ivory,
    dark,
    brass,
    steel: mat('steel', '#b9bcbd', 'metal'),
    leaf: mat('leaf', '#5f8a55', 'fabric'),
    seed: hashOf(`${illustration.kind}${illustration.color}${illustration.finish}`),
    mat,
    paint,
    box,
    leg,
    at,
    defs: () => [...defs.values()].join(''),
  };
}

const LIT =
  '<linearGradient id="lit" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".2"/><stop offset=".5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#20140a" stop-opacity=".14"/></linearGradient>';
const ROUND =
  '<linearGradient id="round" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity=".18"/><stop offset=".28" stop-color="#ffffff" stop-opacity=".22"/><stop offset=".55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#20140a" stop-opacity=".32"/></linearGradient>';
const GLOSS =
  '<radialGradient id="gloss" cx=".3" cy=".25" r=".5"><stop offset="0" stop-color="#ffffff" stop-opacity=".38"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>';
const SHADOW =
  '<radialGradient id="shadow"><stop offset="0" stop-color="#4a3420" stop-opacity=".34"/><stop offset=".6" stop-color="#4a3420" stop-opacity=".14"/><stop offset="1" stop-color="#4a3420" stop-opacity="0"/></radialGradient>';
const GLOW =
  '<radialGradient id="glow"><stop offset="0" stop-color="#fff1c9" stop-opacity=".95"/><stop offset=".45" stop-color="#ffd98a" stop-opacity=".45"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient>';

const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadow)"/>`;
const glow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#glow)"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, color: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" ${extra}/>`;

// ---------------------------------------------------------------------------------------------
// The pieces

type Placement = 'floor' | 'wall' | 'ceiling' | 'flat';

interface KindSpec {
  /** Front-view width and greatest depth, used to fit the angle view and place the shadow. */
  width: number;
  depth: number;
  place: Placement;
  /** Where the detail view zooms in, and how far. */
  focus: readonly [number, number, number];
  /** Height of the piece above the floor, for fitting it into a room. */
  height: number;
  draw(k: Kit): string;
}

function handle(k: Kit, x: number, y: number, w: number, h: number, z = 0): string {
  const [sx, sy] = k.at(x, y, z);
  return k.paint(k.brass, rectShape(sx, sy, w, h, Math.min(w, h) / 2), { plain: true });
}

function seam(k: Kit, x1: number, y1: number, x2: number, y2: number, m: Mat, z = 0): string {
  const [a, b] = k.at(x1, y1, z);
  const [c, d] = k.at(x2, y2, z);
  return line(a, b, c, d, darken(m.base, 0.35), 1.4, 'stroke-opacity=".7"');
}

function inset(k: Kit, m: Mat, x: number, y: number, w: number, h: number, z = 0, vertical = false): string {
  const [sx, sy] = k.at(x, y, z);
  return (
    k.paint(m, rectShape(sx, sy, w, h, 2), { vertical }) +
    rectShape(
      sx,
      sy,
      w,
      h,
      2,
    )('none', `stroke="${darken(m.base, 0.3)}" stroke-width="1.4" stroke-opacity=".6"`)
  );
}

function sofa(k: Kit): string {
  const { frame, cushion, legs } = k;
  let out = '';
  for (const x of [82, 312]) out += k.leg(legs, x, 302, 78, 9, 20);
  out += k.box(frame, 76, 168, 66, 248, 134, 22, { rx: 12 });
  out += k.box(frame, 64, 214, 0, 36, 88, 88, { rx: 8 });
  for (let i = 0; i < 3; i++) out += k.box(cushion, 104 + i * 64.7, 184, 52, 62.7, 64, 14, { rx: 10 });
  out += k.box(frame, 100, 262, 0, 200, 40, 70);
  for (let i = 0; i < 3; i++) out += k.box(cushion, 100 + i * 66.7, 238, 2, 65.7, 26, 64, { rx: 6 });
  out += k.box(frame, 300, 214, 0, 36, 88, 88, { rx: 8 });
  for (const x of [82, 312]) out += k.leg(legs, x, 302, 4, 9, 20);
  return out;
}

function armchair(k: Kit): string {
  const { frame, legs } = k;
  const cane = k.m.finish === 'cane';
  const seat = cane || k.m.finish === 'wood' ? k.ivory : k.m;
  let out = '';
  for (const x of [130, 262]) out += k.leg(legs, x, 294, 76, 9, 28);
  out += k.box(cane ? k.m : frame, 124, 140, 66, 152, 154, 20, { rx: 22 });
  if (!cane) out += k.box(seat, 146, 160, 52, 108, 80, 12, { rx: 12 });
  out += k.box(cane ? k.m : frame, 112, 214, 0, 30, 80, 86, { rx: 8 });
  out += k.box(cane ? k.m : frame, 142, 256, 0, 116, 38, 70);
  out += k.box(seat, 142, 234, 2, 116, 24, 64, { rx: 7 });
  out += k.box(cane ? k.m : frame, 258, 214, 0, 30, 80, 86, { rx: 8 });
  for (const x of [130, 262]) out += k.leg(legs, x, 294, 4, 9, 28);
  return out;
}

function coffeeTable(k: Kit): string {
  const top = k.m;
  const legs = k.m.finish === 'stone' || k.m.finish === 'glass' ? k.brass : k.frame;
  let out = '';
  for (const x of [90, 300]) out += k.leg(legs, x, 262, 96, 10, 60, 0.2);
  out += k.box(k.m, 88, 290, 8, 224, 8, 92);
  for (const x of [90, 300]) out += k.leg(legs, x, 262, 4, 10, 60, 0.2);
  if (k.m.finish !== 'stone' && k.m.finish !== 'metal') {
    out += k.box(k.frame, 84, 250, 4, 232, 16, 100);
    out += handle(k, 192, 255, 16, 5);
  }
  out += k.box(top, 74, 236, 0, 252, 14, 110);
  return out;
}

function tvUnit(k: Kit): string {
  const { frame } = k;
  const recess = k.mat('recess', darken(frame.base, 0.45), 'wood');
  const screen = k.mat('screen', '#26282b', 'glass');
  let out = '';
  for (const x of [60, 332]) out += k.leg(k.legs, x, 302, 40, 8, 20);
  out += k.box(frame, 48, 236, 0, 304, 66, 50);
  out += k.paint(recess, rectShape(154, 246, 92, 46, 2), { plain: true });
  out += k.box(k.dark, 166, 280, 10, 40, 10, 24, { plain: true });
  out += inset(k, k.m, 56, 244, 90, 50, 0, true);
  out += inset(k, k.m, 254, 244, 90, 50, 0, true);
  out += handle(k, 132, 262, 5, 16) + handle(k, 263, 262, 5, 16);
  for (const x of [60, 332]) out += k.leg(k.legs, x, 302, 2, 8, 20);
  // The television stands on the unit, behind its front edge.
  out += k.box(k.dark, 176, 230, 24, 48, 6, 14, { plain: true });
  out += k.box(k.dark, 196, 212, 30, 8, 20, 4, { plain: true });
  const [sx, sy] = k.at(108, 116, 30);
  out += k.box(k.dark, 108, 116, 30, 184, 102, 4, { plain: true });
  out += k.paint(screen, rectShape(sx + 4, sy + 4, 176, 94, 1), { plain: true });
  out += `<polygon points="${pts([
    [sx + 100, sy + 4],
    [sx + 140, sy + 4],
    [sx + 80, sy + 98],
    [sx + 40, sy + 98],
  ])}" fill="#ffffff" fill-opacity=".07"/>`;
  return out;
}

function bed(k: Kit): string {
  const { m, frame } = k;
  const upholstered = m.finish === 'fabric' || m.finish === 'leather';
  const mattress = k.mat('mattress', '#f3ede3', 'fabric');
  const pillow = k.mat('pillow', '#faf6ee', 'fabric');
  const duvet = k.mat('duvet', mix(m.base, '#f3ede3', 0.5), 'fabric');
  let out = '';
  out += k.box(frame, 70, 132, 196, 260, 190, 12, { rx: upholstered ? 16 : 4, vertical: !upholstered });
  const [hx, hy] = k.at(70, 132, 196);
  if (upholstered) {
    for (let i = 1; i < 6; i++)
      out += line(
        hx + i * 43.3,
        hy + 14,
        hx + i * 43.3,
        hy + 120,
        darken(m.base, 0.3),
        1.6,
        'stroke-opacity=".5"',
      );
  } else {
    out += k.paint(m, rectShape(hx + 18, hy + 18, 224, 100, 3), { vertical: true });
    out += rectShape(
      hx + 18,
      hy + 18,
      224,
      100,
      3,
    )('none', `stroke="${darken(frame.base, 0.3)}" stroke-width="2" stroke-opacity=".55"`);
  }
  out += k.box(frame, 64, 264, 0, 272, 44, 196);
  out += k.box(mattress, 74, 240, 6, 252, 26, 184, { rx: 6 });
  out += k.box(pillow, 92, 222, 150, 100, 22, 30, { rx: 11 });
  out += k.box(pillow, 208, 222, 150, 100, 22, 30, { rx: 11 });
  out += k.box(duvet, 70, 238, 2, 260, 32, 104, { rx: 8 });
  out += k.box(frame, 64, 264, 0, 272, 44, 4);
  for (const x of [70, 318]) out += k.leg(k.legs, x, 308, 2, 12, 14, 0.1);
  return out;
}

function wardrobe(k: Kit): string {
  const { m, frame } = k;
  const mirror = luminance(m.base) > 0.75;
  let out = k.box(k.mat('plinth', darken(frame.base, 0.3), 'wood'), 112, 306, 4, 176, 16, 52, {
    plain: true,
  });
  out += k.box(frame, 106, 80, 0, 188, 226, 60, { vertical: true });
  out += k.box(frame, 100, 68, -2, 200, 14, 64);
  const doorW = 176 / 3;
  for (let i = 0; i < 3; i++) {
    const x = 112 + i * doorW;
    if (mirror && i === 1) out += mirrorGlass(k, x + 4, 90, doorW - 8, 160);
    else out += inset(k, m, x + 5, 92, doorW - 10, 156, 0, true);
  }
  out +=
    seam(k, 112 + doorW, 86, 112 + doorW, 254, frame) +
    seam(k, 112 + 2 * doorW, 86, 112 + 2 * doorW, 254, frame);
  out += handle(k, 112 + doorW - 9, 160, 4, 26) + handle(k, 112 + 2 * doorW + 5, 160, 4, 26);
  out += handle(k, 112 + 2 * doorW - 9, 160, 4, 26);
  out += inset(k, m, 114, 258, 84, 42) + inset(k, m, 202, 258, 84, 42);
  out += handle(k, 146, 277, 20, 4) + handle(k, 234, 277, 20, 4);
  return out;
}

function mirrorGlass(k: Kit, x: number, y: number, w: number, h: number, z = 0): string {
  const [sx, sy] = k.at(x, y, z);
  const id = `mg${Math.round(sx)}${Math.round(sy)}`;
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6eeee"/><stop offset="1" stop-color="#b3c3c5"/></linearGradient>` +
    `<clipPath id="c${id}"><rect x="${n(sx)}" y="${n(sy)}" width="${n(w)}" height="${n(h)}" rx="2"/></clipPath></defs>` +
    `<rect x="${n(sx)}" y="${n(sy)}" width="${n(w)}" height="${n(h)}" rx="2" fill="url(#${id})"/>` +
    `<g clip-path="url(#c${id})" fill="#ffffff" fill-opacity=".45"><polygon points="${pts([
      [sx + w * 0.25, sy],
      [sx + w * 0.55, sy],
      [sx, sy + h * 0.5],
      [sx, sy + h * 0.2],
    ])}"/><polygon points="${pts([
      [sx + w * 0.75, sy],
      [sx + w * 0.85, sy],
      [sx, sy + h * 0.9],
      [sx, sy + h * 0.78],
    ])}"/></g>`
  );
}

function sideTable(k: Kit): string {
  const { m, frame } = k;
  const stone = m.finish === 'stone';
  const body = stone ? k.brass : frame;
  const recess = k.mat('recess', darken(body.base, 0.45), 'wood');
  let out = '';
  for (const x of [142, 250]) out += k.leg(k.legs, x, 290, 42, 8, 32, 0.3);
  out += k.box(body, 136, 196, 0, 128, 94, 48);
  out += stone ? '' : inset(k, m, 144, 204, 112, 36);
  if (stone) out += k.box(k.mat('drawer', darken(k.brass.base, 0.1), 'metal'), 144, 204, 0, 112, 36, 0);
  out += handle(k, 194, 219, 12, 5);
  out += k.paint(recess, rectShape(144, 248, 112, 34, 2), { plain: true });
  out += k.box(k.mat('book1', '#2f4b7c', 'fabric'), 156, 262, 8, 40, 7, 26, { plain: true });
  out += k.box(k.mat('book2', '#c0643c', 'fabric'), 160, 255, 10, 34, 7, 22, { plain: true });
  for (const x of [142, 250]) out += k.leg(k.legs, x, 290, 2, 8, 32, 0.3);
  out += k.box(stone ? m : frame, 130, 188, -2, 140, 9, 52);
  return out;
}

function diningTable(k: Kit): string {
  const { m, frame } = k;
  const chair = m.finish === 'stone' ? k.mat('chair', '#c9a77c', 'wood') : frame;
  const seat = m.finish === 'stone' ? k.ivory : k.cushion === k.m ? k.m : k.ivory;
  const legs = m.finish === 'stone' ? k.brass : frame;
  let out = '';
  for (const cx of [134, 266]) {
    out += k.box(chair, cx - 34, 146, 150, 8, 120, 8) + k.box(chair, cx + 26, 146, 150, 8, 120, 8);
    out += k.box(seat, cx - 28, 150, 150, 56, 50, 6, { rx: 6 });
  }
  for (const x of [74, 314]) out += k.leg(legs, x, 226, 118, 12, 96, 0.2);
  // End chairs seen side-on: back post, seat and front leg.
  out += k.box(chair, 20, 176, 40, 8, 146, 8) + k.box(seat, 20, 254, 40, 46, 14, 40, { rx: 4 });
  out += k.leg(chair, 56, 268, 40, 7, 54, 0.1);
  out += k.box(chair, 372, 176, 40, 8, 146, 8) + k.box(seat, 334, 254, 40, 46, 14, 40, { rx: 4 });
  out += k.leg(chair, 337, 268, 40, 7, 54, 0.1);
  out += k.box(frame === m ? m : frame, 66, 224, 8, 268, 14, 114);
  for (const x of [74, 314]) out += k.leg(legs, x, 226, 4, 12, 96, 0.2);
  out += k.box(m, 54, 210, 0, 292, 14, 130);
  return out;
}

function diningChair(k: Kit): string {
  const { m, frame } = k;
  const upholstered = m.finish === 'fabric' || m.finish === 'leather';
  const structure = upholstered ? k.legs : frame;
  let out = '';
  out += k.box(structure, 146, 118, 88, 10, 204, 8) + k.box(structure, 244, 118, 88, 10, 204, 8);
  if (upholstered) out += k.box(m, 144, 112, 82, 112, 104, 12, { rx: 14 });
  else if (m.finish === 'wood') for (const y of [126, 154, 182]) out += k.box(m, 152, y, 88, 96, 14, 5);
  else if (m.finish === 'metal') for (const y of [124, 160, 196]) out += k.box(m, 152, y, 88, 96, 6, 4);
  else {
    out += k.box(frame, 150, 118, 88, 100, 8, 6);
    out += k.box(m, 154, 128, 88, 92, 70, 3);
  }
  out += k.box(structure, 144, 246, 6, 112, 12, 84);
  for (const x of [146, 245]) out += k.leg(structure, x, 246, 2, 9, 76, 0.15);
  out += k.box(
    upholstered ? m : m.finish === 'cane' ? k.m : frame,
    140,
    228,
    0,
    120,
    upholstered ? 22 : 14,
    96,
    {
      rx: upholstered ? 6 : 2,
    },
  );
  return out;
}

function kitchen(k: Kit): string {
  const { m } = k;
  const tile = k.mat('tile', '#efe9df', 'ceramic');
  const counter = k.mat('counter', '#e4ded4', 'stone');
  const plinth = k.mat('plinth', darken(m.base, 0.35), 'wood');
  const hood = k.steel;
  let out = '';
  const [tx, ty] = k.at(40, 146, 62);
  out += k.paint(tile, rectShape(tx, ty, 320, 80), { plain: true });
  for (let i = 1; i < 4; i++) out += line(tx, ty + i * 20, tx + 320, ty + i * 20, '#d8cfc1', 0.8);
  for (let i = 1; i < 16; i++) out += line(tx + i * 20, ty, tx + i * 20, ty + 80, '#d8cfc1', 0.8);
  out += k.box(m, 40, 62, 24, 130, 84, 38) + k.box(m, 230, 62, 24, 130, 84, 38);
  out += seam(k, 105, 66, 105, 142, m, 24) + seam(k, 295, 66, 295, 142, m, 24);
  out += handle(k, 98, 128, 4, 12, 24) + handle(k, 109, 128, 4, 12, 24);
  out += handle(k, 288, 128, 4, 12, 24) + handle(k, 299, 128, 4, 12, 24);
  out += k.box(hood, 188, 62, 40, 24, 56, 10);
  const [h1x, h1y] = k.at(172, 118, 30);
  out += k.paint(
    hood,
    polyShape([
      [h1x + 16, h1y],
      [h1x + 40, h1y],
      [h1x + 56, h1y + 26],
      [h1x, h1y + 26],
    ]),
  );
  out += k.box(plinth, 44, 308, 6, 312, 14, 50, { plain: true });
  out += k.box(m, 40, 232, 0, 320, 76, 60);
  out += inset(k, m, 46, 238, 70, 20) + inset(k, m, 46, 260, 70, 20) + inset(k, m, 46, 282, 70, 22);
  for (const y of [246, 268, 291]) out += handle(k, 66, y, 30, 4);
  for (let i = 0; i < 3; i++) {
    const x = 122 + i * 79;
    out += inset(k, m, x, 238, 73, 66);
    out += handle(k, x + (i === 1 ? 8 : 61), 250, 4, 20);
  }
  out += k.box(counter, 36, 222, -2, 328, 10, 66);
  // Hob on the counter top.
  const hob = [k.at(150, 222, 14), k.at(240, 222, 14), k.at(240, 222, 50), k.at(150, 222, 50)] as const;
  out += `<polygon points="${pts(hob)}" fill="#2c2b2a"/>`;
  for (const [cx, cz] of [
    [172, 32],
    [218, 32],
  ] as const) {
    const [bx, by] = k.at(cx, 222, cz);
    out += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="11" ry="${n(Math.max(3, 18 * -k.oy))}" fill="none" stroke="#8a8580" stroke-width="2"/>`;
  }
  return out;
}

function desk(k: Kit): string {
  const { m, frame } = k;
  const laptop = k.mat('laptop', '#3b3d40', 'metal');
  const mug = k.mat('mug', '#c0643c', 'ceramic');
  let out = '';
  for (const x of [300]) out += k.leg(k.legs === k.m ? m : frame, x, 212, 70, 10, 110, 0.2);
  out += k.box(frame, 84, 212, 4, 74, 106, 70);
  for (let i = 0; i < 3; i++) {
    out += inset(k, m, 90, 218 + i * 33, 62, 29);
    out += handle(k, 113, 230 + i * 33, 16, 4);
  }
  out += k.box(k.mat('plinth', darken(frame.base, 0.35), 'wood'), 86, 318, 6, 70, 4, 64, { plain: true });
  out += k.leg(k.legs === k.m ? m : frame, 302, 212, 4, 10, 110, 0.2);
  out += k.box(m, 74, 200, 0, 252, 12, 80);
  out += k.box(laptop, 200, 154, 58, 74, 46, 3, { plain: true });
  const [lx, ly] = k.at(204, 158, 58);
  out += `<rect x="${n(lx)}" y="${n(ly)}" width="66" height="38" rx="1" fill="#7e98a3" fill-opacity=".85"/>`;
  out += k.box(laptop, 200, 197, 14, 74, 3, 44, { plain: true });
  out += k.box(mug, 126, 184, 30, 16, 16, 12, { rx: 3, plain: true });
  return out;
}

function officeChair(k: Kit): string {
  const { m } = k;
  const base = m.finish === 'leather' ? k.steel : k.dark;
  let out = '';
  const hub: [number, number] = [200, 304];
  const feet: [number, number][] = [
    [124, 314],
    [276, 314],
    [158, 326],
    [242, 326],
    [200 + k.ox * 40, 300 + k.oy * 40],
  ];
  for (const [fx, fy] of feet.slice(0, 2).concat(feet.slice(4)))
    out += line(hub[0], hub[1], fx, fy, base.side, 8);
  for (const [fx, fy] of feet) out += `<circle cx="${n(fx)}" cy="${n(fy + 5)}" r="6" fill="#1f1d1b"/>`;
  for (const [fx, fy] of feet.slice(2, 4)) out += line(hub[0], hub[1], fx, fy, base.base, 8);
  out += k.paint(k.steel, rectShape(194, 252, 12, 52, 3), { round: true, plain: true });
  out += k.box(m, 150, 96, 64, 100, 138, 12, { rx: 30 });
  const [bx, by] = k.at(150, 96, 64);
  if (m.finish === 'fabric')
    out += `<rect x="${n(bx + 5)}" y="${n(by + 5)}" width="90" height="128" rx="26" fill="none" stroke="${darken(m.base, 0.35)}" stroke-width="5" stroke-opacity=".8"/>`;
  else
    out += line(
      bx + 50,
      by + 20,
      bx + 50,
      by + 110,
      darken(m.base, 0.3),
      1.5,
      'stroke-opacity=".5" stroke-dasharray="4 3"',
    );
  out += k.box(k.dark, 178, 228, 40, 44, 18, 20, { plain: true });
  out += k.box(base, 132, 212, 10, 8, 40, 30, { plain: true });
  out += k.box(base, 124, 204, 6, 26, 9, 46, { rx: 4, plain: true });
  out += k.box(m, 138, 236, 0, 124, 24, 82, { rx: 11 });
  out += k.box(base, 260, 212, 10, 8, 40, 30, { plain: true });
  out += k.box(base, 250, 204, 6, 26, 9, 46, { rx: 4, plain: true });
  return out;
}

function bookshelf(k: Kit): string {
  const { m, frame } = k;
  const rnd = seeded(k.seed);
  const back = k.mat('back', darken(frame.base, 0.4), 'wood');
  const bookColours = [
    '#b5563a',
    '#2f4b7c',
    '#d19a2a',
    '#5e7b5a',
    '#e7dcc8',
    '#3c3c3c',
    '#8a5a86',
    '#c98a6b',
  ];
  let out = k.box(frame, 116, 64, 0, 168, 252, 40, { vertical: true });
  out += k.paint(back, rectShape(126, 74, 148, 234), { plain: true });
  const shelfY = [74, 124, 174, 224];
  shelfY.forEach((y, row) => {
    const floor = y + 46;
    let x = 130;
    if (row === 1) {
      // Plates and a bowl: the same shelves double as a crockery display.
      for (let i = 0; i < 3; i++)
        out += `<ellipse cx="${n(146 + i * 22)}" cy="${n(floor - 17)}" rx="13" ry="15" fill="#f4efe6" stroke="#2f4b7c" stroke-width="2.2"/>`;
      out += k.paint(
        k.mat('bowl', '#2f6b6b', 'ceramic'),
        pathShape(`M214 ${floor - 14} Q236 ${floor + 2} 258 ${floor - 14} Z`),
        { round: true },
      );
      x = 999;
    }
    while (x < 262) {
      const w = 6 + Math.floor(rnd() * 7);
      const h = 28 + Math.floor(rnd() * 14);
      if (x + w > 270) break;
      const colour = bookColours[Math.floor(rnd() * bookColours.length)] ?? '#b5563a';
      if (rnd() < 0.12 && x < 240) {
        out += k.paint(
          k.mat('vase', '#c0643c', 'ceramic'),
          pathShape(
            `M${x + 2} ${floor} Q${x - 4} ${floor - 18} ${x + 6} ${floor - 26} L${x + 10} ${floor - 26} Q${x + 20} ${floor - 18} ${x + 14} ${floor} Z`,
          ),
          { round: true },
        );
        x += 24;
        continue;
      }
      out += `<rect x="${x}" y="${floor - h}" width="${w}" height="${h}" fill="${colour}"/><rect x="${x}" y="${floor - h}" width="${n(w * 0.35)}" height="${h}" fill="#ffffff" fill-opacity=".15"/>`;
      x += w + 1;
    }
    out += k.paint(frame, rectShape(126, floor, 148, 6));
  });
  out += inset(k, m, 128, 276, 70, 34, 0, true) + inset(k, m, 202, 276, 70, 34, 0, true);
  out += handle(k, 190, 286, 4, 14) + handle(k, 206, 286, 4, 14);
  return out;
}

function pendantLight(k: Kit): string {
  const { m } = k;
  const squash = k.angle ? 0.36 : 0.16;
  const canopy = m.finish === 'metal' ? m : k.dark;
  let out = `<polygon points="${pts([
    [160, 236],
    [240, 236],
    [330, FLOOR + 30],
    [70, FLOOR + 30],
  ])}" fill="url(#glow)" opacity=".35"/>`;
  out += glow(200, FLOOR + 6, 110, 18);
  out += k.paint(canopy, rectShape(182, 0, 36, 8, 2), { plain: true });
  out += line(200, 8, 200, 150, '#3a3633', 2);
  if (m.finish === 'glass') {
    out += k.paint(canopy, rectShape(190, 150, 20, 16, 3), { plain: true });
    out += glow(200, 222, 40, 40);
    out += k.paint(m, ellipseShape(200, 222, 58, 58), { round: true });
    out += `<circle cx="200" cy="222" r="9" fill="#fff3cf"/>`;
    return out;
  }
  const rim = 236;
  const top = m.finish === 'cane' ? 150 : 160;
  const half = m.finish === 'cane' ? 90 : 74;
  const dome =
    m.finish === 'metal'
      ? `M${200 - 14} ${top} L${200 + 14} ${top} C${200 + 20} ${top + 40} ${200 + half} ${rim - 34} ${200 + half} ${rim} L${200 - half} ${rim} C${200 - half} ${rim - 34} ${200 - 20} ${top + 40} ${200 - 14} ${top} Z`
      : `M${200 - half} ${rim} C${200 - half} ${top + 10} ${200 - half * 0.45} ${top} 200 ${top} C${200 + half * 0.45} ${top} ${200 + half} ${top + 10} ${200 + half} ${rim} Z`;
  out += k.paint(m, pathShape(dome), { round: true });
  out += `<ellipse cx="200" cy="${rim}" rx="${half}" ry="${n(half * squash)}" fill="${darken(m.base, 0.45)}"/>`;
  out += `<ellipse cx="200" cy="${n(rim + half * squash * 0.15)}" rx="${n(half * 0.8)}" ry="${n(half * squash * 0.75)}" fill="url(#glow)"/>`;
  out += `<circle cx="200" cy="${n(rim - 2 + half * squash * 0.4)}" r="9" fill="#fff3cf"/>`;
  out += k.paint(canopy, rectShape(193, top - 8, 14, 10, 2), { plain: true });
  return out;
}

function lampShade(
  k: Kit,
  shade: Mat,
  cx: number,
  top: number,
  bottom: number,
  topHalf: number,
  bottomHalf: number,
): string {
  return (
    glow(cx, bottom + 4, bottomHalf * 1.3, 24) +
    k.paint(
      shade,
      polyShape([
        [cx - topHalf, top],
        [cx + topHalf, top],
        [cx + bottomHalf, bottom],
        [cx - bottomHalf, bottom],
      ]),
      { round: true },
    ) +
    `<ellipse cx="${cx}" cy="${bottom}" rx="${bottomHalf}" ry="${n(bottomHalf * (k.angle ? 0.2 : 0.1))}" fill="#fff1c9" fill-opacity=".85"/>`
  );
}

function floorLamp(k: Kit): string {
  const { m } = k;
  let out = '';
  if (m.finish === 'wood') {
    out +=
      line(200, 160, 146, FLOOR, m.side, 9) +
      line(200, 160, 200 + k.ox * 60, FLOOR - 14, darken(m.base, 0.4), 8);
    out += line(200, 160, 254, FLOOR, m.base, 9);
    out += line(200, 150, 200, 120, '#2f2b28', 4);
    out += lampShade(k, k.ivory, 200, 56, 140, 48, 62);
    return out;
  }
  const stand = m.finish === 'metal' ? m : m.finish === 'cane' ? k.dark : k.brass;
  out += k.paint(stand, ellipseShape(200, FLOOR - 4, 44, 10), { round: true });
  out += k.paint(stand, rectShape(196, 120, 8, 200, 3), { round: true });
  if (m.finish === 'metal') {
    out += glow(200, 150, 60, 20);
    out += k.paint(
      m,
      pathShape('M180 70 L220 70 C228 100 262 120 262 150 L138 150 C138 120 172 100 180 70 Z'),
      { round: true },
    );
    out += `<ellipse cx="200" cy="150" rx="62" ry="${k.angle ? 12 : 6}" fill="#fff1c9" fill-opacity=".9"/>`;
  } else
    out += lampShade(k, m.finish === 'cane' || m.finish === 'fabric' ? m : k.ivory, 200, 60, 146, 46, 62);
  return out;
}

function tableLamp(k: Kit): string {
  const { m } = k;
  let out = '';
  if (m.finish === 'cane') {
    out += k.paint(m, pathShape('M184 318 L216 318 L210 196 L190 196 Z'), { round: true });
    out += k.paint(m, ellipseShape(200, 318, 44, 7), { face: 'top' });
    out += glow(200, 202, 90, 26);
    out += k.paint(m, pathShape('M108 204 C108 120 160 100 200 100 C240 100 292 120 292 204 Z'), {
      round: true,
    });
    out += `<ellipse cx="200" cy="204" rx="92" ry="${k.angle ? 16 : 7}" fill="#fff1c9" fill-opacity=".85"/>`;
    return out;
  }
  if (m.finish === 'stone') {
    out += k.box(m, 160, 288, 0, 80, 30, 44);
    out += k.paint(k.brass, rectShape(196, 180, 8, 108, 3), { round: true });
  } else if (m.finish === 'wood') {
    out += k.paint(
      m,
      pathShape(
        'M168 318 L232 318 L222 300 C240 270 236 240 214 226 L214 200 L186 200 L186 226 C164 240 160 270 178 300 Z',
      ),
      { round: true, vertical: true },
    );
  } else {
    out += k.paint(
      m,
      pathShape(
        'M176 318 L224 318 C268 300 270 248 230 228 C214 220 212 212 212 196 L188 196 C188 212 186 220 170 228 C130 248 132 300 176 318 Z',
      ),
      { round: true },
    );
    if (k.m.finish === 'ceramic')
      out += `<path d="M150 268 Q200 282 250 268" fill="none" stroke="#f4efe6" stroke-width="4" stroke-opacity=".85"/><path d="M158 284 Q200 296 242 284" fill="none" stroke="#f4efe6" stroke-width="2" stroke-opacity=".7" stroke-dasharray="5 5"/>`;
  }
  out += k.paint(k.brass, rectShape(196, 186, 8, 12, 2), { plain: true });
  out += lampShade(k, k.ivory, 200, 96, 190, 54, 76);
  return out;
}

function mirror(k: Kit): string {
  const { m } = k;
  const t = 10;
  const dx = 10 * k.ox;
  const dy = 10 * k.oy;
  let out = '';
  const ring = (r: number) => ellipseShape(200, 184, r, r);
  const withDepth = (shape: (dx: number, dy: number) => Shape, face: Mat) =>
    `<g opacity=".9">${shape(14 + dx, 16 + dy)('#4a3420', 'fill-opacity=".16"')}</g>` +
    (k.angle ? k.paint(face, shape(dx, dy), { face: 'side', plain: true }) : '');
  if (m.finish === 'cane') {
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      const x1 = 200 + Math.cos(a) * 92;
      const y1 = 184 + Math.sin(a) * 92;
      const x2 = 200 + Math.cos(a) * 150;
      const y2 = 184 + Math.sin(a) * 150;
      out += line(x1 + 8, y1 + 10, x2 + 8, y2 + 10, '#4a3420', 7, 'stroke-opacity=".1"');
      out +=
        line(x1, y1, x2, y2, i % 2 ? m.base : m.side, 7) +
        line(x1, y1, x2, y2, m.line, 1, 'stroke-opacity=".5" stroke-dasharray="3 3"');
    }
    out += k.paint(m, ring(100));
  } else if (m.finish === 'wood') {
    const arch = (ax: number, ay: number): Shape =>
      pathShape(
        `M${130 + ax} ${330 + ay} L${130 + ax} ${140 + ay} A70 70 0 0 1 ${270 + ax} ${140 + ay} L${270 + ax} ${330 + ay} Z`,
      );
    out += withDepth(arch, m);
    out += k.paint(m, arch(0, 0), { vertical: true });
    out += mirrorArch(130 + t + 4, 330 - t - 4, 140, 70 - t - 4);
    return out;
  } else if (luminance(m.base) < 0.2) {
    const rect = (ax: number, ay: number): Shape => rectShape(134 + ax, 40 + ay, 132, 290, 3);
    out += withDepth(rect, m);
    out += k.paint(m, rect(0, 0));
    return out + mirrorGlass(k, 142, 48, 116, 274);
  } else {
    out += withDepth((ax, ay) => ellipseShape(200 + ax, 184 + ay, 118, 118), m);
    out += k.paint(m, ring(118));
    for (let i = 0; i < 36; i++) {
      const a = (i / 36) * Math.PI * 2;
      out += `<circle cx="${n(200 + Math.cos(a) * 111)}" cy="${n(184 + Math.sin(a) * 111)}" r="2" fill="${m.top}" fill-opacity=".8"/>`;
    }
  }
  out += `<defs><radialGradient id="mround" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#eef4f4"/><stop offset="1" stop-color="#aebfc1"/></radialGradient></defs>`;
  out += `<circle cx="200" cy="184" r="${m.finish === 'cane' ? 84 : 104}" fill="url(#mround)"/>`;
  out += `<path d="M150 130 L190 100 L120 190 L112 176 Z M200 120 L214 110 L130 230 L124 218 Z" fill="#ffffff" fill-opacity=".45"/>`;
  return out;
}

function mirrorArch(left: number, bottom: number, springY: number, r: number): string {
  const right = left + r * 2;
  const d = `M${left} ${bottom} L${left} ${springY} A${r} ${r} 0 0 1 ${right} ${springY} L${right} ${bottom} Z`;
  return (
    `<defs><linearGradient id="march" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6eeee"/><stop offset="1" stop-color="#aebfc1"/></linearGradient><clipPath id="carch"><path d="${d}"/></clipPath></defs>` +
    `<path d="${d}" fill="url(#march)"/>` +
    `<g clip-path="url(#carch)" fill="#ffffff" fill-opacity=".42"><polygon points="${pts([
      [left + 40, springY - r],
      [left + 70, springY - r],
      [left, springY + 80],
      [left, springY + 20],
    ])}"/><polygon points="${pts([
      [right, springY + 10],
      [right, springY + 30],
      [left, bottom - 20],
      [left, bottom - 50],
    ])}"/></g>`
  );
}

type Quad = readonly [
  near0: [number, number],
  near1: [number, number],
  far1: [number, number],
  far0: [number, number],
];

function rug(k: Kit, quad?: Quad): string {
  const { m } = k;
  const q: Quad =
    quad ??
    (k.angle
      ? [
          [40, 300],
          [262, 352],
          [362, 222],
          [160, 196],
        ]
      : [
          [46, 338],
          [354, 338],
          [312, 186],
          [88, 186],
        ]);
  const map = (u: number, v: number): [number, number] => {
    const [a, b, c, d] = q;
    const nx = a[0] + (b[0] - a[0]) * u;
    const ny = a[1] + (b[1] - a[1]) * u;
    const fx = d[0] + (c[0] - d[0]) * u;
    const fy = d[1] + (c[1] - d[1]) * u;
    return [nx + (fx - nx) * v, ny + (fy - ny) * v];
  };
  const region = (u0: number, v0: number, u1: number, v1: number) =>
    polyShape([map(u0, v0), map(u1, v0), map(u1, v1), map(u0, v1)]);
  const poly = (list: [number, number][]) => polyShape(list.map(([u, v]) => map(u, v)));
  const ivory = k.mat('rugIvory', '#efe6d4', 'fabric');
  const deep = k.mat('rugDeep', darken(m.base, 0.4), 'fabric');
  const [r, , b] = toRgb(m.base);
  const accent = k.mat('rugAccent', r >= b ? '#2f4b7c' : '#c0643c', 'fabric');
  const design =
    m.base.toLowerCase() === '#c8a66e' ? 'jute' : ['medallion', 'stripes', 'kilim'][hashOf(m.base) % 3];
  let out = '';
  const [s0, s1, s2, s3] = [map(0, 0), map(1, 0), map(1, 1), map(0, 1)];
  out += `<polygon points="${pts([
    [s0[0] + 14, s0[1] + 8],
    [s1[0] + 20, s1[1] + 8],
    [s2[0] + 10, s2[1] + 4],
    [s3[0] + 8, s3[1] + 4],
  ])}" fill="#4a3420" fill-opacity=".12"/>`;
  // Fringe on the two short ends.
  for (let i = 0; i <= 24; i++) {
    const u = 0.02 + (i / 24) * 0.96;
    const [x1, y1] = map(u, 0);
    const [x2, y2] = map(u, -0.045);
    const [x3, y3] = map(u, 1);
    const [x4, y4] = map(u, 1.035);
    out += line(x1, y1, x2, y2, '#e9dfcb', 1.6) + line(x3, y3, x4, y4, '#e9dfcb', 1.4);
  }
  out += k.paint(m, region(0, 0, 1, 1));
  if (design === 'jute') {
    for (let i = 1; i < 20; i++) {
      const [x1, y1] = map(0.03, i / 20);
      const [x2, y2] = map(0.97, i / 20);
      out += line(x1, y1, x2, y2, m.line, 1.2, 'stroke-opacity=".35"');
    }
    out += k.paint(deep, region(0.03, 0.04, 0.97, 0.07)) + k.paint(deep, region(0.03, 0.93, 0.97, 0.96));
  } else if (design === 'stripes') {
    for (let i = 0; i < 9; i++) {
      const v = 0.06 + i * 0.1;
      out += k.paint(i % 3 === 0 ? ivory : i % 3 === 1 ? deep : accent, region(0, v, 1, v + 0.05));
    }
  } else if (design === 'kilim') {
    out += k.paint(deep, region(0.04, 0.04, 0.96, 0.96));
    out += k.paint(m, region(0.08, 0.08, 0.92, 0.92));
    for (let row = 0; row < 4; row++)
      for (let col = 0; col < 3; col++) {
        const cu = 0.22 + col * 0.28;
        const cv = 0.18 + row * 0.21;
        out += k.paint(
          col % 2 === row % 2 ? ivory : accent,
          poly([
            [cu, cv - 0.08],
            [cu + 0.1, cv],
            [cu, cv + 0.08],
            [cu - 0.1, cv],
          ]),
        );
        out += k.paint(
          deep,
          poly([
            [cu, cv - 0.035],
            [cu + 0.045, cv],
            [cu, cv + 0.035],
            [cu - 0.045, cv],
          ]),
        );
      }
  } else {
    out += k.paint(ivory, region(0.04, 0.04, 0.96, 0.96));
    out += k.paint(deep, region(0.07, 0.07, 0.93, 0.93));
    out += k.paint(m, region(0.1, 0.1, 0.9, 0.9));
    for (let i = 0; i < 14; i++) {
      const u = 0.12 + (i / 13) * 0.76;
      const right = Math.min(u + 0.04, 0.9);
      out += k.paint(
        accent,
        poly([
          [u, 0.085],
          [(u + right) / 2, 0.07],
          [right, 0.085],
          [(u + right) / 2, 0.1],
        ]),
      );
    }
    out += k.paint(
      ivory,
      poly([
        [0.5, 0.22],
        [0.78, 0.5],
        [0.5, 0.78],
        [0.22, 0.5],
      ]),
    );
    out += k.paint(
      accent,
      poly([
        [0.5, 0.3],
        [0.7, 0.5],
        [0.5, 0.7],
        [0.3, 0.5],
      ]),
    );
    out += k.paint(
      deep,
      poly([
        [0.5, 0.4],
        [0.6, 0.5],
        [0.5, 0.6],
        [0.4, 0.5],
      ]),
    );
    for (const [cu, cv] of [
      [0.1, 0.1],
      [0.9, 0.1],
      [0.9, 0.9],
      [0.1, 0.9],
    ] as const) {
      const su = cu < 0.5 ? 1 : -1;
      const sv = cv < 0.5 ? 1 : -1;
      out += k.paint(
        ivory,
        poly([
          [cu, cv],
          [cu + 0.16 * su, cv],
          [cu, cv + 0.16 * sv],
        ]),
      );
    }
  }
  return out;
}

function vase(k: Kit): string {
  const { m } = k;
  const squash = k.angle ? 0.32 : 0.14;
  const shapes: Record<string, { d: string; mouth: [number, number, number] }> = {
    ceramic: {
      d: 'M182 118 L218 118 C218 140 214 150 232 166 C276 196 272 270 236 306 L228 318 L172 318 L164 306 C128 270 124 196 168 166 C186 150 182 140 182 118 Z',
      mouth: [200, 118, 18],
    },
    matka: {
      d: 'M172 170 L228 170 C226 182 232 186 250 196 C296 222 290 296 242 316 L158 316 C110 296 104 222 150 196 C168 186 174 182 172 170 Z',
      mouth: [200, 170, 28],
    },
    metal: {
      d: 'M170 98 L230 98 C222 110 212 116 212 136 C212 170 254 200 254 256 C254 296 238 318 222 318 L178 318 C162 318 146 296 146 256 C146 200 188 170 188 136 C188 116 178 110 170 98 Z',
      mouth: [200, 98, 30],
    },
    glass: { d: 'M158 110 L242 110 L236 318 L164 318 Z', mouth: [200, 110, 42] },
    stone: { d: 'M162 130 L238 130 L238 318 L162 318 Z', mouth: [200, 130, 38] },
  };
  const terracotta = toRgb(m.base)[0] > 170 && toRgb(m.base)[2] < 90 && m.finish === 'ceramic';
  const key = terracotta
    ? 'matka'
    : m.finish === 'ceramic'
      ? 'ceramic'
      : m.finish === 'metal'
        ? 'metal'
        : m.finish === 'glass'
          ? 'glass'
          : 'stone';
  const shape = shapes[key] ?? shapes.ceramic!;
  const [mx, my, mr] = shape.mouth;
  const stem = '#b59c6e';
  let out = '';
  // Dried stems behind the mouth.
  const rnd = seeded(k.seed);
  for (let i = 0; i < 7; i++) {
    const ex = mx - 60 + i * 20 + rnd() * 10;
    const ey = 30 + rnd() * 40;
    out += `<path d="M${mx + (i - 3) * 3} ${my + 6} Q${n((mx + ex) / 2)} ${n(my - 40)} ${n(ex)} ${n(ey)}" fill="none" stroke="${stem}" stroke-width="1.6"/>`;
    out += `<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="5" ry="14" transform="rotate(${n((ex - mx) / 4)} ${n(ex)} ${n(ey)})" fill="#e6d6b4"/>`;
  }
  if (key === 'glass') {
    out += k.paint(m, pathShape(shape.d), { round: true });
    out += `<path d="M${n(mx - 40)} 200 L${n(mx + 40)} 200 L236 318 L164 318 Z" fill="#9fbfbd" fill-opacity=".3"/>`;
    for (let i = 0; i < 7; i++)
      out += line(166 + i * 11.5, 116, 168 + i * 11, 314, '#ffffff', 1.5, 'stroke-opacity=".4"');
  } else {
    out += k.paint(m, pathShape(shape.d), { round: true });
  }
  out += `<ellipse cx="${mx}" cy="${my}" rx="${mr}" ry="${n(Math.max(2.5, mr * squash))}" fill="${darken(m.base, 0.5)}"/>`;
  if (key === 'ceramic')
    out +=
      `<path d="M146 236 Q200 252 254 236" fill="none" stroke="#f4efe6" stroke-width="5" stroke-opacity=".9"/>` +
      [160, 180, 200, 220, 240]
        .map(
          (x, i) =>
            `<circle cx="${x + (k.angle ? 8 : 0)}" cy="${i % 2 ? 262 : 266}" r="5" fill="#f4efe6" fill-opacity=".9"/>`,
        )
        .join('') +
      `<path d="M152 290 Q200 302 248 290" fill="none" stroke="#f4efe6" stroke-width="2.5" stroke-opacity=".8"/>`;
  if (key === 'matka')
    out += `<path d="M132 240 Q200 262 268 240" fill="none" stroke="#f4e2c6" stroke-width="3"/><path d="M136 252 Q200 274 264 252" fill="none" stroke="#3a2a20" stroke-width="2" stroke-dasharray="4 6"/>`;
  if (key === 'metal')
    for (let i = 0; i < 5; i++)
      out += `<path d="M${152 + i} ${230 + i * 12} Q200 ${240 + i * 12} ${248 - i} ${230 + i * 12}" fill="none" stroke="${m.line}" stroke-width="1" stroke-opacity=".5"/>`;
  if (k.angle) {
    // A smaller companion, set a little further back, shows the piece as part of a pair.
    const companion =
      shadow(300, FLOOR - 2, 44, 8) +
      `<g transform="translate(172 122) scale(.6)">${k.paint(m, pathShape(shape.d), { round: true, plain: true })}<ellipse cx="${mx}" cy="${my}" rx="${mr}" ry="${n(mr * squash)}" fill="${darken(m.base, 0.5)}"/></g>`;
    out = `${companion}<g transform="translate(-44 0)">${out}</g>`;
  }
  return out;
}

function cushion(k: Kit): string {
  const { m } = k;
  const back = k.mat('cushionBack', mix(m.base, '#efe6d4', 0.55), 'fabric');
  const design = ['block', 'kantha', 'ikat', 'plain'][hashOf(m.base) % 4];
  const pillowPath = (cx: number, cy: number, s: number) => {
    const h = 90 * s;
    const c = 14 * s;
    return `M${cx - h} ${cy - h} Q${cx} ${cy - h + c} ${cx + h} ${cy - h} Q${cx + h - c} ${cy} ${cx + h} ${cy + h} Q${cx} ${cy + h - c} ${cx - h} ${cy + h} Q${cx - h + c} ${cy} ${cx - h} ${cy - h} Z`;
  };
  let out = shadow(214, 302, 130, 16);
  const rb = k.angle ? 8 : 4;
  // Textures stay off the tilted cushions: a rotated pattern would take the renderer's slow path.
  out += `<g transform="rotate(${rb} 250 170)">${k.paint(back, pathShape(pillowPath(250, 170, 0.8)), { plain: true })}</g>`;
  const rot = k.angle ? -9 : -3;
  const main = pathShape(pillowPath(190, 208, 1));
  let motif = '';
  if (design === 'block') {
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 4; c++) {
        const x = 136 + c * 36 + (r % 2) * 18;
        const y = 156 + r * 34;
        if (x > 252) continue;
        motif += `<g fill="#f4efe6" fill-opacity=".85"><circle cx="${x}" cy="${y}" r="4"/><circle cx="${x}" cy="${y - 8}" r="3"/><circle cx="${x}" cy="${y + 8}" r="3"/><circle cx="${x - 8}" cy="${y}" r="3"/><circle cx="${x + 8}" cy="${y}" r="3"/></g>`;
      }
  } else if (design === 'kantha') {
    for (let i = 0; i < 12; i++)
      motif += `<path d="M114 ${136 + i * 13} Q190 ${142 + i * 13} 266 ${136 + i * 13}" fill="none" stroke="#f4efe6" stroke-width="1.6" stroke-dasharray="5 4" stroke-opacity=".8"/>`;
  } else if (design === 'ikat') {
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) {
        const x = 140 + c * 50;
        const y = 160 + r * 48;
        motif += `<polygon points="${x},${y - 20} ${x + 18},${y} ${x},${y + 20} ${x - 18},${y}" fill="#f4efe6" fill-opacity=".8"/><polygon points="${x},${y - 9} ${x + 8},${y} ${x},${y + 9} ${x - 8},${y}" fill="${darken(m.base, 0.4)}"/>`;
      }
  }
  out += `<g transform="rotate(${rot} 190 208)">`;
  out += k.paint(m, main, { plain: true });
  out += `<defs><clipPath id="cushion"><path d="${pillowPath(190, 208, 1)}"/></clipPath><radialGradient id="puff" cx=".35" cy=".32" r=".7"><stop offset="0" stop-color="#ffffff" stop-opacity=".22"/><stop offset=".6" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#20140a" stop-opacity=".28"/></radialGradient></defs>`;
  out += `<g clip-path="url(#cushion)">${motif}</g>`;
  out += main('url(#puff)');
  out += main('none', `stroke="${darken(m.base, 0.3)}" stroke-width="3"`);
  if (hashOf(m.base) % 2 === 0)
    for (const [x, y] of [
      [100, 118],
      [280, 118],
      [100, 298],
      [280, 298],
    ] as const)
      out += `<path d="M${x} ${y} l${x < 190 ? -8 : 8} ${y < 200 ? -10 : 10}" stroke="${m.side}" stroke-width="7" stroke-linecap="round"/>`;
  out += '</g>';
  return out;
}

function wallArt(k: Kit): string {
  const { m } = k;
  const dx = 8 * k.ox;
  const dy = 8 * k.oy;
  let out = '';
  if (m.finish === 'metal') {
    // A spray of brass leaves mounted off the wall, each with its shadow.
    const leaves: [number, number, number, number][] = [
      [200, 90, 0, 1],
      [150, 140, -35, 0.9],
      [250, 140, 35, 0.9],
      [130, 210, -60, 0.8],
      [270, 210, 60, 0.8],
      [170, 250, -20, 0.85],
      [230, 250, 20, 0.85],
    ];
    out += line(200, 320, 200, 70, m.side, 4);
    for (const [x, y, a, s] of leaves) {
      const leafPath = `M0 0 C${22 * s} ${-20 * s} ${22 * s} ${-60 * s} 0 ${-80 * s} C${-22 * s} ${-60 * s} ${-22 * s} ${-20 * s} 0 0 Z`;
      out += `<g transform="translate(${x + 12} ${y + 40 + 14}) rotate(${a})"><path d="${leafPath}" fill="#4a3420" fill-opacity=".14"/></g>`;
      out += `<g transform="translate(${x} ${y + 40}) rotate(${a})">${k.paint(m, pathShape(leafPath))}<path d="M0 0 L0 ${-78 * s}" stroke="${m.line}" stroke-width="1.2"/></g>`;
    }
    return out;
  }
  if (m.finish === 'wood') {
    out += `<circle cx="214" cy="200" r="128" fill="#4a3420" fill-opacity=".14"/>`;
    if (k.angle) out += k.paint(m, ellipseShape(200 + dx, 186 + dy, 128, 128), { face: 'side', plain: true });
    out += k.paint(m, ellipseShape(200, 186, 128, 128));
    for (let ring = 0; ring < 3; ring++) {
      const r = 110 - ring * 32;
      const petals = 16 - ring * 4;
      for (let i = 0; i < petals; i++) {
        const a = (i / petals) * 360;
        out += `<g transform="translate(200 186) rotate(${n(a)})"><path d="M0 ${-r} C12 ${-r + 10} 12 ${-r + 26} 0 ${-r + 32} C-12 ${-r + 26} -12 ${-r + 10} 0 ${-r} Z" fill="${ring % 2 ? m.top : m.side}"/></g>`;
      }
    }
    out += k.paint(m, ellipseShape(200, 186, 16, 16), { face: 'top' });
    return out;
  }
  const frame = k.mat('artFrame', '#4a3122', 'wood');
  const outer = (ax: number, ay: number) => rectShape(112 + ax, 56 + ay, 176, 240, 2);
  out += outer(12, 14)('#4a3420', 'fill-opacity=".16"');
  if (k.angle) out += k.paint(frame, outer(dx, dy), { face: 'side', plain: true });
  out += k.paint(frame, outer(0, 0), { vertical: true });
  out += `<rect x="124" y="68" width="152" height="216" fill="#f3ecdf"/>`;
  const x0 = 140;
  const y0 = 84;
  const w = 120;
  const h = 184;
  const comp = hashOf(m.base) % 3;
  const pale = lighten(m.base, 0.55);
  const deep = darken(m.base, 0.35);
  const [r, , b] = toRgb(m.base);
  const contrast = r >= b ? '#2f5f5b' : '#c0643c';
  out += `<defs><clipPath id="art"><rect x="${x0}" y="${y0}" width="${w}" height="${h}"/></clipPath></defs><g clip-path="url(#art)">`;
  out += `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="${pale}"/>`;
  if (comp === 0) {
    out += `<circle cx="${x0 + 78}" cy="${y0 + 62}" r="26" fill="${m.base}"/>`;
    out += `<path d="M${x0} ${y0 + 130} Q${x0 + 40} ${y0 + 92} ${x0 + 80} ${y0 + 120} T${x0 + w} ${y0 + 110} V${y0 + h} H${x0} Z" fill="${deep}"/>`;
    out += `<path d="M${x0} ${y0 + 156} Q${x0 + 60} ${y0 + 126} ${x0 + w} ${y0 + 150} V${y0 + h} H${x0} Z" fill="${contrast}"/>`;
    out += `<path d="M${x0 + 24} ${y0 + h} V${y0 + 60} A36 36 0 0 1 ${x0 + 96} ${y0 + 60} V${y0 + h}" fill="none" stroke="${m.base}" stroke-width="3" stroke-opacity=".6"/>`;
  } else if (comp === 1) {
    out += `<rect x="${x0}" y="${y0 + 110}" width="${w}" height="${h - 110}" fill="${contrast}" fill-opacity=".55"/>`;
    for (let i = 0; i < 5; i++) {
      const cx = x0 + 16 + i * 24;
      const cy = y0 + 128 + (i % 2) * 18;
      out += `<ellipse cx="${cx}" cy="${cy}" rx="14" ry="6" fill="${deep}"/>`;
    }
    for (let i = 0; i < 3; i++) {
      const cx = x0 + 26 + i * 34;
      const cy = y0 + 96 - (i % 2) * 14;
      out += `<path d="M${cx} ${cy} C${cx - 14} ${cy - 10} ${cx - 12} ${cy - 30} ${cx} ${cy - 38} C${cx + 12} ${cy - 30} ${cx + 14} ${cy - 10} ${cx} ${cy} Z" fill="${m.base}"/><path d="M${cx} ${cy} C${cx - 20} ${cy - 4} ${cx - 26} ${cy - 18} ${cx - 22} ${cy - 26} C${cx - 12} ${cy - 18} ${cx - 6} ${cy - 10} ${cx} ${cy} Z M${cx} ${cy} C${cx + 20} ${cy - 4} ${cx + 26} ${cy - 18} ${cx + 22} ${cy - 26} C${cx + 12} ${cy - 18} ${cx + 6} ${cy - 10} ${cx} ${cy} Z" fill="${deep}"/>`;
    }
    out += `<circle cx="${x0 + 96}" cy="${y0 + 26}" r="12" fill="${contrast}"/>`;
  } else {
    out += `<path d="M${x0 + 60} ${y0 + h} C${x0 + 58} ${y0 + 130} ${x0 + 62} ${y0 + 80} ${x0 + 60} ${y0 + 20}" stroke="${deep}" stroke-width="3" fill="none"/>`;
    for (let i = 0; i < 6; i++) {
      const y = y0 + 40 + i * 24;
      const s = i % 2 ? 1 : -1;
      out += `<path d="M${x0 + 60} ${y} C${x0 + 60 + 20 * s} ${y - 18} ${x0 + 60 + 46 * s} ${y - 10} ${x0 + 60 + 52 * s} ${y + 4} C${x0 + 60 + 36 * s} ${y + 10} ${x0 + 60 + 16 * s} ${y + 8} ${x0 + 60} ${y} Z" fill="${i % 3 === 0 ? contrast : m.base}"/>`;
    }
  }
  out += `</g>`;
  return out;
}

function outdoorChair(k: Kit): string {
  const { m } = k;
  const solid = m.finish === 'cane';
  const structure = solid ? m : k.frame;
  const cushionMat = k.mat('outCushion', '#e9dfcc', 'fabric');
  const pillow = k.mat('outPillow', '#3f7a78', 'fabric');
  let out = '';
  // A small round table beside the chair.
  const [tx] = k.at(300, 0, 20);
  out += shadow(tx + 12, FLOOR, 46, 10);
  out += k.paint(m, rectShape(tx - 5, 250, 10, 70, 2), { round: true, plain: true });
  out += k.paint(m, ellipseShape(tx, FLOOR - 2, 26, 6), { face: 'side' });
  out += k.paint(m, rectShape(tx - 40, 240, 80, 10, 3), { round: true });
  out += k.paint(m, ellipseShape(tx, 240, 40, k.angle ? 13 : 9), { face: 'top' });
  out += k.paint(k.mat('chai', '#f6e9c9', 'glass'), rectShape(tx - 6, 222, 12, 16, 2), { plain: true });
  out += `<rect x="${n(tx - 6)}" y="228" width="12" height="10" fill="#b0703a" fill-opacity=".85"/>`;
  // The chair.
  if (!solid) for (const x of [92, 234]) out += k.leg(structure, x, 280, 74, 9, 42, 0.1);
  out += k.box(structure, 96, 146, 70, 140, 134, 14, { rx: 14 });
  const [bx, by] = k.at(96, 146, 70);
  if (m.finish === 'wood' || m.finish === 'metal')
    for (let i = 1; i < 6; i++)
      out += line(
        bx + 8,
        by + i * 22,
        bx + 132,
        by + i * 22,
        darken(structure.base, 0.35),
        2,
        'stroke-opacity=".6"',
      );
  out += k.box(cushionMat, 110, 166, 60, 112, 90, 12, { rx: 16 });
  out += k.box(structure, 84, 222, 0, 28, solid ? 98 : 64, 84, { rx: 6 });
  out += k.box(structure, 112, solid ? 262 : 262, 0, 108, solid ? 58 : 20, 74);
  out += k.box(cushionMat, 112, 244, 4, 108, 20, 66, { rx: 7 });
  const [px, py] = k.at(130, 204, 40);
  const pillowShape = pathShape(
    `M${px} ${py} Q${px + 30} ${py + 6} ${px + 60} ${py} Q${px + 54} ${py + 24} ${px + 60} ${py + 48} Q${px + 30} ${py + 42} ${px} ${py + 48} Q${px + 6} ${py + 24} ${px} ${py} Z`,
  );
  out += k.paint(pillow, pillowShape) + pillowShape('none', `stroke="${pillow.side}" stroke-width="2"`);
  out += k.box(structure, 220, 222, 0, 28, solid ? 98 : 64, 84, { rx: 6 });
  if (!solid) for (const x of [90, 236]) out += k.leg(structure, x, 286, 4, 10, 36, 0.1);
  return out;
}

function swing(k: Kit): string {
  const { m } = k;
  let out = '';
  if (m.finish === 'wood') {
    const chain = `stroke-dasharray="7 3"`;
    const bench = k.mat('jhoolaCushion', '#c0643c', 'fabric');
    const [lx, ly] = k.at(104, 238, 30);
    const [rx, ry] = k.at(296, 238, 30);
    out += line(lx, 0, lx, ly, '#8a6a3a', 3, chain) + line(rx, 0, rx, ry, '#8a6a3a', 3, chain);
    out += k.box(m, 104, 168, 62, 192, 70, 6);
    const [px, py] = k.at(104, 168, 62);
    for (let i = 1; i < 12; i++)
      out += k.paint(m, rectShape(px + i * 16 - 3, py + 8, 6, 56, 3), { face: 'side', plain: true });
    out += k.box(m, 92, 196, 0, 14, 54, 70) + k.box(m, 294, 196, 0, 14, 54, 70);
    out += k.box(m, 96, 236, 0, 208, 16, 70);
    out += k.box(bench, 108, 222, 6, 184, 14, 58, { rx: 5 });
    out +=
      k.paint(bench, ellipseShape(124, 214, 14, 14), { round: true }) +
      k.paint(bench, ellipseShape(276, 214, 14, 14), { round: true });
    return out;
  }
  // Egg chair hung from a curved stand.
  const stand = k.dark;
  const [sx] = k.at(300, 0, 40);
  out += k.paint(stand, ellipseShape(sx - 10, FLOOR - 4, 54, 11), { round: true });
  out += `<path d="M${n(sx)} ${FLOOR - 8} C${n(sx + 16)} 220 ${n(sx + 16)} 70 ${n(sx - 40)} 40 L200 34" fill="none" stroke="${stand.base}" stroke-width="10" stroke-linecap="round"/>`;
  out += line(200, 34, 200, 96, '#6b6560', 3, 'stroke-dasharray="6 3"');
  const egg =
    'M200 92 C276 92 296 190 286 246 C276 300 240 318 200 318 C160 318 124 300 114 246 C104 190 124 92 200 92 Z';
  out += k.paint(m, pathShape(egg), { round: true });
  out += `<path d="${egg}" fill="none" stroke="${m.side}" stroke-width="4"/>`;
  const opening = `M200 ${k.angle ? 124 : 118} C${k.angle ? 262 : 256} 126 ${k.angle ? 272 : 266} 200 ${k.angle ? 266 : 262} 258 C${k.angle ? 248 : 238} 276 162 276 ${k.angle ? 150 : 138} 258 C${k.angle ? 142 : 134} 200 ${k.angle ? 150 : 144} 126 200 ${k.angle ? 124 : 118} Z`;
  out += `<path d="${opening}" fill="${darken(m.base, 0.45)}"/>`;
  out += k.paint(k.ivory, pathShape('M146 252 C150 222 250 222 254 252 C250 274 150 274 146 252 Z'));
  out += k.paint(k.ivory, ellipseShape(200, 196, 42, 34));
  out += k.paint(k.mat('eggPillow', '#c0643c', 'fabric'), ellipseShape(178, 226, 22, 18));
  return out;
}

function planter(k: Kit): string {
  const { m } = k;
  const squash = k.angle ? 0.3 : 0.14;
  let out = '';
  // Leaves first, then the pot in front of them.
  const rnd = seeded(k.seed);
  const greens = ['#5f8a55', '#47703f', '#7fa36a', '#3f6b3d'];
  for (let i = 0; i < 9; i++) {
    const a = -70 + i * 17 + rnd() * 8;
    const len = 90 + rnd() * 70;
    const rad = (a * Math.PI) / 180;
    const ex = 200 + Math.sin(rad) * len * 0.9;
    const ey = 196 - Math.cos(rad) * len;
    const w = 14 + rnd() * 10;
    const colour = greens[i % greens.length] ?? '#5f8a55';
    out += `<path d="M200 200 Q${n((200 + ex) / 2 - w)} ${n((200 + ey) / 2)} ${n(ex)} ${n(ey)} Q${n((200 + ex) / 2 + w)} ${n((200 + ey) / 2 + 6)} 206 200 Z" fill="${colour}"/>`;
    out += `<path d="M202 200 Q${n((200 + ex) / 2)} ${n((200 + ey) / 2 + 3)} ${n(ex)} ${n(ey)}" fill="none" stroke="#2f4f2c" stroke-width="1" stroke-opacity=".5"/>`;
  }
  const top = 200;
  if (m.finish === 'stone') {
    out += k.box(m, 148, top, 0, 104, FLOOR - top, 70);
    return (
      out +
      `<polygon points="${pts([k.at(154, top, 4), k.at(246, top, 4), k.at(246, top, 66), k.at(154, top, 66)])}" fill="#4b3a2c"/>`
    );
  }
  const potColour = m.finish === 'metal' ? k.mat('potIvory', '#ece6dc', 'ceramic') : m;
  const legs =
    m.finish === 'metal'
      ? m
      : m.finish === 'ceramic' && luminance(m.base) > 0.7
        ? k.mat('standWood', '#9a6a3c', 'wood')
        : null;
  const bottom = legs ? 262 : FLOOR;
  if (legs) {
    out +=
      line(168, 250, 150, FLOOR, legs.side, 7) +
      line(232, 250, 252, FLOOR, legs.base, 7) +
      line(200, 256, 200 + k.ox * 40, FLOOR - 12, darken(legs.base, 0.3), 6);
  }
  const rimHalf = 66;
  const footHalf = legs ? 40 : 48;
  const body =
    m.finish === 'ceramic' && !legs && toRgb(m.base)[0] < 200
      ? `M${200 - rimHalf} ${top} L${200 + rimHalf} ${top} L${200 + footHalf} ${bottom} L${200 - footHalf} ${bottom} Z`
      : `M${200 - rimHalf} ${top} C${200 - rimHalf} ${top + 60} ${200 - footHalf - 10} ${bottom - 10} ${200 - footHalf} ${bottom} L${200 + footHalf} ${bottom} C${200 + footHalf + 10} ${bottom - 10} ${200 + rimHalf} ${top + 60} ${200 + rimHalf} ${top} Z`;
  out += k.paint(potColour, pathShape(body), { round: true });
  if (m.finish === 'metal' && potColour === m) {
    for (let i = 0; i < 16; i++)
      out += `<circle cx="${n(150 + rnd() * 100)}" cy="${n(top + 14 + rnd() * (bottom - top - 24))}" r="3" fill="#ffffff" fill-opacity=".22"/>`;
  }
  if (m.finish === 'ceramic' && !legs)
    out += `<path d="M${200 - rimHalf + 6} ${top + 30} L${200 + rimHalf - 6} ${top + 30}" stroke="${darken(m.base, 0.3)}" stroke-width="3"/>`;
  out += k.paint(potColour, rectShape(200 - rimHalf - 6, top - 6, rimHalf * 2 + 12, 16, 4), { round: true });
  out += `<ellipse cx="200" cy="${top - 6}" rx="${rimHalf + 4}" ry="${n((rimHalf + 4) * squash)}" fill="#4b3a2c"/>`;
  return out;
}

const KINDS: Record<IllustrationKind, KindSpec> = {
  sofa: { width: 272, depth: 90, place: 'floor', focus: [110, 250, 2.4], height: 160, draw: sofa },
  armchair: { width: 176, depth: 90, place: 'floor', focus: [200, 200, 2.3], height: 182, draw: armchair },
  'coffee-table': {
    width: 252,
    depth: 110,
    place: 'floor',
    focus: [150, 250, 2.6],
    height: 90,
    draw: coffeeTable,
  },
  'tv-unit': { width: 304, depth: 50, place: 'floor', focus: [110, 268, 2.5], height: 210, draw: tvUnit },
  bed: { width: 272, depth: 200, place: 'floor', focus: [150, 140, 2.2], height: 240, draw: bed },
  wardrobe: { width: 200, depth: 64, place: 'floor', focus: [150, 170, 2.4], height: 254, draw: wardrobe },
  'side-table': {
    width: 140,
    depth: 52,
    place: 'floor',
    focus: [180, 222, 2.6],
    height: 134,
    draw: sideTable,
  },
  'dining-table': {
    width: 360,
    depth: 150,
    place: 'floor',
    focus: [150, 222, 2.4],
    height: 176,
    draw: diningTable,
  },
  'dining-chair': {
    width: 120,
    depth: 96,
    place: 'floor',
    focus: [200, 160, 2.6],
    height: 226,
    draw: diningChair,
  },
  'kitchen-cabinet': {
    width: 328,
    depth: 66,
    place: 'floor',
    focus: [100, 262, 2.3],
    height: 262,
    draw: kitchen,
  },
  desk: { width: 252, depth: 80, place: 'floor', focus: [120, 236, 2.4], height: 180, draw: desk },
  'office-chair': {
    width: 160,
    depth: 82,
    place: 'floor',
    focus: [200, 150, 2.4],
    height: 230,
    draw: officeChair,
  },
  bookshelf: { width: 168, depth: 40, place: 'floor', focus: [200, 120, 2.4], height: 260, draw: bookshelf },
  'pendant-light': {
    width: 180,
    depth: 0,
    place: 'ceiling',
    focus: [200, 210, 2.2],
    height: 322,
    draw: pendantLight,
  },
  'floor-lamp': {
    width: 130,
    depth: 40,
    place: 'floor',
    focus: [200, 100, 2.6],
    height: 270,
    draw: floorLamp,
  },
  'table-lamp': {
    width: 184,
    depth: 40,
    place: 'floor',
    focus: [200, 250, 2.4],
    height: 230,
    draw: tableLamp,
  },
  mirror: { width: 240, depth: 0, place: 'wall', focus: [200, 110, 2.3], height: 300, draw: mirror },
  rug: { width: 320, depth: 0, place: 'flat', focus: [90, 320, 2.4], height: 150, draw: (k) => rug(k) },
  vase: { width: 140, depth: 0, place: 'floor', focus: [200, 240, 2.4], height: 290, draw: vase },
  cushion: { width: 220, depth: 0, place: 'floor', focus: [190, 200, 2.2], height: 230, draw: cushion },
  'wall-art': { width: 200, depth: 0, place: 'wall', focus: [200, 170, 2.2], height: 250, draw: wallArt },
  'outdoor-chair': {
    width: 280,
    depth: 84,
    place: 'floor',
    focus: [170, 190, 2.4],
    height: 190,
    draw: outdoorChair,
  },
  swing: { width: 240, depth: 70, place: 'floor', focus: [200, 170, 2.3], height: 322, draw: swing },
  planter: { width: 150, depth: 0, place: 'floor', focus: [200, 250, 2.4], height: 240, draw: planter },
};

// ---------------------------------------------------------------------------------------------
// Scenes

const WALL_DEFS =
  '<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8f2e8"/><stop offset=".6" stop-color="#f1e7d7"/><stop offset=".68" stop-color="#e9dcc7"/><stop offset="1" stop-color="#e1d1b8"/></linearGradient>' +
  '<linearGradient id="studioWall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f9f4ea"/><stop offset="1" stop-color="#ede2d0"/></linearGradient>' +
  '<radialGradient id="key" cx=".15" cy=".08" r=".7"><stop offset="0" stop-color="#ffffff" stop-opacity=".5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>' +
  LIT +
  ROUND +
  GLOSS +
  SHADOW +
  GLOW;

function studio(place: Placement): string {
  return (
    `<rect width="400" height="400" fill="url(#${place === 'wall' ? 'studioWall' : 'studio'})"/>` +
    `<rect width="400" height="400" fill="url(#key)"/>`
  );
}

function room(): string {
  let out =
    '<defs><linearGradient id="plaster" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3e9da"/><stop offset="1" stop-color="#e7d9c4"/></linearGradient>';
  out +=
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d5e5e8"/><stop offset="1" stop-color="#f2eee2"/></linearGradient>';
  out +=
    '<linearGradient id="boards" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cdb28c"/><stop offset="1" stop-color="#bf9f74"/></linearGradient></defs>';
  out += '<rect width="400" height="300" fill="url(#plaster)"/>';
  // Window on the left: the light source for the whole scene.
  out +=
    '<rect x="30" y="44" width="112" height="164" rx="3" fill="#f8f3ea"/><rect x="38" y="52" width="96" height="148" fill="url(#sky)"/>';
  out +=
    '<path d="M86 52 V200 M38 126 H134" stroke="#f8f3ea" stroke-width="5"/><rect x="24" y="206" width="124" height="8" rx="2" fill="#f4ede1"/>';
  out +=
    '<path d="M40 160 Q52 140 64 160 Q76 150 88 164 L88 200 L40 200 Z" fill="#a9c29a" fill-opacity=".55"/>';
  out +=
    '<rect x="318" y="62" width="56" height="72" fill="#7a5a3e"/><rect x="323" y="67" width="46" height="62" fill="#efe6d4"/><path d="M328 120 Q346 90 364 120 Z" fill="#c98a6b"/><circle cx="354" cy="86" r="7" fill="#d19a2a"/>';
  out +=
    '<rect y="294" width="400" height="106" fill="url(#boards)"/><rect y="292" width="400" height="8" fill="#efe5d6"/>';
  for (let i = -6; i <= 6; i++)
    out += line(200 + i * 36, 300, 200 + i * 70, 400, '#b18f63', 1, 'stroke-opacity=".5"');
  out += '<polygon points="150,300 250,300 340,400 190,400" fill="#fff6e2" fill-opacity=".16"/>';
  return out;
}

interface Placed {
  /** The piece inside its placement group, ready to drop into a scene. */
  markup: string;
  defs: string;
}

/**
 * Draws a piece inside the group `placement`. `textureScale` sets how large the material texture
 * appears on the final image, independently of how large the piece is drawn.
 */
function place(
  illustration: SeedIllustration,
  view: ImageView,
  placement: Affine,
  options: { prefix?: string; textureScale?: number; withShadow?: boolean; draw?: (k: Kit) => string } = {},
): Placed {
  const spec = KINDS[illustration.kind];
  const settled = settle(placement);
  const kit = createKit(view, illustration, options.prefix ?? 'p', settled, options.textureScale ?? 1);
  const body =
    (options.withShadow === false ? '' : floorShadow(spec, kit)) + (options.draw ?? spec.draw)(kit);
  return { markup: `<g transform="${matrixAttr(settled)}">${body}</g>`, defs: kit.defs() };
}

function floorShadow(spec: KindSpec, k: Kit): string {
  if (spec.place !== 'floor' || spec.width === 0) return '';
  const dx = spec.depth * k.ox;
  const dy = spec.depth * k.oy;
  return shadow(200 + dx / 2 + 16, FLOOR + 2 + dy / 2, spec.width / 2 + 26, Math.max(12, -dy / 2 + 12));
}

/** Standing pieces fill the frame the same way whatever their size, centred a little below the middle. */
function studioPlacement(spec: KindSpec, view: ImageView): Affine {
  const angle = view === 'angle';
  if (spec.place === 'ceiling')
    return angle ? chain(translate(200, 0), scale(1.22), translate(-200, -34)) : IDENTITY;
  // Flat-to-the-wall pieces look the same from the side, so the angle view turns the wall instead.
  if (spec.place === 'wall')
    return angle ? chain(translate(214, 0), scale(0.8, 1), translate(-200, 0)) : IDENTITY;
  if (spec.place !== 'floor') return IDENTITY;
  const ox = angle ? 0.52 : 0;
  const oy = angle ? -0.3 : -0.26;
  const spread = spec.width + spec.depth * ox + 40;
  const tall = spec.height + spec.depth * -oy;
  const fitted = scale(Math.min(1.3, 340 / spread, 300 / tall))[0];
  const floor = Math.min(350, 214 + (fitted * tall) / 2);
  return chain(translate(200, floor), scale(fitted), translate(-200 - (spec.depth * ox) / 2, -FLOOR));
}

const NEUTRAL_WOOD = '#8a6a4a';
const NEUTRAL_FABRIC = '#cdbb9f';

/** The piece in a simple room, with a neutral companion piece where it would otherwise float. */
function roomScene(illustration: SeedIllustration): Placed[] {
  const spec = KINDS[illustration.kind];
  const kind = illustration.kind;
  const context = (contextKind: IllustrationKind, color: string, finish: MaterialFinish, placement: Affine) =>
    place({ kind: contextKind, color, finish }, 'front', placement, { prefix: 'n', textureScale: 0.5 });
  const main = (placement: Affine, draw?: (k: Kit) => string) =>
    place(illustration, 'front', placement, { textureScale: 0.5, draw });
  const onFloor = (x: number, y: number, s: number) =>
    chain(translate(x, y), scale(s), translate(-200, -FLOOR));

  if (spec.place === 'ceiling')
    return [
      context('dining-table', NEUTRAL_WOOD, 'wood', onFloor(236, 382, 0.52)),
      main(chain(translate(236, 0), scale(0.8), translate(-200, 0))),
    ];
  if (spec.place === 'wall')
    return [
      context(
        'side-table',
        NEUTRAL_WOOD,
        'wood',
        chain(translate(246, 380), scale(0.78, 0.7), translate(-200, -FLOOR)),
      ),
      main(chain(translate(246, 34), scale(0.58), translate(-200, 0))),
    ];
  if (spec.place === 'flat')
    return [
      context('sofa', NEUTRAL_FABRIC, 'fabric', onFloor(236, 318, 0.56)),
      main(IDENTITY, (k) =>
        rug(k, [
          [36, 398],
          [372, 398],
          [326, 318],
          [92, 318],
        ]),
      ),
    ];
  if (kind === 'vase' || kind === 'table-lamp')
    return [
      context('side-table', NEUTRAL_WOOD, 'wood', onFloor(240, 382, 0.95)),
      main(onFloor(240, 382 - 134 * 0.95 - 2, 0.56)),
    ];
  if (kind === 'cushion')
    return [
      context('sofa', NEUTRAL_FABRIC, 'fabric', onFloor(232, 384, 0.86)),
      main(chain(translate(206, 300), scale(0.42), translate(-200, -300))),
    ];
  const s = Math.min(0.875, 240 / spec.height, 300 / (spec.width + 20));
  return [main(onFloor(238, 384, s))];
}

function svgDocument(size: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400"><defs>${WALL_DEFS}${defs}</defs>${body}</svg>`;
}

const compose = (size: number, backdrop: string, parts: Placed[]): string =>
  svgDocument(
    size,
    parts.map((part) => part.defs).join(''),
    backdrop + parts.map((part) => part.markup).join(''),
  );

/** One product image: the piece on the studio backdrop, from the front or at an angle, a close-up, or in a room. */
export function productSvg(illustration: SeedIllustration, view: ImageView, size: number): string {
  const spec = KINDS[illustration.kind];
  if (view === 'room') return compose(size, room(), roomScene(illustration));
  if (view === 'detail') {
    const [fx, fy, zoom] = spec.focus;
    const placement = chain(translate(200, 200), scale(zoom), translate(-fx, -fy));
    return compose(size, studio(spec.place), [place(illustration, 'front', placement, { textureScale: 2 })]);
  }
  return compose(size, studio(spec.place), [place(illustration, view, studioPlacement(spec, view))]);
}

/** A category tile: the piece in front of a soft arch tinted with its own colour. */
export function categorySvg(illustration: SeedIllustration, size: number): string {
  const spec = KINDS[illustration.kind];
  const tint = mix(illustration.color, '#f6efe3', 0.8);
  const arch = `<path d="M72 400 V176 A128 128 0 0 1 328 176 V400 Z" fill="${tint}"/>`;
  const ground = `<rect y="${FLOOR - 8}" width="400" height="${400 - FLOOR + 8}" fill="#e6d7c0" fill-opacity=".7"/>`;
  const placement =
    spec.place === 'ceiling'
      ? chain(translate(200, 10), scale(0.9), translate(-200, 0))
      : chain(translate(200, FLOOR + 24), scale(0.82), translate(-200, -FLOOR));
  return compose(size, `<rect width="400" height="400" fill="#f7f1e7"/>${arch}${ground}`, [
    place(illustration, 'front', placement),
  ]);
}

/**
 * Fallback images. `generic` is an empty frame on a wall, for anything without a picture; `product` is a
 * neutral, unbranded armchair that stands in for a missing product photo.
 */
export function placeholderSvg(which: 'generic' | 'product', size: number): string {
  if (which === 'product') {
    const illustration: SeedIllustration = { kind: 'armchair', color: '#cfc3ae', finish: 'fabric' };
    return compose(size, studio('floor'), [
      place(illustration, 'front', studioPlacement(KINDS.armchair, 'front')),
    ]);
  }
  const emptyFrame = (k: Kit): string => {
    const outer = rectShape(112, 66, 176, 230, 2);
    return (
      outer('#4a3420', 'fill-opacity=".14" transform="translate(12 14)"') +
      k.paint(k.m, outer, { vertical: true }) +
      `<rect x="126" y="80" width="148" height="202" fill="#f3ecdf"/>` +
      `<rect x="142" y="96" width="116" height="170" fill="#ebe0cd"/>` +
      `<path d="M142 266 L186 206 L214 236 L232 218 L258 250 L258 266 Z" fill="#dccdb4"/>` +
      `<circle cx="222" cy="134" r="12" fill="#e2d3b9"/>`
    );
  };
  const frame: SeedIllustration = { kind: 'wall-art', color: '#8a6a4a', finish: 'wood' };
  return compose(size, studio('wall'), [place(frame, 'front', IDENTITY, { draw: emptyFrame })]);
}
