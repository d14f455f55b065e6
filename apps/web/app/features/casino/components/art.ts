/** A stable 32-bit hash of a string (FNV-1a), so a title's art never changes between renders or servers. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Theme palettes: background pair and accent, picked by words in the slug. */
const THEMES: [RegExp, [string, string, string], string][] = [
  [/fruit|cherry/, ["#7c1d3f", "#f43f5e", "#fde047"], "heart"],
  [/gem|vault|diamond/, ["#1e1b4b", "#7c3aed", "#67e8f9"], "diamond"],
  [/dragon|hoard/, ["#450a0a", "#b91c1c", "#fbbf24"], "crown"],
  [/pirate|sea|doubloon/, ["#0c2d48", "#0e7490", "#fcd34d"], "coin"],
  [/coral|ocean|kingdom/, ["#083344", "#0891b2", "#fb7185"], "drop"],
  [/comet|space|cascade|star/, ["#020617", "#4338ca", "#f0abfc"], "star"],
  [/dust|devil|gulch|west/, ["#431407", "#c2410c", "#fde68a"], "bolt"],
  [/fjord|raider|nordic|viking/, ["#172554", "#1d4ed8", "#e2e8f0"], "shield"],
  [/harvest|farm/, ["#365314", "#65a30d", "#fef08a"], "leaf"],
  [/jungle|drum/, ["#052e16", "#15803d", "#fbbf24"], "leaf"],
  [/carnival|midnight/, ["#3b0764", "#a21caf", "#fde047"], "star"],
  [/neon|arcade/, ["#0f172a", "#db2777", "#22d3ee"], "bolt"],
  [/candy|sweet|sugar/, ["#831843", "#ec4899", "#fef3c7"], "heart"],
  [/desert|pharaoh|sand|nile/, ["#451a03", "#b45309", "#fde68a"], "eye"],
  [/samurai|koi|ronin/, ["#1c1917", "#b91c1c", "#fafaf9"], "moon"],
  [/arctic|frost|ice|polar/, ["#082f49", "#0284c7", "#f0f9ff"], "flake"],
  [/roulette/, ["#052e16", "#166534", "#fbbf24"], "wheel"],
  [/blackjack|21/, ["#022c22", "#047857", "#f8fafc"], "spade"],
  [/dice/, ["#1e1b4b", "#4f46e5", "#f8fafc"], "die"],
];

export interface GameArt {
  from: string;
  to: string;
  accent: string;
  glyph: ShapeName;
  angle: number;
  seed: number;
}

/** The art of a title from its slug (and kind): palette, glyph and a pattern seed. */
export function gameArt(slug: string, kind = "slot"): GameArt {
  const seed = hash(slug);
  const theme =
    THEMES.find(([pattern]) => pattern.test(slug)) ?? THEMES.find(([pattern]) => pattern.test(kind));
  const hue = seed % 360;
  const [from, to, accent] = theme?.[1] ?? [
    `hsl(${hue} 60% 18%)`,
    `hsl(${(hue + 40) % 360} 70% 42%)`,
    "#fde047",
  ];
  return {
    from,
    to,
    accent,
    glyph: (theme?.[2] ?? SHAPE_NAMES[seed % SHAPE_NAMES.length]) as ShapeName,
    angle: seed % 90,
    seed,
  };
}

/** Simple, recognisable shapes (100 × 100 box) the table games' thumbnails are drawn with. */
export const SHAPES = {
  star: "M50 6l12.9 27.6 30.1 3.6-22.2 20.6 5.9 29.8L50 72.6 23.3 87.6l5.9-29.8L7 37.2l30.1-3.6z",
  diamond: "M50 6l36 30-36 58L14 36z",
  heart:
    "M50 88S10 62 10 36c0-13 10-22 21-22 9 0 15 5 19 12 4-7 10-12 19-12 11 0 21 9 21 22 0 26-40 52-40 52z",
  crown: "M10 78l6-50 20 20 14-34 14 34 20-20 6 50z",
  coin: "M50 8a42 42 0 1 0 0.1 0zM50 22a28 28 0 1 1-0.1 0z",
  moon: "M62 8a42 42 0 1 0 30 58A34 34 0 1 1 62 8z",
  bolt: "M58 4L18 56h26l-6 40 44-56H54z",
  shield: "M50 6l38 14v26c0 24-16 40-38 48C28 86 12 70 12 46V20z",
  flake: "M46 6h8v30l22-14 4 7-22 14 22 14-4 7-22-14v30h-8V64L24 78l-4-7 22-14-22-14 4-7 22 14z",
  leaf: "M14 86C14 40 40 12 88 12c0 48-28 74-74 74zM14 86l40-40",
  drop: "M50 6C50 6 16 46 16 64a34 34 0 0 0 68 0C84 46 50 6 50 6z",
  eye: "M6 50C20 26 36 18 50 18s30 8 44 32C80 74 64 82 50 82S20 74 6 50zM50 34a16 16 0 1 0 0.1 0z",
  wheel: "M50 6a44 44 0 1 0 0.1 0zM50 20a30 30 0 1 1-0.1 0zM50 38a12 12 0 1 0 0.1 0z",
  spade:
    "M50 6C30 30 12 42 12 60c0 12 10 20 20 20 6 0 10-2 14-6l-6 20h20l-6-20c4 4 8 6 14 6 10 0 20-8 20-20 0-18-18-30-38-54z",
  die: "M18 10h64a8 8 0 0 1 8 8v64a8 8 0 0 1-8 8H18a8 8 0 0 1-8-8V18a8 8 0 0 1 8-8z",
} as const;
export type ShapeName = keyof typeof SHAPES;
export const SHAPE_NAMES = Object.keys(SHAPES) as ShapeName[];

/** The decorative rings of a thumbnail (320 × 240), from the title's seed; unsigned shifts keep every value positive. */
export const thumbRings = (seed: number) =>
  [0, 1, 2, 3].map((i) => ({
    cx: 40 + ((seed >>> (i * 3)) % 240),
    cy: 20 + ((seed >>> (i * 5)) % 120),
    r: 18 + ((seed >>> (i * 2)) % 50),
  }));
