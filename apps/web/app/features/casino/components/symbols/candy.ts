import { circle, ellipse, line, path, rect, regular, shine } from "./draw";
import type { SymbolTheme } from "./theme";

/** Sugar Rush: a candy shop. */
export const candy: SymbolTheme = {
  bg: ["#f472b6", "#701a45"],
  frame: "#fbcfe8",
  ink: "#4a0d2e",
  symbols: {
    "sugar-swirl": [
      circle(50, 48, 36, "#fdf2f8"),
      line(
        "M50 48 m0 -6 a6 6 0 1 1 -6 6 a12 12 0 1 1 12 12 a18 18 0 1 1 -18 -18 a24 24 0 1 1 24 24 a30 30 0 0 1 -30 -30",
        "#ec4899",
        6,
      ),
      shine(36, 30, 8, 5),
    ],
    "candy-jar": [
      rect(30, 12, 40, 10, 3, "#f472b6"),
      path("M26 24 H74 C84 34 84 76 74 86 H26 C16 76 16 34 26 24 Z", "#e0f2fe", { fillOpacity: 0.85 }),
      circle(38, 70, 7, "#ef4444"),
      circle(54, 72, 7, "#22c55e"),
      circle(66, 62, 6, "#facc15"),
      circle(44, 56, 6, "#a855f7"),
      circle(60, 48, 6, "#f97316"),
      circle(36, 42, 5, "#3b82f6"),
      shine(28, 44, 3, 14, 0.7),
    ],
    cupcake: [
      path("M26 56 H74 L66 90 H34 Z", "#38bdf8"),
      line("M38 58 L40 88 M50 58 V88 M62 58 L60 88", "#0284c7", 2.5),
      path("M20 58 C16 44 28 36 34 38 C34 24 48 20 54 28 C62 22 78 30 72 40 C82 42 84 54 80 58 Z", "#fbcfe8"),
      circle(50, 20, 8, "#dc2626"),
      line("M50 12 C52 6 56 4 60 4", "#65a30d", 2.5),
      rect(34, 44, 6, 3, 1.5, "#facc15", { outline: 0, transform: "rotate(30 37 45)" }),
      rect(58, 40, 6, 3, 1.5, "#22c55e", { outline: 0, transform: "rotate(-30 61 41)" }),
      rect(46, 50, 6, 3, 1.5, "#3b82f6", { outline: 0 }),
    ],
    lollipop: [
      line("M50 58 V94", "#f8fafc", 6),
      circle(50, 38, 28, "#a855f7"),
      line(
        "M50 38 m0 -5 a5 5 0 1 1 -5 5 a10 10 0 1 1 10 10 a15 15 0 1 1 -15 -15 a20 20 0 1 1 20 20",
        "#f0abfc",
        5,
      ),
      shine(38, 24, 6, 3),
    ],
    gumdrop: [
      path("M18 80 C18 40 30 18 50 18 C70 18 82 40 82 80 Z", "#22c55e"),
      ...[
        [36, 40],
        [52, 32],
        [64, 48],
        [42, 58],
        [58, 66],
        [30, 68],
        [70, 72],
      ].map(([x = 0, y = 0]) => rect(x, y, 4, 4, 1, "#f0fdf4", { outline: 0 })),
      shine(36, 30, 6, 8, 0.5),
    ],
    doughnut: [
      circle(50, 52, 36, "#d97706"),
      path(
        "M18 48 C18 24 82 24 82 48 C86 58 78 66 72 60 C66 70 56 64 50 70 C44 64 34 70 28 60 C22 66 14 58 18 48 Z",
        "#f472b6",
        { outline: 0 },
      ),
      circle(50, 50, 11, "#701a45"),
      ...[
        [32, 34, -30, "#facc15"],
        [46, 28, 20, "#38bdf8"],
        [64, 32, 60, "#f8fafc"],
        [70, 46, -20, "#22c55e"],
        [30, 48, 40, "#a855f7"],
      ].map(([x, y, r, c]) =>
        rect(Number(x), Number(y), 7, 3, 1.5, String(c), { outline: 0, transform: `rotate(${r} ${x} ${y})` }),
      ),
    ],
    "jelly-bean": [
      path("M20 60 C12 40 28 22 46 28 C56 32 62 30 70 24 C84 18 92 40 82 56 C72 74 30 84 20 60 Z", "#ef4444"),
      shine(38, 36, 12, 5, 0.55),
      circle(66, 34, 3, "#fff", { outline: 0, fillOpacity: 0.7 }),
    ],
    peppermint: [
      circle(50, 50, 34, "#f8fafc"),
      ...[0, 60, 120, 180, 240, 300].map((a) =>
        path("M50 50 L50 16 A34 34 0 0 1 79 33 Z", "#dc2626", {
          outline: 0,
          transform: `rotate(${a} 50 50)`,
        }),
      ),
      circle(50, 50, 34, "none", { stroke: "#4a0d2e", strokeWidth: 2.5 }),
      circle(50, 50, 6, "#f8fafc", { outline: 0 }),
      line("M16 50 L6 40 L6 60 Z M84 50 L94 40 L94 60 Z", "#fda4af", 3),
    ],
    toffee: [
      path("M26 50 L8 36 L12 50 L8 64 Z", "#fbbf24"),
      path("M74 50 L92 36 L88 50 L92 64 Z", "#fbbf24"),
      ellipse(50, 50, 26, 18, "#b45309"),
      path("M30 44 C40 36 60 36 70 44", "#fbbf24", {
        fill: "none",
        stroke: "#fde68a",
        strokeWidth: 3,
        outline: 0,
      }),
      shine(42, 42, 8, 3, 0.5),
    ],
    "gummy-bear": [
      circle(36, 24, 8, "#f97316"),
      circle(64, 24, 8, "#f97316"),
      circle(50, 34, 17, "#f97316"),
      ellipse(50, 66, 22, 24, "#f97316"),
      ellipse(28, 56, 7, 10, "#f97316", { transform: "rotate(30 28 56)" }),
      ellipse(72, 56, 7, 10, "#f97316", { transform: "rotate(-30 72 56)" }),
      ellipse(38, 86, 9, 6, "#f97316"),
      ellipse(62, 86, 9, 6, "#f97316"),
      circle(44, 32, 2.5, "#7c2d12", { outline: 0 }),
      circle(56, 32, 2.5, "#7c2d12", { outline: 0 }),
      shine(44, 58, 6, 10, 0.35),
      path(regular(50, 40, 3, 3, 90), "#7c2d12", { outline: 0 }),
    ],
  },
};
