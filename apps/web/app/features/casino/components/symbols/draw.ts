// A tiny vocabulary for drawing the reel symbols in a 100 × 100 box. Filled shapes get the theme's ink outline
// (a cohesive "sticker" look across every title); `line` is a stroke only.

export type Attrs = Record<string, string | number>;

/** One SVG element of a drawing. */
export interface El {
  tag: "circle" | "ellipse" | "rect" | "path" | "text";
  attrs: Attrs;
  /** Text content (text elements). */
  text?: string;
  /** False: no ink outline (highlights, glows, strokes). */
  outline?: boolean;
}

/** A symbol's drawing. */
export type Drawing = readonly El[];

export const circle = (cx: number, cy: number, r: number, fill: string, more: Attrs = {}): El => ({
  tag: "circle",
  attrs: { cx, cy, r, fill, ...more },
});

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  more: Attrs = {},
): El => ({ tag: "ellipse", attrs: { cx, cy, rx, ry, fill, ...more } });

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  fill: string,
  more: Attrs = {},
): El => ({ tag: "rect", attrs: { x, y, width, height, rx, fill, ...more } });

export const path = (d: string, fill: string, more: Attrs = {}): El => ({
  tag: "path",
  attrs: { d, fill, ...more },
});

/** A stroke with round ends and no outline of its own. */
export const line = (d: string, stroke: string, width = 4, more: Attrs = {}): El => ({
  tag: "path",
  attrs: {
    d,
    fill: "none",
    stroke,
    strokeWidth: width,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    ...more,
  },
  outline: false,
});

/** A soft white shine, no outline. */
export const shine = (cx: number, cy: number, rx: number, ry: number, opacity = 0.55): El => ({
  tag: "ellipse",
  attrs: { cx, cy, rx, ry, fill: "#fff", fillOpacity: opacity },
  outline: false,
});

/** Bold centred lettering. */
export const label = (
  x: number,
  y: number,
  text: string,
  size: number,
  fill: string,
  more: Attrs = {},
): El => ({
  tag: "text",
  attrs: {
    x,
    y,
    fontSize: size,
    fill,
    textAnchor: "middle",
    fontWeight: 900,
    fontFamily: "system-ui, sans-serif",
    ...more,
  },
  text,
  outline: false,
});

const round = (n: number) => Math.round(n * 10) / 10;

/** A closed polygon through the points. */
export const polygon = (points: readonly (readonly [number, number])[]) =>
  `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join("L")}Z`;

/** A star (or any pointed rosette) with `points` tips; the first tip points up. */
export function star(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const corners: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    corners.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygon(corners);
}

/** A regular polygon with `sides` corners, the first at angle `rotate` (degrees, 0 = right). */
export function regular(cx: number, cy: number, r: number, sides: number, rotate = -90): string {
  return polygon(
    Array.from({ length: sides }, (_, i) => {
      const a = ((rotate + (360 * i) / sides) * Math.PI) / 180;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
    }),
  );
}
