// The demo catalogue of Aangan Interiors. Products are written out by hand as short templates (name,
// material, colour, style) and expanded here into full records. Everything that varies (prices, stock,
// variants, reviews, dates) comes from a seeded PRNG keyed by the product's slug, so the output is
// identical on every run and editing one product does not reshuffle the others.
import type {
  IllustrationKind,
  MaterialFinish,
  SeedCatalogue,
  SeedCategory,
  SeedPackedBox,
  SeedProduct,
  SeedReview,
  SeedVariant,
  StockStatus,
} from './types.ts';

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so a product's random stream depends only on its slug and the catalogue seed. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Index ${index} out of range (${items.length})`);
  return item;
}

const pick = <T>(rng: Rng, items: readonly T[]): T => at(items, Math.floor(rng() * items.length));
const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);
const intBetween = (rng: Rng, min: number, max: number): number => Math.floor(between(rng, min, max + 1));

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [at(out, j), at(out, i)];
  }
  return out;
}

/** `count` distinct items in their original order. */
function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const chosen = new Set(
    shuffled(
      rng,
      items.map((_, i) => i),
    ).slice(0, count),
  );
  return items.filter((_, i) => chosen.has(i));
}

// ---------------------------------------------------------------------------------------------
// Prices the way Indian shops write them: 2,499 / 24,999 / 1,49,900

function shopPrice(raw: number, rng: Rng): number {
  if (raw < 10_000) return Math.max(1, Math.round(raw / 100)) * 100 - (rng() < 0.8 ? 1 : 10);
  if (raw < 1_00_000) return Math.round(raw / 500) * 500 - 1;
  return Math.round(raw / 1000) * 1000 - (rng() < 0.6 ? 100 : 1);
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

const COLOURS = {
  honey: ['Natural Honey', '#c58b4c'],
  walnut: ['Walnut Brown', '#6e4528'],
  teak: ['Teak Brown', '#8b5a2b'],
  provincial: ['Provincial Teak', '#7a4b2a'],
  espresso: ['Espresso', '#4a3122'],
  mango: ['Natural Mango', '#b98a5a'],
  oak: ['Light Oak', '#c9a77c'],
  whitewash: ['Whitewash', '#e6dccb'],
  white: ['Frost White', '#eeece6'],
  cane: ['Natural Cane', '#d4b27c'],
  honeyCane: ['Honey Cane', '#c99a5b'],
  mocha: ['Mocha Wicker', '#7a5a3e'],
  mustard: ['Mustard Yellow', '#d19a2a'],
  indigo: ['Indigo Blue', '#2f4b7c'],
  peacock: ['Peacock Blue', '#1d5e7a'],
  teal: ['Deep Teal', '#1f5f5b'],
  emerald: ['Emerald Green', '#2e6a4f'],
  sage: ['Sage Green', '#97a889'],
  olive: ['Olive Green', '#6b6d3a'],
  terracotta: ['Terracotta', '#bf6340'],
  rust: ['Rust Orange', '#b0532c'],
  blush: ['Blush Pink', '#d8a39d'],
  maroon: ['Maroon', '#7a2631'],
  ivory: ['Ivory', '#efe6d4'],
  beige: ['Oatmeal Beige', '#d6c6a8'],
  grey: ['Ash Grey', '#9a9792'],
  graphite: ['Graphite Grey', '#56585a'],
  charcoal: ['Charcoal Grey', '#474645'],
  black: ['Matte Black', '#2a2a2a'],
  brass: ['Antique Brass', '#b48a3c'],
  gold: ['Brushed Gold', '#c9a24a'],
  copper: ['Copper', '#b26f3e'],
  steel: ['Satin Steel', '#b9bcbd'],
  marble: ['White Marble', '#ece8e1'],
  nero: ['Nero Marble', '#2f2f33'],
  jute: ['Natural Jute', '#c8a66e'],
  tan: ['Tan Brown', '#a8673a'],
  cognac: ['Cognac', '#9a5527'],
  frosted: ['Frosted Glass', '#d9e3e4'],
  smoke: ['Smoked Glass', '#6f7572'],
  stone: ['Stone Grey', '#b5aea3'],
} as const satisfies Record<string, readonly [string, string]>;
type ColourKey = keyof typeof COLOURS;

type CareKey =
  | 'wood'
  | 'cane'
  | 'wicker'
  | 'upholstery'
  | 'velvet'
  | 'leather'
  | 'metal'
  | 'brass'
  | 'stone'
  | 'ceramic'
  | 'glass'
  | 'laminate';

const MATERIALS = {
  sheesham: { label: 'Sheesham Wood', finish: 'wood', care: 'wood' },
  teak: { label: 'Teak Wood', finish: 'wood', care: 'wood' },
  mango: { label: 'Mango Wood', finish: 'wood', care: 'wood' },
  acacia: { label: 'Acacia Wood', finish: 'wood', care: 'wood' },
  engineered: { label: 'Engineered Wood', finish: 'wood', care: 'laminate' },
  ply: { label: 'BWP Plywood with Matte Laminate', finish: 'wood', care: 'laminate' },
  veneer: { label: 'Teak Veneer on BWP Plywood', finish: 'wood', care: 'laminate' },
  acrylic: { label: 'High-gloss Acrylic on BWP Plywood', finish: 'ceramic', care: 'laminate' },
  cane: { label: 'Cane and Sheesham Wood', finish: 'cane', care: 'cane' },
  rattan: { label: 'Natural Rattan', finish: 'cane', care: 'cane' },
  wicker: { label: 'All-weather PE Wicker', finish: 'cane', care: 'wicker' },
  rope: { label: 'Olefin Rope on Aluminium Frame', finish: 'cane', care: 'wicker' },
  cotton: { label: 'Cotton', finish: 'fabric', care: 'upholstery' },
  linen: { label: 'Linen Blend', finish: 'fabric', care: 'upholstery' },
  fabric: { label: 'Textured Polyester Fabric', finish: 'fabric', care: 'upholstery' },
  velvet: { label: 'Velvet', finish: 'fabric', care: 'velvet' },
  boucle: { label: 'Boucle Fabric', finish: 'fabric', care: 'upholstery' },
  silk: { label: 'Art Silk', finish: 'fabric', care: 'velvet' },
  jute: { label: 'Jute', finish: 'fabric', care: 'upholstery' },
  wool: { label: 'Hand-tufted Wool', finish: 'fabric', care: 'upholstery' },
  dhurrie: { label: 'Cotton Dhurrie', finish: 'fabric', care: 'upholstery' },
  macrame: { label: 'Cotton Macrame', finish: 'fabric', care: 'upholstery' },
  canvas: { label: 'Canvas', finish: 'fabric', care: 'upholstery' },
  mesh: { label: 'Breathable Mesh', finish: 'fabric', care: 'upholstery' },
  leatherette: { label: 'Leatherette', finish: 'leather', care: 'leather' },
  leather: { label: 'Top-grain Leather', finish: 'leather', care: 'leather' },
  metal: { label: 'Powder-coated Steel', finish: 'metal', care: 'metal' },
  iron: { label: 'Wrought Iron', finish: 'metal', care: 'metal' },
  brass: { label: 'Brass', finish: 'metal', care: 'brass' },
  steel: { label: 'Stainless Steel (SS 304)', finish: 'metal', care: 'metal' },
  marble: { label: 'Marble', finish: 'stone', care: 'stone' },
  concrete: { label: 'Fibre-reinforced Concrete', finish: 'stone', care: 'stone' },
  ceramic: { label: 'Ceramic', finish: 'ceramic', care: 'ceramic' },
  terracotta: { label: 'Terracotta', finish: 'ceramic', care: 'ceramic' },
  glass: { label: 'Glass', finish: 'glass', care: 'glass' },
} as const satisfies Record<string, { label: string; finish: MaterialFinish; care: CareKey }>;
type MaterialKey = keyof typeof MATERIALS;

const CARE: Record<CareKey, string> = {
  wood: 'Wipe with a soft, dry cotton cloth. Keep away from direct sunlight and heaters so the wood does not dry out or fade. Use coasters under hot or wet vessels, and polish with a good wax polish every three to four months. During the monsoon, keep the piece a few inches away from damp walls.',
  laminate:
    'Wipe with a soft cloth lightly dampened with mild soapy water, then dry at once. Avoid steel wool, scrubbers and harsh chemicals on the laminate. Do not let water stand on edges or joints, and keep the piece away from damp walls during the monsoon.',
  cane: 'Dust the weave regularly with a soft brush. Wipe with a cloth lightly dampened in mild soapy water and let it dry in the shade. Long hours of direct sun or rain make cane brittle, so keep it indoors or under cover. Lift the piece when moving it; never drag it.',
  wicker:
    'Hose down or wipe with mild soapy water and let it dry naturally. The weave is UV-stabilised, but a cover during the monsoon makes it last longer. Store the cushions indoors when it rains and wash their covers in cold water.',
  upholstery:
    'Vacuum weekly with a soft brush attachment. Blot spills immediately with a clean white cloth; do not rub. Use a mild fabric cleaner for spots and have it professionally cleaned once a year. Plump and rotate cushions regularly so they keep their shape.',
  velvet:
    'Brush gently along the pile with a soft clothes brush. Blot spills straight away and avoid soaking the fabric, which leaves water marks. Keep away from strong direct sunlight to prevent fading. Professional dry clean only.',
  leather:
    'Dust with a dry microfibre cloth and wipe spills straight away. Condition with a good leather conditioner every six months. Keep at least 30 cm away from heaters, AC vents and direct sunlight so the leather does not crack.',
  metal:
    'Wipe with a dry or slightly damp cloth and dry thoroughly. Avoid abrasive cleaners and scouring pads, which scratch the coating. In coastal cities, wipe it down weekly to keep salt air from causing rust.',
  brass:
    'Wipe with a soft, dry cloth. Brass develops a gentle patina with time; to bring back the shine, use a brass polish or a paste of lemon juice and baking soda, then rinse and dry thoroughly. Avoid harsh chemicals.',
  stone:
    'Wipe with a damp cloth and dry immediately. Stone is porous, so wipe up lemon juice, vinegar, tea and oil straight away and always use coasters. Reseal the surface once a year with a stone sealant, and avoid acidic or abrasive cleaners.',
  ceramic:
    'Dust with a soft cloth and wash by hand with mild soap and water. Not dishwasher safe. Place on a stable, level surface and handle with care.',
  glass:
    'Clean with a lint-free cloth and a little mild glass cleaner sprayed onto the cloth, not the glass. Avoid abrasive pads and handle the glass with care.',
};

const STYLE_LINES: Record<string, string> = {
  Contemporary: 'Clean lines and a relaxed silhouette let it settle into almost any home without fuss.',
  'Mid-century':
    'Tapered legs and soft, rounded edges give it that easy mid-century charm that never seems to date.',
  'Traditional Indian':
    'Its lines borrow from the havelis and courtyard homes of Rajasthan, yet it sits just as happily in a modern apartment.',
  Scandinavian: 'Light, honest and uncluttered, it brings a calm Scandinavian feel to the room.',
  Industrial:
    'A pared-back industrial look, all sturdy frames and honest materials, for homes with a bit of edge.',
  Bohemian: 'Handcrafted textures and a laid-back bohemian spirit make the room feel lived-in and personal.',
  Minimalist: 'Nothing extra, nothing missing: a minimalist design that keeps small rooms feeling open.',
  Colonial: 'A nod to colonial-era bungalows, with proportions generous enough for a family home.',
  'Art Deco': 'Curves and a touch of glamour borrowed from the Art Deco buildings of old Bombay.',
  Rustic: 'A rustic, earthy character that looks even better as it ages with your home.',
  Modern: 'A sleek, modern profile that is as practical as it is good-looking.',
  Coastal: 'Breezy, coastal textures that make any balcony feel like a holiday.',
};

const MATERIAL_LINES: Partial<Record<MaterialKey, string>> = {
  sheesham:
    'It is made from solid sheesham (Indian rosewood), seasoned and treated against termites, with a rich grain that deepens beautifully over the years.',
  teak: 'Crafted from seasoned teak, prized in Indian homes for generations for its strength and natural resistance to moisture.',
  mango:
    'Made from sustainably sourced mango wood, each piece shows its own grain and small natural variations.',
  acacia: 'Solid acacia wood gives it a warm tone and a tight, hard-wearing grain.',
  engineered:
    'Built from moisture-resistant engineered wood with edge banding on every side, so it stays true through humid summers.',
  ply: 'Carcasses are boiling-water-proof (BWP) plywood, the right choice for a busy Indian kitchen, with soft-close hinges throughout.',
  veneer:
    'Shutters in real teak veneer over BWP plywood give the warmth of solid wood with the stability a kitchen needs.',
  acrylic: 'High-gloss acrylic shutters bounce light around the kitchen and wipe clean in seconds.',
  cane: 'Hand-woven cane panels, made by artisans in Assam, are set into a solid sheesham frame.',
  rattan: 'Woven by hand from natural rattan, it is light, strong and full of texture.',
  wicker: 'All-weather PE wicker is woven over a rust-proof aluminium frame, so it shrugs off sun and rain.',
  rope: 'Olefin rope, hand-wrapped over powder-coated aluminium, dries quickly and will not fade in the sun.',
  cotton: 'Pure cotton, soft to the touch and breathable in every season.',
  linen: 'A linen blend with a gentle slub gives it a relaxed, natural texture.',
  fabric: 'Upholstered in a textured, pet-friendly fabric that resists pilling.',
  velvet: 'Upholstered in a plush velvet with a soft sheen that changes with the light.',
  boucle: 'Wrapped in a nubby boucle that is cosy to sink into and lovely to touch.',
  silk: 'Woven in art silk for a lustrous sheen that catches the light.',
  jute: 'Hand-woven from natural jute fibre, it is sturdy, biodegradable and full of texture.',
  wool: 'Hand-tufted from New Zealand wool blended with Indian wool for a dense, springy pile.',
  dhurrie: 'Flat-woven cotton dhurrie, made on pit looms in Panipat, light enough to shake out and wash.',
  macrame: 'Knotted by hand in thick cotton cord, with a sturdy frame hidden inside.',
  canvas: 'Printed with fade-resistant inks on museum-grade canvas and stretched over a seasoned pine frame.',
  mesh: 'Breathable mesh keeps you cool through long workdays in the Indian summer.',
  leatherette: 'Upholstered in a soft, easy-clean leatherette that stands up to daily family use.',
  leather: 'Upholstered in top-grain leather that grows softer and richer with use.',
  metal: 'A powder-coated steel frame keeps it sturdy and rust-free.',
  iron: 'Hand-forged wrought iron gives it weight, strength and a quietly traditional look.',
  brass: 'Made in Moradabad from solid brass by third-generation metalsmiths.',
  steel: 'Food-grade SS 304 stainless steel that will not rust or stain.',
  marble: 'Each marble top is cut from a single slab, so the veining on yours will be one of a kind.',
  concrete: 'Fibre-reinforced concrete is light enough to move yet tough enough for the open terrace.',
  ceramic: 'Glazed ceramic, fired at high temperature for a durable, glossy finish.',
  terracotta: 'Shaped by hand from terracotta clay by potters in Khurja and finished with a soft glaze.',
  glass: 'Mouth-blown glass gives it a gentle, uneven character that machine-made glass lacks.',
};

const BRANDS = {
  studio: 'Aangan Studio',
  kaveri: 'Kaveri Woodworks',
  jodhpur: 'Jodhpur Craft Co.',
  deccan: 'Deccan Loom House',
  saanjh: 'Saanjh Lighting',
  nilgiri: 'Nilgiri Living',
  moradabad: 'Moradabad Metalcraft',
  konark: 'Konark Ceramics',
  banyan: 'Banyan Outdoors',
  ghar: 'Ghar & Co.',
  modular: 'Aangan Modular',
} as const;

// ---------------------------------------------------------------------------------------------
// Templates

type Style = keyof typeof STYLE_LINES;
type ItemTemplate = readonly [
  name: string,
  material: MaterialKey,
  colour: ColourKey,
  style: Style,
  kind?: IllustrationKind,
];
type ReviewGroup = 'furniture' | 'soft' | 'light' | 'decor' | 'kitchen';
type Spec = { name: string; value: string };
type VariantOption = readonly [name: string, code: string, factor: number];

interface SubTemplate {
  slug: string;
  name: string;
  parent: string;
  code: string;
  kind: IllustrationKind;
  noun: string;
  featured?: boolean;
  description: string;
  illustration: readonly [ColourKey, MaterialKey];
  room: string;
  group: ReviewGroup;
  price: readonly [number, number];
  /** [wMin, wMax, dMin, dMax, hMin, hMax] in cm */
  dims: readonly [number, number, number, number, number, number];
  dimsText?: (w: number, d: number, h: number) => string;
  weight: readonly [number, number];
  brands: readonly string[];
  assembly: boolean;
  sizeGuide?: string;
  care?: string;
  warranty?: (item: ItemTemplate, rng: Rng) => string;
  variants: (item: ItemTemplate) => readonly VariantOption[];
  openers: readonly string[];
  features: readonly string[];
  specs: (item: ItemTemplate, rng: Rng) => Spec[];
  items: readonly ItemTemplate[];
}

interface RootTemplate {
  slug: string;
  name: string;
  description: string;
  featured: boolean;
  illustration: readonly [IllustrationKind, ColourKey, MaterialKey];
}

const ROOTS: readonly RootTemplate[] = [
  {
    slug: 'living-room',
    name: 'Living Room',
    description:
      'Sofas, coffee tables, TV units and easy chairs for the room where the family gathers, guests are welcomed and every festival begins.',
    featured: true,
    illustration: ['sofa', 'terracotta', 'fabric'],
  },
  {
    slug: 'bedroom',
    name: 'Bedroom',
    description:
      'Beds, wardrobes and bedside tables in solid wood and soft upholstery, made for restful nights and calm, clutter-free mornings.',
    featured: true,
    illustration: ['bed', 'honey', 'sheesham'],
  },
  {
    slug: 'kitchen',
    name: 'Kitchen',
    description:
      'Modular kitchens designed around Indian cooking, with tall pantries, masala drawers and storage that keeps the tadka zone tidy.',
    featured: true,
    illustration: ['kitchen-cabinet', 'sage', 'ply'],
  },
  {
    slug: 'dining',
    name: 'Dining',
    description:
      'Dining sets, chairs and crockery units for long Sunday lunches, festive thalis and everyday meals together.',
    featured: true,
    illustration: ['dining-table', 'teak', 'teak'],
  },
  {
    slug: 'office',
    name: 'Home Office',
    description:
      'Study tables, ergonomic chairs and bookshelves that turn a corner of your home into a place where good work gets done.',
    featured: true,
    illustration: ['desk', 'walnut', 'mango'],
  },
  {
    slug: 'lighting',
    name: 'Lighting',
    description:
      'Pendants, floor lamps and table lamps in cane, brass and glass to give every room a warm evening glow.',
    featured: true,
    illustration: ['pendant-light', 'cane', 'rattan'],
  },
  {
    slug: 'decor',
    name: 'Decor',
    description:
      'Mirrors, rugs, vases, cushions and wall art, many of them handmade by Indian artisans, to add the finishing touches that make a house feel like home.',
    featured: false,
    illustration: ['vase', 'terracotta', 'terracotta'],
  },
  {
    slug: 'outdoor',
    name: 'Outdoor & Balcony',
    description:
      'Weather-ready seating, jhoolas and planters that turn a balcony, terrace or garden into your favourite spot for evening chai.',
    featured: false,
    illustration: ['swing', 'cane', 'cane'],
  },
];

const SOFA_GUIDE =
  '2-Seater: about 150 to 170 cm wide, for compact living rooms and studies. 3-Seater: about 200 to 220 cm wide, the standard for most living rooms. Sofa sets (3+1+1 or 3+2) need a room of at least 3.5 x 3.5 m. L-Shape: about 250 x 160 cm; check which side your lounger should sit. Keep 45 cm between the sofa and the coffee table, and measure your door, lift and staircase turns before ordering.';
const BED_GUIDE =
  'Queen: fits a 152 x 198 cm (60 x 78 in) mattress and needs a floor area of about 170 x 215 cm. King: fits a 182 x 198 cm (72 x 78 in) mattress and needs about 200 x 215 cm. Leave at least 60 cm of walking space on both sides and at the foot of the bed. Mattress not included; a 6 to 8 inch mattress suits the frame best.';
const WARDROBE_GUIDE =
  '2-Door: about 90 cm wide, for a single user or a guest room. 3-Door: about 135 cm wide, the usual choice for a couple. 4-Door: about 180 cm wide, for a master bedroom with long-hanging space. Allow 60 cm in front for hinged doors to open fully (sliding doors need none) and 5 cm of clearance below the ceiling for assembly.';
const RUG_GUIDE =
  '120 x 180 cm: under a coffee table or beside a bed. 160 x 230 cm: a living room, with the front legs of the sofa resting on the rug. 200 x 300 cm: large living rooms, or under a 6-seater dining table with room for the chairs to slide back. Leave 30 to 45 cm of bare floor between the rug and the walls.';

const LIGHTING_CARE =
  'Switch off at the mains and let the bulb cool before cleaning. Dust the shade with a soft brush or a lint roller and wipe the base with a dry cloth. Use a bulb within the rated wattage; warm white LED bulbs of 2700K suit it best.';
const CUSHION_CARE =
  'Remove the cover and wash gently in cold water on a delicate cycle; dry in the shade. Do not bleach or tumble dry. Iron on the reverse at a low setting. Plump the filler every few days to keep it full.';
const RUG_CARE =
  'Vacuum once a week without the beater bar. Rotate the rug every few months so it wears evenly. Blot spills at once with a dry cloth, and have it professionally cleaned once a year. Use a non-slip rug pad underneath on tiled or marble floors.';
const KITCHEN_CARE =
  'Wipe shutters with a soft cloth and mild detergent, then dry immediately. Avoid steel wool and harsh chemicals. Do not leave wet vessels on countertop edges, clean the chimney filter every three to four weeks, and oil the drawer channels once a year.';
const ART_CARE =
  'Dust gently with a dry, soft brush. Hang away from direct sunlight, kitchen steam and damp walls. Never use water or cleaning sprays on the artwork.';
const MIRROR_CARE =
  'Clean the glass with a lint-free cloth and a little glass cleaner sprayed onto the cloth, not the mirror. Dust the frame with a dry cloth. Fix only to a solid wall with the supplied hardware.';
const PLANTER_CARE =
  'Use the drainage hole and a saucer so water does not pool. Wipe the outside with a damp cloth. Empty and bring indoors during heavy monsoon showers, and avoid letting water stand in the base during winter nights.';

const seater = (name: string): string =>
  name.includes('2-Seater') ? '2' : name.includes('L-Shaped') ? '5' : '3';
const woodFrame = (m: MaterialKey): string =>
  m === 'teak'
    ? 'Seasoned teak wood'
    : m === 'sheesham'
      ? 'Kiln-dried sheesham wood'
      : 'Solid pine and marine plywood';
const label = (m: MaterialKey): string => MATERIALS[m].label;

const SUBS: readonly SubTemplate[] = [
  // --- Living room -----------------------------------------------------------------------------
  {
    slug: 'sofas',
    name: 'Sofas',
    parent: 'living-room',
    code: 'SOF',
    kind: 'sofa',
    noun: 'sofa',
    featured: true,
    description:
      'Three-seaters, sofa sets and sectionals in fabric, velvet, leather and solid wood, built with deep seats for long chats over chai.',
    illustration: ['mustard', 'fabric'],
    room: 'Living Room',
    group: 'furniture',
    price: [34_999, 1_49_999],
    dims: [200, 225, 85, 100, 80, 92],
    weight: [45, 95],
    brands: [BRANDS.studio, BRANDS.nilgiri, BRANDS.kaveri, BRANDS.ghar],
    assembly: false,
    sizeGuide: SOFA_GUIDE,
    warranty: (_item, rng) => (rng() < 0.55 ? '3 Years on frame' : '1 Year Warranty'),
    variants: (item) =>
      item[0].includes('L-Shaped')
        ? [
            ['Left-hand Lounger', 'LH', 1],
            ['Right-hand Lounger', 'RH', 1],
          ]
        : [
            ['3-Seater', '3S', 1],
            ['3+2 Sofa Set', '32', 1.62],
            ['3+1+1 Sofa Set', '311', 1.55],
          ],
    openers: [
      'Sink into the {name}, a sofa made for long evenings with family and weekend guests alike.',
      'The {name} is the kind of sofa that becomes the heart of the living room, generous, supportive and easy to live with.',
      'Deep seats, supportive backs and just the right height: the {name} is built for the way Indian families actually use a sofa.',
    ],
    features: [
      'High-resilience foam seats that keep their shape for years',
      'Kiln-dried, termite-treated frame',
      'Removable and washable cushion covers',
      'Delivered fully assembled; just unwrap and sit',
      'Pocket springs under the seat for even support',
      'Sturdy legs with floor protectors',
      'Back cushions filled with soft micro-fibre',
    ],
    specs: (item) => [
      { name: 'Seating Capacity', value: seater(item[0]) },
      { name: 'Frame Material', value: woodFrame(item[1]) },
      { name: 'Cushion Fill', value: 'High-resilience foam (40 density) with fibre wrap' },
      { name: 'Seat Height', value: '43 cm' },
    ],
    items: [
      ['Rajasthani Sheesham 3-Seater Sofa', 'sheesham', 'honey', 'Traditional Indian'],
      ['Kaveri Velvet Chesterfield Sofa', 'velvet', 'emerald', 'Colonial'],
      ['Nila Linen 3-Seater Sofa', 'linen', 'beige', 'Scandinavian'],
      ['Marina Mid-century 3-Seater Sofa', 'cotton', 'mustard', 'Mid-century'],
      ['Hampi L-Shaped Sectional Sofa', 'fabric', 'charcoal', 'Contemporary'],
      ['Banjara Top-grain Leather 3-Seater Sofa', 'leather', 'cognac', 'Mid-century'],
      ['Charminar Velvet 3-Seater Sofa', 'velvet', 'teal', 'Art Deco'],
    ],
  },
  {
    slug: 'coffee-tables',
    name: 'Coffee Tables',
    parent: 'living-room',
    code: 'CTB',
    kind: 'coffee-table',
    noun: 'coffee table',
    description:
      'Coffee tables in solid wood, marble and cane, with shelves and drawers for the remote, the newspaper and the evening snacks.',
    illustration: ['honey', 'sheesham'],
    room: 'Living Room',
    group: 'furniture',
    price: [8_999, 38_999],
    dims: [95, 105, 50, 65, 38, 45],
    weight: [14, 38],
    brands: [BRANDS.jodhpur, BRANDS.kaveri, BRANDS.studio],
    assembly: false,
    variants: () => [
      ['Standard (100 cm)', 'STD', 1],
      ['Large (120 cm)', 'LG', 1.18],
    ],
    openers: [
      'The {name} anchors your seating area and keeps everything you need within easy reach.',
      'Tea, board games, the Sunday paper: the {name} is ready for all of it.',
      'Low, sturdy and good-looking from every side, the {name} pulls your living room together.',
    ],
    features: [
      'Lower shelf for books, magazines and the remote',
      'Rounded corners, safer around children',
      'Stain-resistant top finish',
      'Sturdy, wobble-free frame',
      'Floor-friendly felt pads under the legs',
      'Sized to sit comfortably in front of a 3-seater sofa',
    ],
    specs: (item) => [
      { name: 'Top Material', value: item[1] === 'marble' ? 'Makrana marble, 18 mm' : label(item[1]) },
      { name: 'Shape', value: 'Rectangular' },
      { name: 'Storage', value: item[0].includes('Shelf') ? 'Open lower shelf' : 'None' },
    ],
    items: [
      ['Jodhpur Sheesham Coffee Table with Shelf', 'sheesham', 'honey', 'Traditional Indian'],
      ['Carrara Marble-top Coffee Table', 'marble', 'marble', 'Contemporary'],
      ['Oslo Mango Wood Coffee Table', 'mango', 'mango', 'Scandinavian'],
      ['Cane Weave Coffee Table', 'cane', 'cane', 'Bohemian'],
      ['Forge Industrial Coffee Table', 'iron', 'black', 'Industrial'],
    ],
  },
  {
    slug: 'tv-units',
    name: 'TV Units',
    parent: 'living-room',
    code: 'TVU',
    kind: 'tv-unit',
    noun: 'TV unit',
    description:
      'Low media consoles and wall-mounted TV units with concealed cable management and space for your set-top box, speakers and showpieces.',
    illustration: ['walnut', 'sheesham'],
    room: 'Living Room',
    group: 'furniture',
    price: [14_999, 64_999],
    dims: [160, 160, 38, 45, 45, 60],
    weight: [25, 60],
    brands: [BRANDS.kaveri, BRANDS.studio, BRANDS.ghar],
    assembly: true,
    variants: () => [
      ['160 cm', '160', 1],
      ['180 cm', '180', 1.12],
      ['200 cm', '200', 1.25],
    ],
    openers: [
      'The {name} gives your television a handsome home and hides the clutter of wires and remotes.',
      'Built for screens up to 65 inches, the {name} keeps the living room tidy without shouting about it.',
    ],
    features: [
      'Holds TVs up to 65 inches',
      'Cable cut-outs at the back keep wires out of sight',
      'Soft-close drawers and shutters',
      'Open shelf sized for a set-top box and soundbar',
      'Anti-tip wall bracket included',
      'Free installation by our carpenter',
    ],
    specs: (item) => [
      { name: 'Suitable TV Size', value: 'Up to 65 inches' },
      { name: 'Storage', value: '2 drawers, 1 open shelf' },
      { name: 'Mounting', value: item[0].includes('Wall') ? 'Wall-mounted' : 'Floor-standing' },
      { name: 'Load Capacity (Top)', value: '50 kg' },
    ],
    items: [
      ['Mysore Sheesham TV Unit', 'sheesham', 'walnut', 'Traditional Indian'],
      ['Fluted Engineered Wood TV Unit', 'engineered', 'oak', 'Contemporary'],
      ['Cane Panel Mango Wood TV Unit', 'cane', 'honeyCane', 'Bohemian'],
      ['Aravalli Wall-mounted TV Unit', 'engineered', 'charcoal', 'Minimalist'],
      ['Teakwood Heritage Media Console', 'teak', 'teak', 'Colonial'],
    ],
  },
  {
    slug: 'recliners',
    name: 'Recliners',
    parent: 'living-room',
    code: 'REC',
    kind: 'armchair',
    noun: 'recliner',
    description:
      'Manual and motorised recliners with plush headrests and footrests that rise at the touch of a lever, for cricket matches and well-earned naps.',
    illustration: ['tan', 'leatherette'],
    room: 'Living Room',
    group: 'furniture',
    price: [24_999, 94_999],
    dims: [80, 95, 90, 100, 98, 106],
    weight: [38, 70],
    brands: [BRANDS.nilgiri, BRANDS.ghar, BRANDS.studio],
    assembly: false,
    warranty: (_item, rng) => (rng() < 0.5 ? '3 Years on frame' : '1 Year Warranty'),
    variants: (item) =>
      item[0].includes('Motorised')
        ? []
        : [
            ['Manual Recline', 'MAN', 1],
            ['Motorised Recline', 'MOT', 1.35],
          ],
    openers: [
      'Put your feet up: the {name} reclines smoothly into a deep, supportive lounge position.',
      'The {name} is the seat everyone in the family will want on match night.',
    ],
    features: [
      'Smooth recline mechanism tested for 20,000 cycles',
      'Padded headrest and lumbar support',
      'Footrest rises as you recline',
      'Wall-hugger design needs only 15 cm behind it',
      'Side pocket for the remote and phone',
      'Delivered assembled',
    ],
    specs: (item) => [
      {
        name: 'Recline Type',
        value: item[0].includes('Motorised') ? 'Motorised, USB charging port' : 'Manual lever',
      },
      { name: 'Seating Capacity', value: item[0].includes('2-Seater') ? '2' : '1' },
      { name: 'Recline Angle', value: '150 degrees' },
      { name: 'Weight Capacity', value: '120 kg' },
    ],
    items: [
      ['Comfort Plus Single-seater Recliner', 'leatherette', 'tan', 'Contemporary'],
      ['Nilgiri Fabric Rocker Recliner', 'fabric', 'grey', 'Contemporary'],
      ['Monarch Leather Recliner', 'leather', 'espresso', 'Colonial'],
      ['Lounge Motorised Velvet Recliner', 'velvet', 'indigo', 'Modern'],
      ['Sahyadri 2-Seater Recliner Sofa', 'fabric', 'beige', 'Contemporary', 'sofa'],
    ],
  },
  {
    slug: 'accent-chairs',
    name: 'Accent Chairs',
    parent: 'living-room',
    code: 'ACH',
    kind: 'armchair',
    noun: 'chair',
    description:
      'Accent chairs and armchairs in cane, velvet and carved teak: the one statement seat that makes a reading corner or a balcony nook.',
    illustration: ['cane', 'cane'],
    room: 'Living Room',
    group: 'furniture',
    price: [12_999, 45_999],
    dims: [65, 80, 70, 85, 78, 105],
    weight: [12, 28],
    brands: [BRANDS.jodhpur, BRANDS.studio, BRANDS.nilgiri],
    assembly: false,
    variants: () => [
      ['Without Footstool', 'STD', 1],
      ['With Matching Footstool', 'FS', 1.28],
    ],
    openers: [
      'The {name} is the chair you reach for with a book and a cup of filter coffee.',
      'A single chair can change a room, and the {name} does it with real charm.',
      'Compact enough for a bedroom corner and handsome enough for the living room, the {name} fits in anywhere.',
    ],
    features: [
      'Sculpted seat with a comfortable, upright back',
      'Solid wood legs with a protective finish',
      'Seat cushion with removable cover',
      'Light enough to move around easily',
      'Delivered ready to use',
      'Pairs beautifully with a small side table',
    ],
    specs: (item) => [
      { name: 'Seating Capacity', value: '1' },
      { name: 'Frame Material', value: woodFrame(item[1]) },
      { name: 'Seat Height', value: '42 cm' },
    ],
    items: [
      ['Cane Weave Accent Chair', 'cane', 'cane', 'Bohemian'],
      ['Lotus Velvet Wingback Chair', 'velvet', 'blush', 'Art Deco'],
      ['Maharaja Carved Teak Armchair', 'teak', 'provincial', 'Traditional Indian'],
      ['Ikat Print Lounge Chair', 'cotton', 'indigo', 'Bohemian'],
      ['Scandi Boucle Accent Chair', 'boucle', 'ivory', 'Scandinavian'],
      ['Rattan Peacock Armchair', 'rattan', 'honeyCane', 'Bohemian'],
    ],
  },
  // --- Bedroom ---------------------------------------------------------------------------------
  {
    slug: 'beds',
    name: 'Beds',
    parent: 'bedroom',
    code: 'BED',
    kind: 'bed',
    noun: 'bed',
    featured: true,
    description:
      'Queen and king beds in solid sheesham, teak and soft upholstery, many with hydraulic storage for quilts, suitcases and festive linen.',
    illustration: ['teal', 'velvet'],
    room: 'Bedroom',
    group: 'furniture',
    price: [34_999, 1_19_999],
    dims: [160, 175, 205, 215, 95, 120],
    weight: [70, 140],
    brands: [BRANDS.kaveri, BRANDS.jodhpur, BRANDS.studio, BRANDS.nilgiri],
    assembly: true,
    sizeGuide: BED_GUIDE,
    warranty: (_item, rng) => (rng() < 0.6 ? '3 Years on frame' : '1 Year Warranty'),
    variants: () => [
      ['Queen', 'Q', 1],
      ['King', 'K', 1.14],
      ['Queen with Hydraulic Storage', 'QH', 1.22],
      ['King with Hydraulic Storage', 'KH', 1.36],
    ],
    openers: [
      'The {name} brings a calm, grounded feel to the bedroom and is built to last for years.',
      'Rest easy on the {name}, made with sturdy joinery and a headboard you will love leaning against.',
      'Generous proportions and quiet craftsmanship make the {name} the heart of a restful bedroom.',
    ],
    features: [
      'Solid wooden slats for proper mattress ventilation',
      'Padded headboard to lean against while reading',
      'Hydraulic storage option with gas-lift support',
      'Centre support legs so the bed never sags',
      'Free assembly by our trained carpenters',
      'No creaks: metal-reinforced joints',
    ],
    specs: (item) => [
      { name: 'Bed Size', value: 'Queen' },
      { name: 'Mattress Size', value: '152 x 198 cm (60 x 78 in)' },
      {
        name: 'Headboard',
        value: item[1] === 'velvet' || item[1] === 'linen' ? 'Upholstered, padded' : 'Solid wood panel',
      },
      { name: 'Weight Capacity', value: '300 kg' },
    ],
    items: [
      ['Rajwada Sheesham Bed', 'sheesham', 'honey', 'Traditional Indian'],
      ['Veda Upholstered Bed', 'velvet', 'teal', 'Contemporary'],
      ['Kerala Teak Panel Bed', 'teak', 'teak', 'Traditional Indian'],
      ['Nordic Engineered Wood Hydraulic Bed', 'engineered', 'oak', 'Scandinavian'],
      ['Cane Headboard Mango Wood Bed', 'cane', 'honeyCane', 'Bohemian'],
      ['Linen Wingback Platform Bed', 'linen', 'beige', 'Contemporary'],
    ],
  },
  {
    slug: 'wardrobes',
    name: 'Wardrobes',
    parent: 'bedroom',
    code: 'WRD',
    kind: 'wardrobe',
    noun: 'wardrobe',
    description:
      'Two-, three- and four-door wardrobes with hanging space for sarees and suits, locker drawers and shelves planned for Indian families.',
    illustration: ['walnut', 'sheesham'],
    room: 'Bedroom',
    group: 'furniture',
    price: [29_999, 99_999],
    dims: [90, 100, 55, 62, 200, 215],
    weight: [80, 160],
    brands: [BRANDS.kaveri, BRANDS.studio, BRANDS.ghar],
    assembly: true,
    sizeGuide: WARDROBE_GUIDE,
    warranty: (_item, rng) => (rng() < 0.5 ? '3 Years on frame' : '1 Year Warranty'),
    variants: () => [
      ['2-Door', '2D', 1],
      ['3-Door', '3D', 1.38],
      ['4-Door', '4D', 1.75],
    ],
    openers: [
      'The {name} gives every saree, shirt and suitcase its own place.',
      'Plan your mornings better with the {name}, designed with long-hanging space, shelves and a locker drawer.',
    ],
    features: [
      'Long-hanging space for sarees, kurtas and suits',
      'Concealed locker drawer for valuables',
      'Soft-close hinges rated for 50,000 cycles',
      'Adjustable shelves',
      'Anti-tip wall fixing kit included',
      'Free installation by our carpenters',
    ],
    specs: (item) => [
      { name: 'Doors', value: item[0].includes('Sliding') ? '2, sliding' : '2, hinged' },
      { name: 'Internal Layout', value: 'Hanging rail, 4 shelves, 2 drawers, locker' },
      { name: 'Mirror', value: item[0].includes('Mirror') ? 'Full-length, on the door' : 'No' },
    ],
    items: [
      ['Heritage Sheesham Wardrobe', 'sheesham', 'walnut', 'Traditional Indian'],
      ['Sliding Door Wardrobe with Mirror', 'engineered', 'white', 'Minimalist'],
      ['Kaveri Teak Wardrobe', 'teak', 'teak', 'Colonial'],
      ['Cane Door Mango Wood Wardrobe', 'cane', 'cane', 'Bohemian'],
      ['Graphite Modular Wardrobe System', 'engineered', 'graphite', 'Contemporary'],
    ],
  },
  {
    slug: 'bedside-tables',
    name: 'Bedside Tables',
    parent: 'bedroom',
    code: 'BST',
    kind: 'side-table',
    noun: 'bedside table',
    description:
      'Nightstands with a drawer for your glasses and a shelf for tonight’s book, in carved wood, cane and marble.',
    illustration: ['honey', 'sheesham'],
    room: 'Bedroom',
    group: 'furniture',
    price: [5_999, 18_999],
    dims: [40, 55, 35, 45, 50, 62],
    weight: [6, 18],
    brands: [BRANDS.jodhpur, BRANDS.kaveri, BRANDS.studio],
    assembly: false,
    variants: () => [
      ['Single', '1', 1],
      ['Set of 2', '2', 1.9],
    ],
    openers: [
      'The {name} keeps your phone, glasses and bedtime book right where you need them.',
      'Small but beautifully made, the {name} finishes the bedroom nicely.',
    ],
    features: [
      'Smooth-running drawer with metal channels',
      'Open shelf for books and a water bottle',
      'Rounded edges for night-time safety',
      'Top finish resists water rings',
      'Comes fully assembled',
    ],
    specs: () => [
      { name: 'Storage', value: '1 drawer, 1 open shelf' },
      { name: 'Drawer Load Capacity', value: '8 kg' },
    ],
    items: [
      ['Jaali Carved Bedside Table', 'sheesham', 'honey', 'Traditional Indian'],
      ['Cane Front Bedside Table', 'cane', 'cane', 'Bohemian'],
      ['Mid-century Two-drawer Nightstand', 'mango', 'walnut', 'Mid-century'],
      ['Marble-top Brass Bedside Table', 'marble', 'marble', 'Art Deco'],
      ['Floating Wall-mounted Nightstand', 'engineered', 'oak', 'Minimalist'],
    ],
  },
  // --- Kitchen ---------------------------------------------------------------------------------
  {
    slug: 'modular-kitchens',
    name: 'Modular Kitchens',
    parent: 'kitchen',
    code: 'MKT',
    kind: 'kitchen-cabinet',
    noun: 'kitchen',
    description:
      'Complete modular kitchens, designed, made and installed by us: L-shaped, parallel, U-shaped and island layouts with tall units and a chimney niche.',
    illustration: ['sage', 'ply'],
    room: 'Kitchen',
    group: 'kitchen',
    price: [1_49_900, 3_49_900],
    dims: [240, 360, 60, 60, 210, 220],
    weight: [280, 520],
    brands: [BRANDS.modular],
    assembly: true,
    care: KITCHEN_CARE,
    warranty: (_item, rng) => (rng() < 0.5 ? '10 Years on cabinets, 1 Year on hardware' : '1 Year Warranty'),
    variants: () => [
      ['10 ft Run', '10', 1],
      ['12 ft Run', '12', 1.16],
      ['14 ft Run', '14', 1.3],
    ],
    openers: [
      'The {name} is planned around the way Indian families cook, with space for the pressure cooker, the mixie and the masala dabba.',
      'From the first site measurement to the final hinge adjustment, the {name} is designed and installed by our own team.',
    ],
    features: [
      'Free site measurement and 3D design',
      'Soft-close hinges and tandem drawers',
      'Dedicated masala and cutlery drawers',
      'Chimney and hob niche planned in',
      'Quartz countertop included',
      'Installed by our team in 7 to 10 days',
    ],
    specs: (item) => [
      {
        name: 'Layout',
        value: item[0].split(' ').find((w) => /Shaped|Parallel|Island|Straight/.test(w)) ?? 'L-Shaped',
      },
      { name: 'Countertop', value: 'Quartz, 20 mm' },
      { name: 'Hardware', value: 'Soft-close hinges and tandem drawers' },
      { name: 'Installation', value: 'Included' },
    ],
    items: [
      ['Aangan L-Shaped Modular Kitchen', 'ply', 'sage', 'Contemporary'],
      ['Parallel Modular Kitchen in Gloss Acrylic', 'acrylic', 'white', 'Modern'],
      ['U-Shaped Teak Veneer Modular Kitchen', 'veneer', 'teak', 'Traditional Indian'],
      ['Island Modular Kitchen with Quartz Counter', 'ply', 'charcoal', 'Modern'],
      ['Compact Straight Modular Kitchen', 'ply', 'terracotta', 'Contemporary'],
    ],
  },
  {
    slug: 'kitchen-storage',
    name: 'Kitchen Storage',
    parent: 'kitchen',
    code: 'KST',
    kind: 'kitchen-cabinet',
    noun: 'storage unit',
    description:
      'Pantry pull-outs, corner carousels, trolleys and spice racks that make every inch of an Indian kitchen work harder.',
    illustration: ['steel', 'steel'],
    room: 'Kitchen',
    group: 'kitchen',
    price: [6_999, 39_999],
    dims: [45, 60, 40, 60, 60, 200],
    weight: [9, 45],
    brands: [BRANDS.modular, BRANDS.kaveri],
    assembly: true,
    variants: (item) =>
      item[0].includes('Sideboard') || item[0].includes('Wall-mounted')
        ? []
        : [
            ['450 mm', '45', 1],
            ['600 mm', '60', 1.18],
            ['900 mm', '90', 1.42],
          ],
    openers: [
      'The {name} turns an awkward corner of the kitchen into organised, easy-to-reach storage.',
      'Dals, masalas, pickles and steel dabbas all find a home in the {name}.',
    ],
    features: [
      'Full-extension soft-close runners',
      'Rust-proof baskets',
      'Fits standard modular carcasses',
      'Easy to clean, removable trays',
      'Takes up to 60 kg of load',
    ],
    specs: () => [
      { name: 'Load Capacity', value: '60 kg' },
      { name: 'Runners', value: 'Full-extension, soft-close' },
      { name: 'Baskets', value: 'SS 304, removable' },
    ],
    items: [
      ['Tall Pull-out Pantry Unit', 'steel', 'steel', 'Modern'],
      ['Sheesham Wall-mounted Spice Cabinet', 'sheesham', 'honey', 'Traditional Indian'],
      ['Mango Wood Kitchen Trolley', 'mango', 'mango', 'Rustic'],
      ['Corner Carousel Storage Unit', 'steel', 'steel', 'Modern'],
      ['Cane-front Kitchen Sideboard', 'cane', 'cane', 'Bohemian'],
    ],
  },
  // --- Dining ----------------------------------------------------------------------------------
  {
    slug: 'dining-sets',
    name: 'Dining Sets',
    parent: 'dining',
    code: 'DST',
    kind: 'dining-table',
    noun: 'dining set',
    description:
      'Four- and six-seater dining sets in sheesham, teak and marble, made for everyday meals and festive spreads alike.',
    illustration: ['honey', 'sheesham'],
    room: 'Dining Room',
    group: 'furniture',
    price: [39_999, 1_69_999],
    dims: [120, 135, 80, 90, 75, 77],
    weight: [55, 120],
    brands: [BRANDS.kaveri, BRANDS.jodhpur, BRANDS.studio],
    assembly: true,
    warranty: (_item, rng) => (rng() < 0.4 ? '3 Years on frame' : '1 Year Warranty'),
    variants: () => [
      ['4-Seater', '4S', 1],
      ['6-Seater', '6S', 1.32],
      ['6-Seater with Bench', '6B', 1.45],
    ],
    openers: [
      'Gather everyone around the {name}, sturdy enough for the Diwali feast and relaxed enough for Tuesday dinner.',
      'The {name} is made for long meals, second helpings and conversations that stretch late into the night.',
    ],
    features: [
      'Table and chairs from the same batch of wood for a matched finish',
      'Heat- and water-resistant top finish',
      'Cushioned seats with removable covers',
      'Table legs with levelling glides',
      'Free assembly at home',
    ],
    specs: (item) => [
      { name: 'Seating Capacity', value: '4' },
      {
        name: 'Table Top',
        value: item[1] === 'marble' ? 'Marble, 18 mm' : `Solid ${label(item[1]).toLowerCase()}`,
      },
      { name: 'Chair Seat', value: 'Cushioned, fabric' },
      { name: 'Table Height', value: '76 cm' },
    ],
    items: [
      ['Udaipur Sheesham Dining Set', 'sheesham', 'honey', 'Traditional Indian'],
      ['Carrara Marble-top Dining Set', 'marble', 'marble', 'Contemporary'],
      ['Nordic Acacia Dining Set', 'acacia', 'oak', 'Scandinavian'],
      ['Cane Chair Teak Dining Set', 'teak', 'teak', 'Mid-century'],
      ['Foundry Mango Wood Dining Set', 'mango', 'walnut', 'Industrial'],
    ],
  },
  {
    slug: 'dining-chairs',
    name: 'Dining Chairs',
    parent: 'dining',
    code: 'DCH',
    kind: 'dining-chair',
    noun: 'dining chair',
    description:
      'Dining chairs in cane, velvet and solid wood, sold singly or in sets, to complete your table or start a happy mismatch.',
    illustration: ['cane', 'cane'],
    room: 'Dining Room',
    group: 'furniture',
    price: [4_499, 14_999],
    dims: [44, 52, 48, 56, 82, 92],
    weight: [5, 9],
    brands: [BRANDS.jodhpur, BRANDS.kaveri, BRANDS.studio],
    assembly: false,
    variants: () => [
      ['Single Chair', '1', 1],
      ['Set of 2', '2', 1.92],
      ['Set of 4', '4', 3.7],
    ],
    openers: [
      'The {name} is comfortable through a long lunch and light enough to pull up anywhere.',
      'Mix it or match it: the {name} sits happily at almost any table.',
    ],
    features: [
      'Contoured back for upright comfort',
      'Stackable for festive overflow storage',
      'Floor protectors under every leg',
      'Seat height suits standard 76 cm tables',
      'Delivered ready to use',
    ],
    specs: () => [
      { name: 'Seat Height', value: '45 cm' },
      { name: 'Weight Capacity', value: '110 kg' },
    ],
    items: [
      ['Cane Back Dining Chair', 'cane', 'cane', 'Mid-century'],
      ['Velvet Upholstered Dining Chair', 'velvet', 'mustard', 'Contemporary'],
      ['Solid Sheesham Ladder-back Chair', 'sheesham', 'walnut', 'Rustic'],
      ['Wishbone Teak Dining Chair', 'teak', 'teak', 'Scandinavian'],
      ['Metal Cafe Dining Chair', 'metal', 'black', 'Industrial'],
    ],
  },
  {
    slug: 'crockery-units',
    name: 'Crockery Units',
    parent: 'dining',
    code: 'CRK',
    kind: 'bookshelf',
    noun: 'crockery unit',
    description:
      'Glass-fronted crockery cabinets and sideboards to show off the good dinner set and keep the everyday steel safely stored.',
    illustration: ['provincial', 'teak'],
    room: 'Dining Room',
    group: 'furniture',
    price: [29_999, 89_999],
    dims: [90, 150, 40, 45, 160, 200],
    weight: [55, 110],
    brands: [BRANDS.kaveri, BRANDS.jodhpur],
    assembly: true,
    variants: () => [
      ['4-Door', '4D', 1],
      ['6-Door', '6D', 1.3],
    ],
    openers: [
      'The {name} shows off the wedding dinner set and keeps the everyday steel neatly tucked away.',
      'With glass-fronted display shelves above and deep cabinets below, the {name} brings order to the dining room.',
    ],
    features: [
      'Toughened glass display doors',
      'Adjustable shelves for tall glassware',
      'Cutlery drawer with a felt lining',
      'Deep lower cabinets for serving bowls',
      'Anti-tip wall fixing kit included',
    ],
    specs: () => [
      { name: 'Glass', value: 'Toughened, 5 mm' },
      { name: 'Storage', value: '4 display shelves, 2 cabinets, 2 drawers' },
    ],
    items: [
      ['Chettinad Teak Crockery Cabinet', 'teak', 'provincial', 'Traditional Indian'],
      ['Glass Door Sheesham Crockery Unit', 'sheesham', 'honey', 'Colonial'],
      ['Cane Panel Bar and Crockery Cabinet', 'cane', 'honeyCane', 'Bohemian'],
      ['Mid-century Mango Wood Hutch', 'mango', 'walnut', 'Mid-century'],
    ],
  },
  // --- Office ----------------------------------------------------------------------------------
  {
    slug: 'study-tables',
    name: 'Study Tables',
    parent: 'office',
    code: 'STD',
    kind: 'desk',
    noun: 'study table',
    description:
      'Work-from-home desks and study tables with drawers, cable management and the right height for long hours at the laptop.',
    illustration: ['walnut', 'mango'],
    room: 'Home Office',
    group: 'furniture',
    price: [9_999, 38_999],
    dims: [95, 105, 55, 65, 74, 76],
    weight: [18, 42],
    brands: [BRANDS.kaveri, BRANDS.studio, BRANDS.ghar],
    assembly: true,
    variants: (item) =>
      item[0].includes('Wall')
        ? []
        : [
            ['100 cm', '100', 1],
            ['120 cm', '120', 1.12],
            ['140 cm', '140', 1.25],
          ],
    openers: [
      'The {name} gives you a proper place to work, study or finally sort out those bills.',
      'Work from home in comfort: the {name} is sized for a laptop, a monitor and a cup of chai.',
    ],
    features: [
      'Cable grommet to keep chargers tidy',
      'Drawers with smooth metal channels',
      'Comfortable 75 cm working height',
      'Scratch-resistant top',
      'Assembly in under 30 minutes',
    ],
    specs: () => [
      { name: 'Working Height', value: '75 cm' },
      { name: 'Storage', value: '2 drawers' },
      { name: 'Top Load Capacity', value: '40 kg' },
    ],
    items: [
      ["Writer's Sheesham Study Table", 'sheesham', 'honey', 'Contemporary'],
      ['Compact Foldable Wall Desk', 'engineered', 'oak', 'Minimalist'],
      ['Mid-century Mango Wood Desk', 'mango', 'walnut', 'Mid-century'],
      ['Pipe-leg Industrial Work Desk', 'metal', 'black', 'Industrial'],
      ['Cane Drawer Study Desk', 'cane', 'cane', 'Bohemian'],
    ],
  },
  {
    slug: 'office-chairs',
    name: 'Office Chairs',
    parent: 'office',
    code: 'OCH',
    kind: 'office-chair',
    noun: 'office chair',
    description:
      'Ergonomic office chairs with lumbar support, breathable mesh and smooth castors for long workdays at home.',
    illustration: ['black', 'mesh'],
    room: 'Home Office',
    group: 'furniture',
    price: [7_999, 42_999],
    dims: [60, 70, 60, 70, 110, 130],
    weight: [12, 22],
    brands: [BRANDS.ghar, BRANDS.studio],
    assembly: true,
    variants: () => [
      ['Standard', 'STD', 1],
      ['With Headrest', 'HR', 1.14],
    ],
    openers: [
      'Your back will thank you: the {name} supports you through long calls and longer spreadsheets.',
      'The {name} adjusts to you, not the other way round.',
    ],
    features: [
      'Adjustable lumbar support',
      'Class-4 gas lift for smooth height adjustment',
      '360-degree swivel with silent castors',
      'Tilt lock at multiple angles',
      'Padded, height-adjustable armrests',
      'BIFMA-tested base',
    ],
    specs: () => [
      { name: 'Seat Height', value: '44 to 54 cm, adjustable' },
      { name: 'Base', value: 'Nylon five-star base with 60 mm castors' },
      { name: 'Weight Capacity', value: '120 kg' },
    ],
    items: [
      ['ErgoPro Mesh Office Chair', 'mesh', 'black', 'Contemporary'],
      ['Executive Leather High-back Chair', 'leather', 'espresso', 'Contemporary'],
      ['Boucle Swivel Study Chair', 'boucle', 'ivory', 'Minimalist'],
      ['Task Fabric Office Chair', 'fabric', 'indigo', 'Modern'],
      ['Leatherette Mid-back Chair', 'leatherette', 'tan', 'Mid-century'],
    ],
  },
  {
    slug: 'bookshelves',
    name: 'Bookshelves',
    parent: 'office',
    code: 'BSH',
    kind: 'bookshelf',
    noun: 'bookshelf',
    description:
      'Bookshelves and display units for novels, board games, trophies and the family photo frames.',
    illustration: ['honey', 'sheesham'],
    room: 'Home Office',
    group: 'furniture',
    price: [8_999, 44_999],
    dims: [60, 120, 30, 38, 150, 200],
    weight: [20, 60],
    brands: [BRANDS.kaveri, BRANDS.jodhpur, BRANDS.studio],
    assembly: true,
    variants: () => [
      ['Standard', 'STD', 1],
      ['With Cabinet Base', 'CB', 1.25],
    ],
    openers: [
      'The {name} gives your books, plants and keepsakes a handsome home.',
      'Tall, sturdy and easy to style, the {name} turns a bare wall into a library corner.',
    ],
    features: [
      'Each shelf holds up to 20 kg',
      'Anti-tip wall fixing kit included',
      'Adjustable levelling feet',
      'Open back lets the wall colour show through',
      'Easy, tool-light assembly',
    ],
    specs: () => [
      { name: 'Number of Shelves', value: '5' },
      { name: 'Shelf Load Capacity', value: '20 kg per shelf' },
    ],
    items: [
      ['Ladder Sheesham Bookshelf', 'sheesham', 'honey', 'Scandinavian'],
      ['Five-tier Industrial Bookshelf', 'iron', 'black', 'Industrial'],
      ['Library Teak Bookcase', 'teak', 'teak', 'Colonial'],
      ['Cane Front Bookshelf', 'cane', 'cane', 'Bohemian'],
      ['Modular Cube Bookshelf', 'engineered', 'white', 'Minimalist'],
    ],
  },
  // --- Lighting --------------------------------------------------------------------------------
  {
    slug: 'pendant-lights',
    name: 'Pendant Lights',
    parent: 'lighting',
    code: 'PND',
    kind: 'pendant-light',
    noun: 'pendant light',
    featured: true,
    description:
      'Cane, brass, glass and terracotta pendants to hang over the dining table, the kitchen island or a cosy reading corner.',
    illustration: ['cane', 'rattan'],
    room: 'Dining Room',
    group: 'light',
    price: [2_499, 14_999],
    dims: [25, 50, 25, 50, 25, 45],
    dimsText: (w, _d, h) => `Dia ${w} x H ${h} cm (drop adjustable up to 120 cm)`,
    weight: [1, 4],
    brands: [BRANDS.saanjh, BRANDS.moradabad],
    assembly: true,
    care: LIGHTING_CARE,
    variants: () => [
      ['Single Pendant', '1', 1],
      ['Cluster of 3', '3', 2.6],
    ],
    openers: [
      'The {name} casts a warm, patterned glow that makes dinner feel like an occasion.',
      'Hang the {name} over the dining table or a reading corner and watch the room soften at dusk.',
    ],
    features: [
      'Adjustable cord drop up to 120 cm',
      'E27 holder, works with LED bulbs',
      'Ceiling canopy and fixing hardware included',
      'Casts a soft, patterned light',
      'Bulb not included',
    ],
    specs: () => [
      { name: 'Bulb Holder', value: 'E27' },
      { name: 'Max Wattage', value: '40 W (LED recommended)' },
      { name: 'Cord Length', value: '120 cm, adjustable' },
    ],
    items: [
      ['Woven Cane Dome Pendant Light', 'cane', 'cane', 'Bohemian'],
      ['Brass Bell Pendant Lamp', 'brass', 'brass', 'Contemporary'],
      ['Moradabad Hammered Copper Pendant', 'brass', 'copper', 'Traditional Indian'],
      ['Smoked Glass Globe Pendant', 'glass', 'smoke', 'Mid-century'],
      ['Terracotta Clay Pendant Light', 'terracotta', 'terracotta', 'Rustic'],
      ['Matte Black Dome Pendant', 'metal', 'black', 'Industrial'],
    ],
  },
  {
    slug: 'floor-lamps',
    name: 'Floor Lamps',
    parent: 'lighting',
    code: 'FLM',
    kind: 'floor-lamp',
    noun: 'floor lamp',
    description:
      'Floor lamps that light a reading chair or a dark corner, in teak, brass, cane and soft linen.',
    illustration: ['gold', 'brass'],
    room: 'Living Room',
    group: 'light',
    price: [5_999, 24_999],
    dims: [35, 50, 35, 50, 145, 170],
    dimsText: (w, _d, h) => `Dia ${w} x H ${h} cm`,
    weight: [4, 10],
    brands: [BRANDS.saanjh, BRANDS.moradabad, BRANDS.studio],
    assembly: true,
    care: LIGHTING_CARE,
    variants: () => [
      ['Standard Height (150 cm)', '150', 1],
      ['Tall (170 cm)', '170', 1.12],
    ],
    openers: [
      'The {name} turns any armchair into a reading corner.',
      'Soft, even light at exactly the right height: the {name} is made for slow evenings.',
    ],
    features: [
      'Foot switch on the cord',
      'Weighted base for stability',
      'E27 holder, works with LED bulbs',
      'Easy screw-together assembly',
      'Bulb not included',
    ],
    specs: () => [
      { name: 'Bulb Holder', value: 'E27' },
      { name: 'Switch', value: 'Foot switch on cord' },
      { name: 'Cord Length', value: '180 cm' },
    ],
    items: [
      ['Tripod Teak Floor Lamp', 'teak', 'teak', 'Mid-century'],
      ['Brass Column Floor Lamp', 'brass', 'gold', 'Art Deco'],
      ['Linen Drum Floor Lamp', 'linen', 'ivory', 'Contemporary'],
      ['Cane Shade Floor Lamp', 'cane', 'cane', 'Bohemian'],
      ['Industrial Black Metal Floor Lamp', 'metal', 'black', 'Industrial'],
    ],
  },
  {
    slug: 'table-lamps',
    name: 'Table Lamps',
    parent: 'lighting',
    code: 'TLM',
    kind: 'table-lamp',
    noun: 'table lamp',
    description:
      'Table lamps for bedside tables, study desks and consoles, from Jaipur blue pottery to turned mango wood.',
    illustration: ['teal', 'ceramic'],
    room: 'Bedroom',
    group: 'light',
    price: [2_499, 11_999],
    dims: [25, 40, 25, 40, 40, 62],
    dimsText: (w, _d, h) => `Dia ${w} x H ${h} cm`,
    weight: [2, 6],
    brands: [BRANDS.saanjh, BRANDS.konark, BRANDS.jodhpur],
    assembly: false,
    care: LIGHTING_CARE,
    variants: () => [
      ['Single Lamp', '1', 1],
      ['Pair', '2', 1.9],
    ],
    openers: [
      'The {name} gives a warm pool of light for reading, chatting or winding down.',
      'Bedside or desk, the {name} adds a handcrafted glow to any corner.',
    ],
    features: [
      'Fabric shade diffuses light evenly',
      'In-line switch on the cord',
      'E27 holder, works with LED bulbs',
      'Felt base protects furniture',
      'Bulb not included',
    ],
    specs: () => [
      { name: 'Bulb Holder', value: 'E27' },
      { name: 'Shade', value: 'Cotton, off-white' },
    ],
    items: [
      ['Ceramic Gourd Table Lamp', 'ceramic', 'teal', 'Contemporary'],
      ['Jaipur Blue Pottery Table Lamp', 'ceramic', 'indigo', 'Traditional Indian'],
      ['Turned Mango Wood Table Lamp', 'mango', 'mango', 'Rustic'],
      ['Marble Base Brass Table Lamp', 'marble', 'marble', 'Art Deco'],
      ['Rattan Mushroom Table Lamp', 'rattan', 'honeyCane', 'Bohemian'],
    ],
  },
  // --- Decor -----------------------------------------------------------------------------------
  {
    slug: 'mirrors',
    name: 'Mirrors',
    parent: 'decor',
    code: 'MIR',
    kind: 'mirror',
    noun: 'mirror',
    description:
      'Wall and floor mirrors framed in cane, carved wood and brass, to bounce light around a room and make it feel bigger.',
    illustration: ['cane', 'cane'],
    room: 'Living Room',
    group: 'decor',
    price: [3_999, 21_999],
    dims: [60, 60, 3, 5, 60, 90],
    weight: [3, 14],
    brands: [BRANDS.jodhpur, BRANDS.moradabad, BRANDS.studio],
    assembly: false,
    care: MIRROR_CARE,
    variants: () => [
      ['60 cm', '60', 1],
      ['75 cm', '75', 1.3],
      ['90 cm', '90', 1.6],
    ],
    openers: [
      'The {name} brings extra light into the room and makes any wall a focal point.',
      'Hang the {name} in the entrance for that last look before you step out.',
    ],
    features: [
      '5 mm distortion-free glass',
      'Copper-free silvering resists black spots',
      'Wall-hanging hardware included',
      'Backed with MDF for strength',
      'Handcrafted frame',
    ],
    specs: () => [
      { name: 'Glass Thickness', value: '5 mm' },
      { name: 'Mounting', value: 'Wall-hung, hardware included' },
    ],
    items: [
      ['Sunburst Cane Wall Mirror', 'cane', 'cane', 'Bohemian'],
      ['Arched Teak Wall Mirror', 'teak', 'teak', 'Contemporary'],
      ['Brass Round Wall Mirror', 'brass', 'brass', 'Art Deco'],
      ['Jharokha Carved Wooden Mirror', 'sheesham', 'provincial', 'Traditional Indian'],
      ['Slim Black Frame Wall Mirror', 'metal', 'black', 'Minimalist'],
    ],
  },
  {
    slug: 'rugs',
    name: 'Rugs & Dhurries',
    parent: 'decor',
    code: 'RUG',
    kind: 'rug',
    noun: 'rug',
    featured: true,
    description:
      'Hand-knotted, hand-tufted and flat-woven rugs and dhurries from Jaipur, Bhadohi and Panipat, to warm up marble and tile floors.',
    illustration: ['maroon', 'wool'],
    room: 'Living Room',
    group: 'soft',
    price: [4_999, 64_999],
    dims: [120, 120, 180, 180, 1, 2],
    dimsText: (w, d, h) => `W ${w} x L ${d} x H ${h} cm`,
    weight: [3, 14],
    brands: [BRANDS.deccan, BRANDS.jodhpur],
    assembly: false,
    sizeGuide: RUG_GUIDE,
    care: RUG_CARE,
    warranty: () => '1 Year Warranty',
    variants: () => [
      ['120 x 180 cm', '46', 1],
      ['160 x 230 cm', '58', 1.6],
      ['200 x 300 cm', '610', 2.4],
    ],
    openers: [
      'The {name} softens hard floors and ties the whole room together.',
      'Made by hand by weavers who have practised the craft for generations, the {name} adds warmth underfoot.',
    ],
    features: [
      'Handmade by artisan weavers',
      'Colour-fast dyes',
      'Non-shedding after the first few vacuums',
      'Reversible flat-weave',
      'Suits homes with pets',
    ],
    specs: (item) => [
      {
        name: 'Weave',
        value: item[1] === 'wool' ? 'Hand-tufted' : item[1] === 'silk' ? 'Hand-knotted' : 'Flat-woven',
      },
      { name: 'Pile Height', value: item[1] === 'wool' ? '12 mm' : '5 mm' },
      { name: 'Backing', value: 'Cotton canvas' },
    ],
    items: [
      ['Hand-knotted Jaipur Wool Rug', 'wool', 'maroon', 'Traditional Indian'],
      ['Handwoven Jute Area Rug', 'jute', 'jute', 'Bohemian'],
      ['Panipat Striped Cotton Dhurrie', 'dhurrie', 'indigo', 'Contemporary'],
      ['Kilim Flatweave Rug', 'wool', 'terracotta', 'Bohemian'],
      ['Abstract Tufted Wool Rug', 'wool', 'grey', 'Minimalist'],
      ['Kashmiri Art Silk Rug', 'silk', 'peacock', 'Traditional Indian'],
    ],
  },
  {
    slug: 'vases',
    name: 'Vases',
    parent: 'decor',
    code: 'VAS',
    kind: 'vase',
    noun: 'vase',
    description:
      'Vases in blue pottery, terracotta, brass, glass and marble, for fresh marigolds or a few dried stems.',
    illustration: ['terracotta', 'terracotta'],
    room: 'Living Room',
    group: 'decor',
    price: [1_499, 6_999],
    dims: [12, 25, 12, 25, 20, 45],
    dimsText: (w, _d, h) => `Dia ${w} x H ${h} cm`,
    weight: [1, 4],
    brands: [BRANDS.konark, BRANDS.moradabad, BRANDS.jodhpur],
    assembly: false,
    warranty: () => '1 Year Warranty',
    variants: () => [
      ['Small', 'S', 1],
      ['Medium', 'M', 1.35],
      ['Large', 'L', 1.75],
    ],
    openers: [
      'The {name} is lovely with a few fresh marigolds or entirely on its own.',
      'A small piece with a big presence, the {name} lifts a console, a shelf or the dining table.',
    ],
    features: [
      'Handmade, so each piece is unique',
      'Watertight for fresh flowers',
      'Felt pad protects surfaces',
      'Gift-ready packaging',
    ],
    specs: () => [
      { name: 'Watertight', value: 'Yes' },
      { name: 'Handmade', value: 'Yes' },
    ],
    items: [
      ['Jaipur Blue Pottery Vase', 'ceramic', 'indigo', 'Traditional Indian'],
      ['Terracotta Matka Vase', 'terracotta', 'terracotta', 'Rustic'],
      ['Etched Brass Flower Vase', 'brass', 'brass', 'Traditional Indian'],
      ['Fluted Glass Vase', 'glass', 'frosted', 'Contemporary'],
      ['Marble Cylinder Vase', 'marble', 'marble', 'Minimalist'],
      ['Ribbed Matte Ceramic Vase', 'ceramic', 'sage', 'Scandinavian'],
    ],
  },
  {
    slug: 'cushions',
    name: 'Cushions',
    parent: 'decor',
    code: 'CUS',
    kind: 'cushion',
    noun: 'cushion',
    description:
      'Block-printed, kantha-stitched and velvet cushions, the quickest way to refresh a sofa before the festive season.',
    illustration: ['rust', 'cotton'],
    room: 'Living Room',
    group: 'soft',
    price: [1_499, 3_999],
    dims: [40, 50, 10, 15, 40, 50],
    dimsText: (w, d) => `W ${w} x D ${d} x H ${w} cm`,
    weight: [1, 2],
    brands: [BRANDS.deccan, BRANDS.studio],
    assembly: false,
    care: CUSHION_CARE,
    warranty: () => '1 Year Warranty',
    variants: () => [
      ['Set of 2', '2', 1],
      ['Set of 5', '5', 2.3],
    ],
    openers: [
      'The {name} brings colour, comfort and a little handcrafted character to your sofa.',
      'Refresh the living room in a minute with the {name}.',
    ],
    features: [
      'Concealed zip for easy washing',
      'Soft micro-fibre filler included',
      'Colour-fast, azo-free dyes',
      'Made by artisan clusters across India',
    ],
    specs: () => [
      { name: 'Filler', value: 'Micro-fibre, included' },
      { name: 'Closure', value: 'Concealed zip' },
    ],
    items: [
      ['Sanganeri Block-printed Cushion', 'cotton', 'indigo', 'Traditional Indian'],
      ['Velvet Tassel Cushion', 'velvet', 'mustard', 'Bohemian'],
      ['Kantha Stitch Cushion', 'cotton', 'rust', 'Bohemian'],
      ['Solid Linen Cushion', 'linen', 'sage', 'Scandinavian'],
      ['Ikat Woven Cushion', 'cotton', 'maroon', 'Bohemian'],
      ['Chanderi Silk Cushion', 'silk', 'gold', 'Traditional Indian'],
    ],
  },
  {
    slug: 'wall-art',
    name: 'Wall Art',
    parent: 'decor',
    code: 'WAR',
    kind: 'wall-art',
    noun: 'artwork',
    description:
      'Madhubani, Pichwai and contemporary prints, brass sculptures and carved wooden panels to give your walls a story.',
    illustration: ['mustard', 'canvas'],
    room: 'Living Room',
    group: 'decor',
    price: [2_499, 29_999],
    dims: [45, 45, 3, 5, 60, 60],
    weight: [1, 6],
    brands: [BRANDS.studio, BRANDS.jodhpur, BRANDS.moradabad],
    assembly: false,
    care: ART_CARE,
    variants: () => [
      ['45 x 60 cm', 'S', 1],
      ['60 x 90 cm', 'M', 1.45],
      ['90 x 120 cm', 'L', 2.1],
    ],
    openers: [
      'The {name} gives a bare wall a story and a splash of colour.',
      'Inspired by Indian folk traditions and painted with a modern eye, the {name} makes a room feel personal.',
    ],
    features: [
      'Ready to hang, hooks included',
      'Fade-resistant inks and paints',
      'Seasoned pine frame',
      'Certificate of authenticity for handmade pieces',
    ],
    specs: () => [
      { name: 'Orientation', value: 'Portrait' },
      { name: 'Mounting', value: 'Ready to hang' },
    ],
    items: [
      ['Madhubani Fish Painting', 'canvas', 'terracotta', 'Traditional Indian'],
      ['Abstract Sunrise Canvas Print', 'canvas', 'mustard', 'Contemporary'],
      ['Pichwai Lotus Pond Painting', 'canvas', 'teal', 'Traditional Indian'],
      ['Brass Leaf Wall Sculpture', 'brass', 'brass', 'Contemporary'],
      ['Botanical Framed Print Set', 'canvas', 'sage', 'Scandinavian'],
      ['Mandala Carved Wooden Wall Panel', 'mango', 'mango', 'Bohemian'],
    ],
  },
  // --- Outdoor ---------------------------------------------------------------------------------
  {
    slug: 'outdoor-seating',
    name: 'Outdoor Seating',
    parent: 'outdoor',
    code: 'ODS',
    kind: 'outdoor-chair',
    noun: 'balcony set',
    description:
      'Weatherproof chairs, benches and bistro sets for balconies, terraces and gardens, built to handle the Indian sun and monsoon.',
    illustration: ['mocha', 'wicker'],
    room: 'Balcony/Outdoor',
    group: 'furniture',
    price: [12_999, 69_999],
    dims: [65, 95, 60, 80, 75, 90],
    weight: [10, 40],
    brands: [BRANDS.banyan, BRANDS.studio],
    assembly: true,
    variants: (item) =>
      !item[0].includes('Set')
        ? []
        : [
            ['2 Chairs + Table', '2C', 1],
            ['4 Chairs + Table', '4C', 1.65],
          ],
    openers: [
      'Morning chai or evening conversation, the {name} makes the balcony your favourite room in the house.',
      'The {name} is built to handle harsh summers and heavy monsoons outdoors.',
    ],
    features: [
      'UV-stabilised, weather-resistant materials',
      'Quick-dry cushions with removable covers',
      'Rust-proof fittings',
      'Compact footprint for city balconies',
      'Adjustable feet for uneven floors',
    ],
    specs: () => [
      { name: 'Weather Resistance', value: 'UV and rain resistant' },
      { name: 'Cushions', value: 'Quick-dry foam, included' },
    ],
    items: [
      ['Balcony Wicker Chair and Table Set', 'wicker', 'mocha', 'Contemporary'],
      ['Acacia Wood Garden Armchair', 'acacia', 'teak', 'Rustic'],
      ['Wrought Iron Bistro Set', 'iron', 'black', 'Colonial'],
      ['Rope Weave Lounge Chair', 'rope', 'beige', 'Coastal'],
      ['Colonial Teak Easy Chair', 'teak', 'teak', 'Colonial'],
    ],
  },
  {
    slug: 'swings',
    name: 'Swings & Jhoolas',
    parent: 'outdoor',
    code: 'SWG',
    kind: 'swing',
    noun: 'swing',
    description:
      'Cane egg chairs, wooden jhoolas and macrame swings for the slow, swaying afternoons every Indian home deserves.',
    illustration: ['cane', 'cane'],
    room: 'Balcony/Outdoor',
    group: 'furniture',
    price: [14_999, 54_999],
    dims: [90, 150, 70, 100, 190, 200],
    weight: [18, 55],
    brands: [BRANDS.banyan, BRANDS.jodhpur],
    assembly: true,
    variants: () => [
      ['With Stand', 'ST', 1],
      ['Ceiling Mount (no stand)', 'CM', 0.72],
    ],
    openers: [
      'The {name} brings back the gentle sway of the jhoola from grandmother’s house.',
      'Curl up with a book in the {name} and let the afternoon drift by.',
    ],
    features: [
      'Holds up to 150 kg',
      'Rust-proof chain and hook',
      'Thick seat cushion with washable cover',
      'Stable, powder-coated stand',
      'Installation support included',
    ],
    specs: () => [
      { name: 'Weight Capacity', value: '150 kg' },
      { name: 'Hanging Kit', value: 'Chain, hook and swivel included' },
    ],
    items: [
      ['Hanging Cane Egg Swing Chair', 'cane', 'cane', 'Bohemian'],
      ['Sheesham Wood Jhoola', 'sheesham', 'honey', 'Traditional Indian'],
      ['Macrame Hanging Chair', 'macrame', 'ivory', 'Bohemian'],
      ['Wicker Cocoon Swing', 'wicker', 'mocha', 'Contemporary'],
      ['Carved Teak Indoor Jhula', 'teak', 'provincial', 'Traditional Indian'],
    ],
  },
  {
    slug: 'planters',
    name: 'Planters',
    parent: 'outdoor',
    code: 'PLN',
    kind: 'planter',
    noun: 'planter',
    description:
      'Planters and plant stands in terracotta, ceramic, brass and concrete for tulsi, money plants and your growing balcony jungle.',
    illustration: ['terracotta', 'terracotta'],
    room: 'Balcony/Outdoor',
    group: 'decor',
    price: [1_499, 8_999],
    dims: [20, 45, 20, 45, 20, 80],
    dimsText: (w, _d, h) => `Dia ${w} x H ${h} cm`,
    weight: [1, 12],
    brands: [BRANDS.banyan, BRANDS.konark, BRANDS.moradabad],
    assembly: false,
    care: PLANTER_CARE,
    warranty: () => '1 Year Warranty',
    variants: () => [
      ['Small', 'S', 1],
      ['Medium', 'M', 1.4],
      ['Large', 'L', 1.9],
    ],
    openers: [
      'The {name} gives your money plant, tulsi or fiddle-leaf fig a handsome home.',
      'Bring the garden indoors (or dress up the balcony) with the {name}.',
    ],
    features: [
      'Drainage hole with rubber plug',
      'Weather-resistant finish',
      'Suitable for indoor and outdoor use',
      'Plant not included',
    ],
    specs: () => [
      { name: 'Drainage Hole', value: 'Yes, with plug' },
      { name: 'Indoor/Outdoor', value: 'Both' },
    ],
    items: [
      ['Glazed Terracotta Planter', 'terracotta', 'terracotta', 'Rustic'],
      ['Ceramic Planter with Wooden Stand', 'ceramic', 'white', 'Mid-century'],
      ['Hammered Brass Planter', 'brass', 'brass', 'Traditional Indian'],
      ['Fibre Concrete Planter', 'concrete', 'stone', 'Minimalist'],
      ['Cane Basket Planter', 'rattan', 'cane', 'Bohemian'],
      ['Tiered Metal Plant Stand', 'metal', 'black', 'Industrial'],
    ],
  },
];

/** Materials that cost more or less to make than the category's middle of the road. */
const MATERIAL_PREMIUM: Partial<Record<MaterialKey, number>> = {
  teak: 1.3,
  leather: 1.35,
  veneer: 1.2,
  marble: 1.15,
  brass: 1.15,
  velvet: 1.1,
  silk: 1.25,
  wool: 1.1,
  sheesham: 1.08,
  engineered: 0.75,
  metal: 0.85,
  fabric: 0.9,
  jute: 0.7,
  dhurrie: 0.65,
  terracotta: 0.8,
};

const DENSITY: Partial<Record<MaterialKey, number>> = {
  sheesham: 1.1,
  teak: 1.1,
  marble: 1.25,
  iron: 1.15,
  concrete: 1.1,
  brass: 1.15,
  cane: 0.8,
  rattan: 0.65,
  wicker: 0.75,
  rope: 0.75,
  macrame: 0.7,
  engineered: 0.95,
  glass: 0.9,
};

/** Houses that only make one family of materials; everyone else makes a bit of everything. */
const SPECIALISTS: Partial<Record<string, readonly MaterialKey[]>> = {
  [BRANDS.moradabad]: ['brass', 'iron', 'metal', 'steel'],
  [BRANDS.konark]: ['ceramic', 'terracotta'],
  [BRANDS.deccan]: ['cotton', 'linen', 'velvet', 'silk', 'jute', 'wool', 'dhurrie', 'macrame', 'canvas'],
};

function brandFor(rng: Rng, sub: SubTemplate, material: MaterialKey): string {
  const fits = sub.brands.filter((brand) => SPECIALISTS[brand]?.includes(material) ?? true);
  const specialist = fits.find((brand) => SPECIALISTS[brand] !== undefined);
  if (specialist && rng() < 0.75) return specialist;
  const generalists = fits.filter((brand) => SPECIALISTS[brand] === undefined);
  return generalists.length > 0 ? pick(rng, generalists) : BRANDS.studio;
}

// ---------------------------------------------------------------------------------------------
// Reviews

const REVIEWERS = [
  'Priya Sharma',
  'Arjun Reddy',
  'Lakshmi Iyer',
  'Harpreet Kaur',
  'Rohan Desai',
  'Fatima Sheikh',
  'Subhash Chatterjee',
  'Ananya Menon',
  'Vikram Singh Rathore',
  'Meera Nair',
  'Karthik Subramanian',
  'Sneha Kulkarni',
  'Rahul Verma',
  'Deepa Pillai',
  'Imran Qureshi',
  'Kavya Rao',
  'Aditya Joshi',
  'Pooja Agarwal',
  'Sandeep Gill',
  'Nandini Bhattacharya',
  'Venkatesh Naidu',
  'Shruti Patil',
  'Mohammed Irfan',
  'Anjali Gupta',
  'Siddharth Malhotra',
  'Divya Krishnan',
  'Gaurav Mehta',
  'Revathi Raman',
  'Tanvi Shah',
  'Abhishek Mishra',
  'Bhavana Hegde',
  'Farhan Ansari',
  'Ishita Banerjee',
  'Manoj Yadav',
  'Swati Deshpande',
  'Naveen Kumar',
  'Zoya Khan',
  'Ramesh Choudhary',
  'Aparna Sen',
  'Joseph Mathew',
  'Sunita Thakur',
  'Prakash Gowda',
  'Nisha Bansal',
  'Arvind Pandey',
  'Geeta Rawat',
  'Varun Kapoor',
  'Shalini Srinivasan',
  'Tenzing Bhutia',
  'Ritu Saxena',
  'Chirag Parikh',
  'Anusha Reddy',
  'Dev Khanna',
  'Mary D’Souza',
  'Kiran Jadhav',
  'Sowmya Venkatesan',
  'Amandeep Sandhu',
  'Rekha Das',
  'Hitesh Solanki',
  'Lalitha Murthy',
  'Sameer Kazi',
] as const;

const CITIES = [
  'Hyderabad',
  'Bengaluru',
  'Chennai',
  'Pune',
  'Mumbai',
  'Delhi',
  'Kolkata',
  'Kochi',
  'Jaipur',
  'Ahmedabad',
  'Lucknow',
  'Chandigarh',
  'Visakhapatnam',
  'Coimbatore',
  'Indore',
  'Guwahati',
  'Nagpur',
  'Mysuru',
  'Vijayawada',
  'Noida',
] as const;

type ReviewTemplate = readonly [group: ReviewGroup | 'all', text: string];

const TITLES: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Absolutely love it',
    'Worth every rupee',
    'Exactly as pictured',
    'Beautiful craftsmanship',
    'Best purchase this year',
    'Stunning {noun}',
    'Superb quality',
    'Guests keep asking about it',
    'Perfect for our new flat',
  ],
  4: [
    'Very good, a few small niggles',
    'Good quality {noun}',
    'Happy with the purchase',
    'Looks lovely',
    'Well made and good value',
    'Nice, but delivery took time',
  ],
  3: ['Decent, but expected more', 'Average finish', 'Okay for the price', 'Colour slightly different'],
  2: ['Not up to the mark', 'Disappointed with the finish', 'Delivery was a struggle'],
  1: ['Arrived damaged', 'Very poor experience'],
};

const COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly ReviewTemplate[]> = {
  5: [
    [
      'all',
      'The {noun} looks even better in person than in the photos. The {colour} shade is spot on and it has completely changed the feel of our {room}.',
    ],
    [
      'all',
      'Ordered this for our new flat in {city}. It arrived before the promised date, beautifully packed, and the quality is excellent. Very happy.',
    ],
    [
      'furniture',
      'Solid build, no wobble at all and a lovely finish. The delivery team set it up in under an hour and cleaned up after themselves.',
    ],
    [
      'all',
      'I compared this {noun} with options at three showrooms in {city}; for this quality the price is very fair. Highly recommend Aangan.',
    ],
    [
      'furniture',
      'We have a toddler at home and were worried, but the {noun} has held up beautifully for {months} months now. Wipes clean easily.',
    ],
    [
      'all',
      'Beautiful craftsmanship. You can see the care that has gone into the finishing. My mother saw it and wants one for her house too!',
    ],
    [
      'light',
      'The {noun} gives such a warm, cosy glow in the evenings. Installation was simple and the finish feels premium.',
    ],
    [
      'soft',
      'Lovely texture and the colours have not faded even after a couple of washes. Our {room} finally feels finished.',
    ],
    [
      'decor',
      'Such a pretty piece. It is clearly handmade and has a character that mass-produced decor just does not have.',
    ],
    [
      'kitchen',
      'The design team understood exactly how we cook. Everything has a place now and cleaning up after dinner takes half the time.',
    ],
  ],
  4: [
    [
      'all',
      'Good quality {noun} and looks premium. It took a couple of days longer than promised to reach {city}, otherwise no complaints.',
    ],
    [
      'all',
      'Nice piece, well made. The {colour} is a shade darker than the photos but it works well in our {room}.',
    ],
    [
      'furniture',
      'Assembly instructions could be clearer, but customer care sent a carpenter the very next day. Happy with the {noun} overall.',
    ],
    [
      'all',
      'Well made and good value. There was one small scuff, which they sorted out quickly without any fuss.',
    ],
    [
      'all',
      'Very pleased with the {material}. Would have given five stars if the delivery slots were more flexible.',
    ],
    [
      'light',
      'Looks great and the light is lovely. The cord is a little shorter than I would like, so plan your socket position.',
    ],
    [
      'soft',
      'Good quality and nice colours. Slightly smaller than I imagined, so check the size, but I am happy with it.',
    ],
    [
      'kitchen',
      'Installation was neat and on schedule. One shutter needed a hinge adjustment, which the team fixed on their follow-up visit.',
    ],
  ],
  3: [
    ['all', 'The {noun} is decent, but the finishing on the edges could be better at this price.'],
    [
      'all',
      'Looks fine, but it is smaller than I expected. Do check the dimensions carefully before ordering.',
    ],
    [
      'all',
      'The colour is a bit different from the website. Quality is okay; time will tell how it holds up.',
    ],
    ['all', 'Delivery was rescheduled twice. The {noun} itself is alright.'],
  ],
  2: [
    [
      'furniture',
      'The {noun} arrived with a wobble in one leg. Support is sorting it out, but it has taken over two weeks.',
    ],
    [
      'all',
      'The finish is patchy in places and the {material} feels thinner than I expected. Not what I hoped for.',
    ],
    ['soft', 'The colour ran a little in the first wash even though I followed the care label.'],
    ['light', 'The fitting was loose when it arrived and the shade sits slightly crooked.'],
  ],
  1: [
    [
      'all',
      'It arrived with a crack and the replacement is still pending after three weeks. Very disappointed.',
    ],
    [
      'all',
      'Poor packaging and a damaged {noun}. The refund was processed, but the whole experience was frustrating.',
    ],
  ],
};

function rollRating(rng: Rng): 1 | 2 | 3 | 4 | 5 {
  const x = rng();
  if (x < 0.52) return 5;
  if (x < 0.83) return 4;
  if (x < 0.93) return 3;
  if (x < 0.98) return 2;
  return 1;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}

function reviewsFor(
  rng: Rng,
  sub: SubTemplate,
  product: { name: string; createdDaysAgo: number; colour: string; material: string; room: string },
): SeedReview[] {
  // A product listed in the last few days has not been delivered to anyone yet.
  if (product.createdDaysAgo < 10 || rng() < 0.1) return [];
  const count = Math.min(
    12,
    1 + Math.floor(Math.pow(rng(), 1.2) * 12 * Math.min(1, product.createdDaysAgo / 120 + 0.3)),
  );
  const names = sample(rng, REVIEWERS, count);
  const room = product.room === 'Balcony/Outdoor' ? 'balcony' : product.room.toLowerCase();
  return shuffled(rng, names).map((customerName) => {
    const rating = rollRating(rng);
    const templates = COMMENTS[rating].filter(([group]) => group === 'all' || group === sub.group);
    const values = {
      noun: sub.noun,
      colour: product.colour.toLowerCase(),
      material: product.material.toLowerCase(),
      room,
      city: pick(rng, CITIES),
      months: String(intBetween(rng, 3, 11)),
    };
    const title = fill(pick(rng, TITLES[rating]), values);
    return {
      customerName,
      rating,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      comment: fill(pick(rng, templates)[1], values),
      verifiedPurchase: rng() < 0.86,
      helpfulCount: Math.floor(Math.pow(rng(), 2.2) * 41),
      createdDaysAgo: intBetween(rng, 1, product.createdDaysAgo - 1),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Building

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const VIEW_ALT = {
  front: (name: string, colour: string) => `${name} in ${colour.toLowerCase()}, front view`,
  angle: (name: string, _colour: string, material: string) =>
    `Three-quarter view of the ${name}, showing its ${material.toLowerCase()} from the side`,
  detail: (name: string, _colour: string, material: string) =>
    `Close-up of the ${material.toLowerCase()} texture and finish on the ${name}`,
  room: (name: string, _colour: string, _material: string, room: string) =>
    `${name} styled in a ${room === 'Balcony/Outdoor' ? 'balcony' : room.toLowerCase()} setting`,
} as const;

function variantsFor(
  rng: Rng,
  sub: SubTemplate,
  item: ItemTemplate,
  sku: string,
  price: number,
  stock: StockStatus,
): SeedVariant[] {
  const options = sub.variants(item);
  if (options.length < 2 || rng() >= 0.52) return [];
  const wanted = intBetween(rng, 2, Math.min(4, options.length));
  const variants: SeedVariant[] = [];
  for (const [name, code, factor] of options.slice(0, wanted)) {
    const variantPrice = factor === 1 ? price : shopPrice(price * factor, rng);
    if (variantPrice > 3_50_000) continue;
    const variantStock: StockStatus =
      stock !== 'in_stock'
        ? stock
        : variants.length === 0
          ? 'in_stock'
          : rng() < 0.15
            ? 'on_order'
            : 'in_stock';
    variants.push({
      name,
      sku: `${sku}-${code}`,
      price: variantPrice,
      discountPrice: null,
      stockStatus: variantStock,
    });
  }
  return variants.length >= 2 ? variants : [];
}

/**
 * A sofa sold as a 3-Seater also comes as a 2-Seater at about 70 % of its price, last in the list, so
 * that the first variant still costs what the product does. Compact sofas are what most flats take, and
 * they keep a sofa within the cash-on-delivery limit (decision 124). Without randomness, so the rest of
 * the catalogue is unchanged.
 */
function withTwoSeater(variants: SeedVariant[], sku: string): SeedVariant[] {
  const three = variants.find((variant) => variant.name === '3-Seater');
  if (!three) return variants;
  return [
    ...variants,
    {
      name: '2-Seater',
      sku: `${sku}-2S`,
      price: Math.round((three.price * 0.7) / 500) * 500 - 1,
      discountPrice: null,
      stockStatus: three.stockStatus,
    },
  ];
}

/**
 * A discounted product's variants are on sale too, each by the product's own ratio, so that the first
 * variant (priced like the product) costs the product's discount price. Rounded half up to rupees.
 */
function onSaleLikeTheProduct(variants: SeedVariant[], price: number, discountPrice: number | null) {
  if (discountPrice === null || discountPrice >= price) return variants;
  const ratio = discountPrice / price;
  return variants.map((variant) => {
    const sale = Math.round(variant.price * ratio);
    return { ...variant, discountPrice: sale > 0 && sale < variant.price ? sale : null };
  });
}

export interface CatalogueOptions {
  /** Changes every random choice at once; the default is the published demo catalogue. */
  seed?: number;
}

export function buildCatalogue(options: CatalogueOptions = {}): SeedCatalogue {
  const seed = options.seed ?? 2014;
  const rngFor = (key: string): Rng => mulberry32(hashString(key) ^ seed);

  const categories: SeedCategory[] = [];
  ROOTS.forEach((root, index) => {
    const [kind, colour, material] = root.illustration;
    categories.push({
      slug: root.slug,
      name: root.name,
      description: root.description,
      parentSlug: null,
      isFeatured: root.featured,
      sortOrder: index + 1,
      illustration: { kind, color: COLOURS[colour][1], finish: MATERIALS[material].finish },
    });
  });
  for (const root of ROOTS) {
    SUBS.filter((sub) => sub.parent === root.slug).forEach((sub, index) => {
      const [colour, material] = sub.illustration;
      categories.push({
        slug: sub.slug,
        name: sub.name,
        description: sub.description,
        parentSlug: root.slug,
        isFeatured: sub.featured ?? false,
        sortOrder: index + 1,
        illustration: { kind: sub.kind, color: COLOURS[colour][1], finish: MATERIALS[material].finish },
      });
    });
  }

  const plan = SUBS.flatMap((sub) => sub.items.map((item) => ({ sub, item })));
  const global = mulberry32(seed);
  // Distinct ages make "newest first" a real ordering rather than a pile of ties.
  const ages = shuffled(
    global,
    Array.from({ length: 400 }, (_, i) => i + 1),
  ).slice(0, plan.length);
  const order = shuffled(
    global,
    plan.map((_, i) => i),
  );
  const stockOf = new Map<number, StockStatus>();
  const tenth = Math.round(plan.length * 0.1);
  order.forEach((planIndex, rank) =>
    stockOf.set(planIndex, rank < tenth ? 'out_of_stock' : rank < tenth * 2 ? 'on_order' : 'in_stock'),
  );

  // One featured product from each of 20 subcategories, mostly ones that can be bought today.
  const featured = new Set<number>();
  shuffled(global, SUBS)
    .slice(0, 20)
    .forEach((sub, i) => {
      const indices = plan.flatMap((entry, index) => (entry.sub === sub ? [index] : []));
      const buyable = indices.filter((index) => stockOf.get(index) === 'in_stock');
      featured.add(pick(global, i < 16 && buyable.length > 0 ? buyable : indices));
    });

  // Exact shares rather than coin flips: about 30% carry an MRP, 25% a sale price, 8% both.
  const priceRankOf = new Map(
    shuffled(
      global,
      plan.map((_, i) => i),
    ).map((planIndex, rank) => [planIndex, rank]),
  );

  const usedSlugs = new Set<string>();
  const products = plan.map(({ sub, item }, index): SeedProduct => {
    const [name, materialKey, colourKey, style, kindOverride] = item;
    const material = MATERIALS[materialKey];
    const [colourName, colourHex] = COLOURS[colourKey];
    let slug = slugify(name);
    if (usedSlugs.has(slug)) slug = `${slug}-${sub.code.toLowerCase()}`;
    usedSlugs.add(slug);

    const rng = rngFor(slug);
    const sku = `AAN-${sub.code}-${String(index + 1).padStart(4, '0')}`;
    const stockStatus = stockOf.get(index) ?? 'in_stock';
    const createdDaysAgo = at(ages, index);

    const premium = MATERIAL_PREMIUM[materialKey] ?? 1;
    const [low, high] = sub.price;
    const raw = Math.min(high, Math.max(low, between(rng, low, high * 0.85) * premium));
    const price = shopPrice(raw, rng);

    const priceRank = (priceRankOf.get(index) ?? 0) / plan.length;
    let comparePrice: number | null = null;
    let discountPrice: number | null = null;
    if (priceRank < 0.3)
      comparePrice = Math.max(price + 100, shopPrice(price * between(rng, 1.18, 1.45), rng));
    if (priceRank >= 0.22 && priceRank < 0.47) {
      const candidate = shopPrice(price * between(rng, 0.78, 0.92), rng);
      discountPrice = candidate < price ? candidate : price - 100;
    }

    const [wMin, wMax, dMin, dMax, hMin, hMax] = sub.dims;
    const w = Math.round(between(rng, wMin, wMax) / 5) * 5;
    const d = dMax - dMin > 10 ? Math.round(between(rng, dMin, dMax) / 5) * 5 : intBetween(rng, dMin, dMax);
    const h = hMax - hMin > 10 ? Math.round(between(rng, hMin, hMax) / 5) * 5 : intBetween(rng, hMin, hMax);
    const dimensions = sub.dimsText ? sub.dimsText(w, d, h) : `W ${w} x D ${d} x H ${h} cm`;
    const packedBox = packedBoxOf([w, d, h], !sub.assembly);
    // Bigger and denser pieces weigh more, so the weight agrees with the dimensions and the material.
    const span = (value: number, min: number, max: number) => (max > min ? (value - min) / (max - min) : 0.5);
    const size = (span(w, wMin, wMax) + span(h, hMin, hMax) + span(d, dMin, dMax)) / 3;
    const [kgMin, kgMax] = sub.weight;
    const kg = Math.max(
      kgMin * 0.7,
      (kgMin + (kgMax - kgMin) * (0.15 + 0.7 * size + between(rng, -0.08, 0.08))) *
        (DENSITY[materialKey] ?? 1),
    );
    const weight = kg < 5 ? `${kg.toFixed(1)} kg` : `${Math.round(kg)} kg`;

    const description = [
      fill(pick(rng, sub.openers), { name }),
      MATERIAL_LINES[materialKey] ?? '',
      STYLE_LINES[style] ?? '',
      `Finished in ${colourName.toLowerCase()}.`,
    ]
      .filter(Boolean)
      .join(' ');

    const features = sample(rng, sub.features, intBetween(rng, 4, Math.min(6, sub.features.length)));
    const extra = sub.specs(item, rng);
    const specifications = [
      { name: 'Primary Material', value: material.label },
      { name: 'Colour', value: colourName },
      { name: 'Style', value: style },
      ...extra,
      ...(rng() < 0.5 ? [{ name: 'Country of Origin', value: 'India' }] : []),
    ].slice(0, 8);

    const views =
      rng() < 0.68
        ? (['front', 'angle', 'detail', 'room'] as const)
        : (['front', 'angle', 'detail'] as const);
    const roomType = sub.room;
    const images = views.map((view) => ({
      view,
      altText: VIEW_ALT[view](name, colourName, material.label, roomType),
    }));

    const variants = onSaleLikeTheProduct(
      withTwoSeater(variantsFor(rng, sub, item, sku, price, stockStatus), sku),
      price,
      discountPrice,
    );
    const reviews = reviewsFor(rng, sub, {
      name,
      createdDaysAgo,
      colour: colourName,
      material: material.label,
      room: roomType,
    });

    return {
      slug,
      sku,
      name,
      description,
      categorySlug: sub.slug,
      brand: brandFor(rng, sub, materialKey),
      price,
      comparePrice,
      discountPrice,
      stockStatus,
      roomType,
      material: material.label,
      dimensions,
      weight,
      color: colourName,
      style,
      careInstructions: sub.care ?? CARE[material.care],
      warranty: sub.warranty ? sub.warranty(item, rng) : '1 Year Warranty',
      assemblyRequired: sub.assembly,
      packedBox,
      shipsAssembled: !sub.assembly,
      isFeatured: featured.has(index),
      sizeGuide: sub.sizeGuide ?? null,
      createdDaysAgo,
      features,
      specifications,
      variants,
      images,
      illustration: { kind: kindOverride ?? sub.kind, color: colourHex, finish: material.finish },
      reviews,
    };
  });

  return { categories, products };
}

/**
 * The shipping box of a piece W × D × H cm (decision 204): a piece that ships assembled goes in a box
 * 8 cm larger each way; a flat-packed one in a box as long and wide as its two largest sides, 6 cm more,
 * and as thick as its panels stack (a third of its smallest side, 12 to 40 cm). No side beyond 400 cm.
 */
function packedBoxOf(sides: [number, number, number], assembled: boolean): SeedPackedBox {
  const [small, middle, large] = [...sides].sort((a, b) => a - b) as [number, number, number];
  const cap = (cm: number) => Math.min(400, Math.round(cm));
  if (assembled) return { lengthCm: cap(large + 8), widthCm: cap(middle + 8), heightCm: cap(small + 8) };
  return {
    lengthCm: cap(large + 6),
    widthCm: cap(middle + 6),
    heightCm: Math.min(40, Math.max(12, Math.round(small / 3))),
  };
}

export const catalogue: SeedCatalogue = buildCatalogue();
