import { circle, ellipse, label, line, path, polygon, rect, shine, star } from "./draw";
import type { SymbolTheme } from "./theme";

/** Midnight Carnival: a travelling carnival after dark. */
export const carnival: SymbolTheme = {
  bg: ["#7e22ce", "#1e0533"],
  frame: "#fde047",
  ink: "#17042a",
  symbols: {
    "ringmaster-hat": [
      ellipse(50, 78, 40, 10, "#111827"),
      path("M26 78 V26 C26 18 74 18 74 26 V78 Z", "#1f2937"),
      rect(26, 60, 48, 12, 1, "#dc2626"),
      ellipse(50, 24, 24, 6, "#374151"),
      path(star(50, 66, 6, 2.5), "#fde047", { outline: 0 }),
      shine(34, 44, 3, 12, 0.3),
    ],
    "golden-ticket": [
      path("M10 30 H90 V44 C84 44 84 56 90 56 V70 H10 V56 C16 56 16 44 10 44 Z", "#fbbf24", {
        transform: "rotate(-12 50 50)",
      }),
      line("M26 34 V66", "#b45309", 2, { strokeDasharray: "3 4", transform: "rotate(-12 50 50)" }),
      label(58, 56, "ADMIT", 12, "#78350f", { transform: "rotate(-12 50 50)" }),
      path(star(58, 40, 6, 2.5), "#dc2626", { outline: 0, transform: "rotate(-12 50 50)" }),
    ],
    "ferris-wheel": [
      line("M50 48 L28 90 M50 48 L72 90 M22 90 H78", "#94a3b8", 4),
      circle(50, 46, 34, "none", { stroke: "#f472b6", strokeWidth: 4 }),
      ...[0, 45, 90, 135].map((a) => line("M50 12 V80", "#e9d5ff", 2, { transform: `rotate(${a} 50 46)` })),
      ...[0, 60, 120, 180, 240, 300].map((a, i) =>
        rect(
          44,
          6,
          12,
          9,
          3,
          ["#ef4444", "#facc15", "#22d3ee", "#4ade80", "#f97316", "#a78bfa"][i] ?? "#fff",
          {
            transform: `rotate(${a} 50 46) translate(0 0)`,
          },
        ),
      ),
      circle(50, 46, 6, "#fde047"),
    ],
    "carousel-horse": [
      line("M50 4 V96", "#fbbf24", 5),
      path(
        "M22 56 C18 40 30 30 44 34 L60 26 C70 22 80 28 80 36 L72 40 L70 54 C74 66 70 76 62 78 L58 92 H52 L54 76 H38 L36 92 H30 L30 74 C24 70 22 64 22 56 Z",
        "#f8fafc",
      ),
      path("M58 28 C56 20 66 14 72 20 C68 22 64 26 60 32 Z", "#a855f7"),
      path("M40 46 C46 40 58 42 62 50 C54 54 46 54 40 46 Z", "#f472b6", { outline: 0 }),
      circle(72, 34, 2.5, "#111827", { outline: 0 }),
    ],
    strongman: [
      line("M30 60 L22 26 M70 60 L78 26", "#fcd5b4", 8),
      line("M8 24 H92", "#9ca3af", 5),
      rect(6, 12, 10, 24, 3, "#111827"),
      rect(84, 12, 10, 24, 3, "#111827"),
      path("M28 60 H72 L68 94 H32 Z", "#f8fafc"),
      path("M30 68 H70 M31 78 H69 M32 88 H68", "none", { stroke: "#dc2626", strokeWidth: 5, outline: 0 }),
      circle(50, 46, 14, "#fcd5b4"),
      path("M36 42 C36 28 64 28 64 42 C58 36 42 36 36 42 Z", "#111827"),
      path("M38 54 C42 48 48 50 50 52 C52 50 58 48 62 54 C58 52 54 56 50 54 C46 56 42 52 38 54 Z", "#111827"),
      circle(45, 45, 2, "#111827", { outline: 0 }),
      circle(55, 45, 2, "#111827", { outline: 0 }),
    ],
    "fortune-teller": [
      path("M30 84 L36 72 H64 L70 84 Z", "#b45309"),
      circle(50, 46, 30, "#a78bfa", { fillOpacity: 0.95 }),
      path("M34 40 C40 28 54 24 64 34 C56 32 46 34 40 44 Z", "#f0abfc", { outline: 0 }),
      path(star(56, 54, 8, 3, 4), "#fef9c3", { outline: 0 }),
      circle(40, 56, 2, "#fff", { outline: 0 }),
      shine(38, 30, 7, 4, 0.6),
    ],
    popcorn: [
      ...[
        [30, 30],
        [42, 22],
        [56, 24],
        [68, 32],
        [36, 40],
        [50, 36],
        [64, 42],
      ].map(([x = 0, y = 0]) => circle(x, y, 9, "#fef9c3")),
      path("M22 40 H78 L70 92 H30 Z", "#f8fafc"),
      path("M30 40 H40 L42 92 H34 Z M50 40 H60 L58 92 H50 Z M70 40 H78 L70 92 H66 Z", "#dc2626", {
        outline: 0,
      }),
      path("M22 40 H78 L70 92 H30 Z", "none", { stroke: "#17042a", strokeWidth: 2.5 }),
    ],
    "cotton-candy": [
      line("M50 60 L44 94", "#fef3c7", 5),
      circle(36, 34, 16, "#f9a8d4"),
      circle(60, 28, 18, "#f9a8d4"),
      circle(50, 46, 18, "#f472b6"),
      circle(68, 46, 13, "#f9a8d4"),
      circle(32, 50, 12, "#fbcfe8"),
      shine(52, 22, 6, 3, 0.6),
    ],
    balloon: [
      line("M36 66 C40 78 34 86 40 96 M64 62 C60 74 66 84 60 96", "#e9d5ff", 2),
      ellipse(36, 40, 20, 24, "#ef4444"),
      ellipse(64, 36, 18, 22, "#38bdf8"),
      path(
        polygon([
          [32, 64],
          [40, 64],
          [36, 70],
        ]),
        "#ef4444",
      ),
      path(
        polygon([
          [60, 58],
          [68, 58],
          [64, 64],
        ]),
        "#38bdf8",
      ),
      shine(28, 30, 4, 7, 0.6),
      shine(58, 26, 4, 7, 0.6),
    ],
    dart: [
      circle(62, 38, 26, "#f8fafc"),
      circle(62, 38, 18, "#dc2626", { outline: 0 }),
      circle(62, 38, 10, "#f8fafc", { outline: 0 }),
      circle(62, 38, 4, "#dc2626", { outline: 0 }),
      line("M20 80 L60 40", "#fbbf24", 5),
      path("M14 76 L26 74 L24 86 Z M18 70 L30 68 L28 80 Z", "#22d3ee"),
    ],
    "ring-toss": [
      rect(46, 20, 8, 62, 3, "#b45309"),
      ellipse(50, 84, 30, 8, "#78350f"),
      ellipse(50, 70, 20, 6, "none", { stroke: "#facc15", strokeWidth: 5 }),
      ellipse(50, 56, 18, 6, "none", { stroke: "#22d3ee", strokeWidth: 5 }),
      ellipse(62, 30, 16, 6, "none", { stroke: "#f472b6", strokeWidth: 5, transform: "rotate(-20 62 30)" }),
    ],
  },
};
