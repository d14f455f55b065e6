import type { Attrs, El } from "./draw";
import { circle, label, line, path, rect, shine, star } from "./draw";
import type { SymbolTheme } from "./theme";

/** A neon tube: a wide soft glow under a thin bright core. */
const tube = (d: string, colour: string, more: Attrs = {}): El[] => [
  line(d, colour, 9, { strokeOpacity: 0.3, ...more }),
  line(d, colour, 4.5, more),
  line(d, "#fff", 1.5, { strokeOpacity: 0.8, ...more }),
];

/** Neon Nights: a city after dark. */
export const neon: SymbolTheme = {
  bg: ["#3b0764", "#09041a"],
  frame: "#f0abfc",
  ink: "#0a0418",
  symbols: {
    "neon-sign": [
      rect(10, 22, 80, 52, 10, "#1e1b4b"),
      ...tube("M16 28 H84 V68 H16 Z", "#22d3ee"),
      label(50, 58, "7", 30, "#f472b6", { stroke: "#fff", strokeWidth: 1.5 }),
      ...tube("M30 80 L40 74 M70 80 L60 74", "#22d3ee"),
    ],
    "arcade-token": [
      circle(50, 50, 36, "#a16207"),
      circle(50, 50, 30, "#facc15", { outline: 0 }),
      circle(50, 50, 22, "#eab308"),
      path(star(50, 50, 15, 7), "#fef9c3"),
      shine(38, 34, 7, 4),
    ],
    "sports-car": [
      path("M8 62 C8 52 16 48 26 46 L40 34 C48 30 62 30 70 34 L82 46 C90 48 94 54 94 62 V68 H8 Z", "#ef4444"),
      path("M42 38 C48 35 60 35 66 38 L74 46 H36 Z", "#7dd3fc"),
      line("M54 36 V46", "#ef4444", 2.5),
      circle(28, 68, 10, "#111827"),
      circle(74, 68, 10, "#111827"),
      circle(28, 68, 4, "#d1d5db", { outline: 0 }),
      circle(74, 68, 4, "#d1d5db", { outline: 0 }),
      rect(86, 52, 8, 5, 2, "#fde047", { outline: 0 }),
      line("M4 80 H96", "#f472b6", 3, { strokeOpacity: 0.7 }),
    ],
    cocktail: [
      path("M14 18 H86 L50 58 Z", "#f472b6", { fillOpacity: 0.9 }),
      path("M22 26 H78 L50 56 Z", "#fb7185", { outline: 0 }),
      line("M50 58 V86 M32 88 H68", "#e0f2fe", 5),
      line("M60 10 L42 42", "#84cc16", 2.5),
      circle(44, 38, 6, "#84cc16"),
      shine(30, 22, 8, 2, 0.6),
    ],
    vinyl: [
      circle(50, 50, 38, "#111827"),
      circle(50, 50, 30, "none", { stroke: "#374151", strokeWidth: 2, outline: 0 }),
      circle(50, 50, 23, "none", { stroke: "#374151", strokeWidth: 2, outline: 0 }),
      circle(50, 50, 14, "#ec4899"),
      circle(50, 50, 3, "#111827", { outline: 0 }),
      path("M24 26 A36 36 0 0 1 44 14", "none", {
        stroke: "#a5b4fc",
        strokeWidth: 3,
        strokeOpacity: 0.6,
        outline: 0,
      }),
    ],
    "lucky-dice": [
      rect(12, 36, 42, 42, 9, "#f8fafc", { transform: "rotate(-14 33 57)" }),
      rect(46, 20, 42, 42, 9, "#ef4444", { transform: "rotate(12 67 41)" }),
      circle(24, 50, 4, "#111827", { outline: 0 }),
      circle(34, 58, 4, "#111827", { outline: 0 }),
      circle(42, 66, 4, "#111827", { outline: 0 }),
      circle(58, 32, 4, "#fff", { outline: 0 }),
      circle(76, 36, 4, "#fff", { outline: 0 }),
      circle(56, 48, 4, "#fff", { outline: 0 }),
      circle(74, 52, 4, "#fff", { outline: 0 }),
    ],
    "palm-sign": [
      ...tube("M50 88 C50 70 48 50 52 34", "#fbbf24"),
      ...tube(
        "M52 34 C40 22 26 24 18 34 M52 34 C62 20 76 20 84 30 M52 34 C46 28 40 16 44 8 M52 34 C64 32 74 40 78 50 M52 34 C40 36 30 44 28 54",
        "#4ade80",
      ),
      ...tube("M30 90 H70", "#f472b6"),
    ],
    taxi: [
      rect(40, 20, 20, 8, 2, "#fde047"),
      path("M14 50 L26 30 H74 L86 50 Z", "#facc15"),
      path("M30 34 H48 V48 H24 Z M52 34 H70 L76 48 H52 Z", "#7dd3fc"),
      rect(8, 48, 84, 22, 6, "#facc15"),
      line("M8 60 H92", "#111827", 3, { strokeDasharray: "6 6" }),
      circle(26, 72, 9, "#111827"),
      circle(74, 72, 9, "#111827"),
      rect(84, 52, 8, 5, 2, "#fff", { outline: 0 }),
    ],
    skyline: [
      path("M8 90 V52 H22 V36 H34 V58 H42 V20 H58 V46 H66 V30 H80 V62 H92 V90 Z", "#312e81"),
      ...[
        [46, 26],
        [52, 26],
        [46, 36],
        [52, 46],
        [26, 42],
        [26, 52],
        [70, 36],
        [74, 46],
        [70, 56],
        [12, 60],
        [84, 70],
        [36, 64],
      ].map(([x = 0, y = 0]) => rect(x, y, 4, 5, 1, "#fde047", { outline: 0 })),
      line("M4 90 H96", "#f472b6", 3),
      circle(82, 16, 6, "#fef9c3", { outline: 0 }),
    ],
    headphones: [
      line("M22 62 V48 C22 24 78 24 78 48 V62", "#e5e7eb", 8),
      rect(12, 52, 20, 32, 8, "#22d3ee"),
      rect(68, 52, 20, 32, 8, "#22d3ee"),
      rect(18, 58, 8, 20, 3, "#0e7490", { outline: 0 }),
      rect(74, 58, 8, 20, 3, "#0e7490", { outline: 0 }),
      shine(20, 58, 2, 6, 0.6),
    ],
  },
};
