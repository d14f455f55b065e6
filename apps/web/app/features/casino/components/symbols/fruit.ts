import { circle, ellipse, line, path, shine } from "./draw";
import type { SymbolTheme } from "./theme";

/** Fruit Stand: the market-stall classic. */
export const fruit: SymbolTheme = {
  bg: ["#be123c", "#4c0519"],
  frame: "#fda4af",
  ink: "#3b0716",
  symbols: {
    rainbow: [
      line("M14 70 A36 36 0 0 1 86 70", "#ef4444", 7),
      line("M21 70 A29 29 0 0 1 79 70", "#f97316", 7),
      line("M28 70 A22 22 0 0 1 72 70", "#facc15", 7),
      line("M35 70 A15 15 0 0 1 65 70", "#22c55e", 7),
      ellipse(18, 72, 12, 8, "#f8fafc"),
      ellipse(82, 72, 12, 8, "#f8fafc"),
    ],
    "golden-basket": [
      circle(36, 40, 10, "#ef4444"),
      circle(52, 36, 10, "#facc15"),
      circle(66, 42, 9, "#a855f7"),
      line("M22 48 C22 16 78 16 78 48", "#a16207", 5),
      path("M16 48 H84 L74 86 H26 Z", "#f59e0b"),
      line("M22 60 H78 M25 72 H75 M36 48 L40 86 M50 48 V86 M64 48 L60 86", "#b45309", 2.5),
      shine(30, 54, 6, 3, 0.5),
    ],
    "lucky-seven": [
      path("M22 18 H80 V32 C64 46 56 64 54 86 H34 C36 64 46 46 60 34 H22 Z", "#fbbf24"),
      path("M27 23 H75 V30 C60 44 51 62 49 81 H39 C41 61 50 45 65 29 H27 Z", "#dc2626", { outline: 0 }),
      shine(36, 26, 7, 2, 0.6),
    ],
    watermelon: [
      path("M10 38 A40 40 0 0 0 90 38 Z", "#16a34a"),
      path("M16 40 A34 34 0 0 0 84 40 Z", "#bbf7d0", { outline: 0 }),
      path("M20 40 A30 30 0 0 0 80 40 Z", "#ef4444", { outline: 0 }),
      ellipse(36, 50, 2, 3.5, "#1f2937", { outline: 0 }),
      ellipse(50, 56, 2, 3.5, "#1f2937", { outline: 0 }),
      ellipse(64, 50, 2, 3.5, "#1f2937", { outline: 0 }),
      ellipse(43, 62, 2, 3.5, "#1f2937", { outline: 0 }),
      ellipse(57, 62, 2, 3.5, "#1f2937", { outline: 0 }),
    ],
    grapes: [
      line("M50 26 C50 18 54 12 60 10", "#65a30d", 4),
      path("M52 22 C60 10 76 12 80 20 C70 24 60 26 52 22 Z", "#4ade80"),
      ...[
        [38, 34],
        [52, 32],
        [66, 34],
        [44, 48],
        [58, 48],
        [38, 60],
        [50, 62],
        [62, 60],
        [44, 74],
        [56, 74],
        [50, 86],
      ].map(([x = 0, y = 0]) => circle(x, y, 8.5, "#7c3aed")),
      shine(36, 31, 3, 2, 0.7),
      shine(50, 29, 3, 2, 0.7),
    ],
    plum: [
      path("M50 26 C74 20 86 44 80 62 C74 82 58 88 50 84 C42 88 26 82 20 62 C14 44 26 20 50 26 Z", "#7e22ce"),
      line("M50 30 C46 50 48 70 50 84", "#6b21a8", 2.5),
      line("M50 26 C50 18 52 14 56 10", "#78350f", 4),
      path("M54 18 C60 8 74 10 76 16 C68 20 60 20 54 18 Z", "#22c55e"),
      shine(34, 40, 7, 4),
    ],
    orange: [
      circle(50, 54, 32, "#f97316"),
      circle(40, 50, 1.5, "#c2410c", { outline: 0 }),
      circle(58, 62, 1.5, "#c2410c", { outline: 0 }),
      circle(62, 44, 1.5, "#c2410c", { outline: 0 }),
      circle(46, 70, 1.5, "#c2410c", { outline: 0 }),
      path("M50 24 C52 12 66 8 74 14 C66 22 58 24 50 24 Z", "#22c55e"),
      shine(38, 40, 8, 5),
    ],
    lemon: [
      path(
        "M12 54 C16 50 18 46 24 38 C36 24 64 24 76 38 C82 46 84 50 88 54 C84 58 82 62 76 70 C64 84 36 84 24 70 C18 62 16 58 12 54 Z",
        "#facc15",
      ),
      path("M60 30 C66 20 80 20 84 26 C76 32 68 32 60 30 Z", "#22c55e"),
      shine(36, 42, 10, 4),
    ],
    cherry: [
      line("M34 62 C38 40 48 26 62 16 M66 58 C64 40 62 28 62 16", "#65a30d", 4),
      path("M62 16 C70 8 84 10 86 16 C78 22 70 22 62 16 Z", "#22c55e"),
      circle(32, 66, 16, "#dc2626"),
      circle(66, 62, 16, "#dc2626"),
      shine(27, 60, 5, 3),
      shine(61, 56, 5, 3),
    ],
  },
};
