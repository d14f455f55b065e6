import { circle, ellipse, line, path, polygon, rect, shine } from "./draw";
import type { SymbolTheme } from "./theme";

/** Dragon's Hoard: a mountain of gold. */
export const dragon: SymbolTheme = {
  bg: ["#991b1b", "#1c0505"],
  frame: "#fbbf24",
  ink: "#1a0404",
  symbols: {
    "dragon-egg": [
      path("M50 8 C72 8 84 44 84 62 C84 80 70 92 50 92 C30 92 16 80 16 62 C16 44 28 8 50 8 Z", "#16a34a"),
      path(
        "M30 40 Q38 34 46 40 Q54 34 62 40 Q70 34 76 42 M24 58 Q32 52 40 58 Q48 52 56 58 Q64 52 72 58 Q78 54 82 60 M22 76 Q30 70 38 76 Q46 70 54 76 Q62 70 70 76",
        "none",
        { stroke: "#bbf7d0", strokeWidth: 2.5, outline: 0 },
      ),
      line("M56 20 L50 32 L58 38 L52 48", "#fde047", 2.5),
      shine(38, 28, 6, 10, 0.45),
    ],
    "gold-hoard": [
      path("M8 86 C14 62 30 50 50 48 C70 50 86 62 92 86 Z", "#eab308"),
      ...[
        [30, 70],
        [46, 60],
        [62, 66],
        [74, 78],
        [24, 82],
        [50, 78],
      ].map(([x = 0, y = 0]) => ellipse(x, y, 8, 4, "#fde047")),
      path("M40 44 H60 L64 28 H36 Z", "#b45309"),
      rect(34, 22, 32, 8, 2, "#fbbf24"),
      circle(50, 16, 6, "#ef4444"),
      shine(70, 62, 4, 2),
    ],
    "red-dragon": [
      path("M26 30 L14 8 L36 24 Z M46 20 L44 4 L58 20 Z", "#fbbf24"),
      path(
        "M14 56 C10 34 30 18 52 20 C70 22 82 34 90 48 L88 62 C78 64 68 62 60 66 L58 82 C46 86 26 80 14 56 Z",
        "#dc2626",
      ),
      path("M60 66 L88 62 L80 72 L60 76 Z", "#dc2626"),
      path("M64 68 L68 74 L72 68 Z M74 66 L78 72 L82 66 Z", "#f8fafc", { outline: 0 }),
      path("M40 38 L54 36 L50 44 Z", "#fde047"),
      circle(48, 40, 2.5, "#111827", { outline: 0 }),
      line("M20 58 C28 66 40 70 52 70", "#fca5a5", 2.5),
      circle(84, 50, 2.5, "#111827", { outline: 0 }),
    ],
    knight: [
      path("M62 14 C70 4 86 6 88 16 C78 14 70 18 66 26 Z", "#dc2626"),
      path("M24 54 C24 24 40 14 52 14 C66 14 78 24 78 54 V82 C66 90 36 90 24 82 Z", "#cbd5e1"),
      rect(28, 44, 46, 8, 3, "#1f2937"),
      line("M34 60 V80 M42 60 V82 M50 60 V84 M58 60 V82 M66 60 V80", "#64748b", 2.5),
      line("M50 16 V44", "#94a3b8", 3),
      shine(36, 30, 5, 8, 0.55),
    ],
    crown: [
      path("M12 76 L16 30 L34 52 L50 18 L66 52 L84 30 L88 76 Z", "#fbbf24"),
      rect(12, 72, 76, 14, 3, "#f59e0b"),
      circle(50, 79, 5, "#dc2626"),
      circle(30, 79, 4, "#2563eb"),
      circle(70, 79, 4, "#16a34a"),
      circle(16, 28, 4, "#f8fafc"),
      circle(50, 16, 4, "#f8fafc"),
      circle(84, 28, 4, "#f8fafc"),
      shine(30, 50, 4, 8, 0.45),
    ],
    chalice: [
      path("M22 14 H78 C78 44 66 56 50 58 C34 56 22 44 22 14 Z", "#fbbf24"),
      path("M28 20 H72 C70 30 66 34 50 34 C34 34 30 30 28 20 Z", "#991b1b", { outline: 0 }),
      rect(46, 58, 8, 18, 2, "#f59e0b"),
      path("M28 88 C30 78 70 78 72 88 Z", "#f59e0b"),
      circle(50, 46, 5, "#2563eb"),
      shine(32, 26, 3, 8, 0.45),
    ],
    torch: [
      path("M50 6 C64 18 68 32 60 42 C62 34 56 28 52 26 C54 36 46 40 42 34 C36 26 40 16 50 6 Z", "#f97316"),
      path("M50 20 C58 28 58 36 54 40 H46 C42 34 46 26 50 20 Z", "#fde047", { outline: 0 }),
      path("M36 42 H64 L58 54 H42 Z", "#6b7280"),
      path("M44 54 H56 L52 94 H48 Z", "#92400e"),
      line("M44 66 H56 M45 78 H55", "#451a03", 2),
    ],
    scroll: [
      rect(18, 20, 60, 60, 2, "#fef3c7"),
      ellipse(18, 50, 8, 32, "#fde68a"),
      ellipse(82, 50, 8, 32, "#fde68a"),
      line("M30 34 H68 M30 44 H62 M30 54 H68 M30 64 H56", "#92400e", 2.5),
      path("M56 66 L72 66 L68 80 L64 74 L60 80 Z", "#dc2626"),
    ],
    potion: [
      rect(42, 8, 16, 10, 3, "#92400e"),
      path(
        "M42 18 H58 V34 C74 40 82 52 82 64 C82 80 68 90 50 90 C32 90 18 80 18 64 C18 52 26 40 42 34 Z",
        "#e0f2fe",
        { fillOpacity: 0.85 },
      ),
      path("M22 62 C34 56 66 56 78 62 C78 78 66 86 50 86 C34 86 22 78 22 62 Z", "#a855f7", { outline: 0 }),
      circle(40, 70, 4, "#f0abfc", { outline: 0 }),
      circle(58, 76, 3, "#f0abfc", { outline: 0 }),
      shine(34, 46, 3, 8, 0.7),
    ],
    "rune-ring": [
      ellipse(50, 60, 30, 28, "none", { stroke: "#fbbf24", strokeWidth: 9 }),
      ellipse(50, 60, 30, 28, "none", { stroke: "#fde68a", strokeWidth: 3, outline: 0 }),
      path(
        polygon([
          [50, 14],
          [66, 30],
          [50, 44],
          [34, 30],
        ]),
        "#22d3ee",
      ),
      path(
        polygon([
          [50, 14],
          [66, 30],
          [50, 30],
        ]),
        "#a5f3fc",
        { outline: 0 },
      ),
      line("M36 64 L40 72 M48 82 L52 88 M62 78 L66 70", "#92400e", 2),
    ],
  },
};
