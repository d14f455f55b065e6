import { circle, ellipse, label, line, path, polygon, rect, shine, star } from "./draw";
import type { SymbolTheme } from "./theme";

/** Dust Devil Gulch: a frontier town at high noon. */
export const west: SymbolTheme = {
  bg: ["#c2410c", "#431407"],
  frame: "#fde68a",
  ink: "#2a0e04",
  symbols: {
    "sheriff-star": [
      path(star(50, 50, 40, 22, 6), "#fbbf24"),
      ...[0, 60, 120, 180, 240, 300].map((a) =>
        circle(50, 10, 5, "#fde047", { transform: `rotate(${a} 50 50)` }),
      ),
      circle(50, 50, 16, "#f59e0b"),
      label(50, 55, "★", 14, "#78350f"),
      shine(40, 36, 6, 3),
    ],
    "wanted-poster": [
      rect(16, 8, 68, 84, 3, "#fde68a"),
      label(50, 26, "WANTED", 13, "#7c2d12"),
      circle(50, 46, 11, "#78350f"),
      path("M32 70 C34 58 66 58 68 70 Z", "#78350f"),
      path("M36 40 C36 32 64 32 64 40 L70 42 H30 Z", "#451a03"),
      line("M28 80 H72", "#b45309", 3),
      path(
        polygon([
          [84, 8],
          [84, 20],
          [74, 8],
        ]),
        "#d97706",
        { outline: 0 },
      ),
    ],
    gunslinger: [
      path("M8 38 C20 44 80 44 92 38 C88 46 70 50 50 50 C30 50 12 46 8 38 Z", "#78350f"),
      path("M26 40 C26 12 74 12 74 40 Z", "#92400e"),
      rect(26, 34, 48, 6, 2, "#451a03"),
      ellipse(50, 58, 17, 18, "#e8b48a"),
      path("M32 60 C40 56 60 56 68 60 L64 80 C56 88 44 88 36 80 Z", "#dc2626"),
      circle(44, 62, 1.8, "#fef2f2", { outline: 0 }),
      circle(56, 70, 1.8, "#fef2f2", { outline: 0 }),
      line("M42 52 H47 M53 52 H58", "#111827", 3),
    ],
    stagecoach: [
      path("M20 30 H74 L80 66 H16 Z", "#991b1b"),
      rect(28, 36, 16, 14, 2, "#fde68a"),
      rect(52, 36, 16, 14, 2, "#fde68a"),
      rect(16, 24, 62, 8, 2, "#78350f"),
      circle(28, 74, 13, "#fbbf24"),
      circle(70, 74, 13, "#fbbf24"),
      line("M28 61 V87 M15 74 H41 M70 61 V87 M57 74 H83", "#78350f", 2),
      line("M80 50 L94 44", "#78350f", 3),
    ],
    revolver: [
      path("M16 34 H84 V46 H40 L36 52 H16 Z", "#6b7280"),
      rect(40, 40, 24, 18, 6, "#4b5563"),
      path("M20 50 L40 50 L36 86 C30 90 18 88 14 82 Z", "#92400e"),
      line("M44 58 C44 66 52 66 54 58", "#374151", 3),
      line("M20 38 H80", "#d1d5db", 2),
      circle(52, 49, 3, "#9ca3af", { outline: 0 }),
    ],
    "bull-skull": [
      path("M30 32 C18 34 6 28 4 14 C12 24 22 24 32 22 Z", "#fef3c7"),
      path("M70 32 C82 34 94 28 96 14 C88 24 78 24 68 22 Z", "#fef3c7"),
      path("M28 28 C28 16 72 16 72 28 L64 66 C62 84 38 84 36 66 Z", "#f5f5f4"),
      ellipse(40, 40, 6, 7, "#292524"),
      ellipse(60, 40, 6, 7, "#292524"),
      path("M44 66 L46 72 M56 66 L54 72", "none", { stroke: "#292524", strokeWidth: 3, outline: 0 }),
      path("M50 18 V30", "none", { stroke: "#a8a29e", strokeWidth: 2, outline: 0 }),
    ],
    cactus: [
      path("M40 92 V22 C40 10 60 10 60 22 V92 Z", "#16a34a"),
      path("M40 58 H28 C20 58 18 52 18 46 V34 C18 28 28 28 28 34 V48 H40 Z", "#16a34a"),
      path("M60 48 H72 V28 C72 22 82 22 82 28 V44 C82 52 78 58 70 58 H60 Z", "#16a34a"),
      line("M50 20 V88", "#15803d", 2.5),
      circle(50, 12, 5, "#f472b6"),
      rect(30, 88, 40, 6, 2, "#b45309", { outline: 0 }),
    ],
    "cowboy-boot": [
      path("M30 10 H60 V56 C70 58 86 62 88 74 V84 H26 L28 64 Z", "#92400e"),
      path("M30 10 H60 V22 H30 Z", "#78350f"),
      line("M36 32 C42 40 48 40 54 32 M38 46 C44 52 50 52 54 46", "#fbbf24", 2.5),
      rect(24, 82, 66, 8, 3, "#451a03"),
      circle(20, 78, 7, "#d1d5db"),
      line("M20 78 L28 74", "#6b7280", 2),
    ],
    "saloon-door": [
      rect(10, 20, 38, 56, 3, "#b45309"),
      rect(52, 20, 38, 56, 3, "#b45309"),
      line(
        "M16 30 H42 M16 40 H42 M16 50 H42 M16 60 H42 M58 30 H84 M58 40 H84 M58 50 H84 M58 60 H84",
        "#78350f",
        3,
      ),
      path("M10 20 C18 12 40 12 48 20 M52 20 C60 12 82 12 90 20", "none", {
        stroke: "#78350f",
        strokeWidth: 3,
        outline: 0,
      }),
      circle(44, 48, 2.5, "#fbbf24"),
      circle(56, 48, 2.5, "#fbbf24"),
    ],
    horseshoe: [
      line("M26 86 V46 C26 20 74 20 74 46 V86", "#475569", 18),
      line("M26 86 V46 C26 20 74 20 74 46 V86", "#cbd5e1", 12),
      ...[
        [26, 74],
        [26, 56],
        [34, 34],
        [74, 74],
        [74, 56],
        [66, 34],
      ].map(([x = 0, y = 0]) => circle(x, y, 2.5, "#334155", { outline: 0 })),
    ],
  },
};
