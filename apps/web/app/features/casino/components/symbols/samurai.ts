import { circle, ellipse, line, path, rect, shine } from "./draw";
import type { SymbolTheme } from "./theme";

/** The five petals of a cherry blossom, round the centre. */
const PETALS = [0, 72, 144, 216, 288];

/** Ronin's Path: lanterns and cherry blossom. */
export const samurai: SymbolTheme = {
  bg: ["#7f1d1d", "#1c0a0a"],
  frame: "#fca5a5",
  ink: "#1a0606",
  symbols: {
    katana: [
      path("M24 74 L80 14 L86 20 L30 80 Z", "#e2e8f0"),
      line("M28 74 L82 18", "#f8fafc", 1.5),
      ellipse(28, 76, 10, 4, "#fbbf24", { transform: "rotate(-47 28 76)" }),
      line("M10 92 L26 76", "#111827", 9),
      line("M12 90 L24 78", "#dc2626", 3, { strokeDasharray: "3 3" }),
    ],
    "temple-gong": [
      line("M14 92 V20 M86 92 V20", "#7c2d12", 6),
      path("M8 18 C30 10 70 10 92 18 L90 26 C70 20 30 20 10 26 Z", "#991b1b"),
      line("M36 24 L42 32 M64 24 L58 32", "#a16207", 2),
      circle(50, 58, 26, "#eab308"),
      circle(50, 58, 18, "#facc15", { outline: 0 }),
      circle(50, 58, 8, "#ca8a04"),
      shine(42, 48, 6, 3),
    ],
    ronin: [
      path("M28 52 C28 72 38 86 50 86 C62 86 72 72 72 52 Z", "#1f2937"),
      path("M40 60 H60", "none", { stroke: "#e5e7eb", strokeWidth: 2.5, outline: 0 }),
      path("M6 50 L50 14 L94 50 C80 56 20 56 6 50 Z", "#d6b370"),
      line("M50 14 L26 50 M50 14 L38 52 M50 14 L62 52 M50 14 L74 50", "#a16207", 1.5),
      line("M76 70 L92 92", "#94a3b8", 4),
    ],
    shogun: [
      path("M50 10 L40 32 H60 Z", "#fbbf24"),
      path("M20 30 C12 20 12 10 18 6 C20 18 28 26 38 30 Z", "#fbbf24"),
      path("M80 30 C88 20 88 10 82 6 C80 18 72 26 62 30 Z", "#fbbf24"),
      path("M18 52 C18 26 82 26 82 52 Z", "#1f2937"),
      path("M12 52 H88 L82 70 H18 Z", "#b91c1c"),
      line("M18 58 H82 M20 64 H80", "#7f1d1d", 2),
      path("M32 68 H68 L62 88 H38 Z", "#111827"),
      line("M40 74 H60", "#dc2626", 3),
    ],
    "oni-mask": [
      path("M24 30 L16 6 L36 22 Z", "#fef3c7"),
      path("M76 30 L84 6 L64 22 Z", "#fef3c7"),
      path("M18 40 C18 18 82 18 82 40 C84 66 72 90 50 90 C28 90 16 66 18 40 Z", "#dc2626"),
      path("M28 40 L44 46 L32 52 Z M72 40 L56 46 L68 52 Z", "#fde047"),
      line("M26 34 L44 40 M74 34 L56 40", "#111827", 4),
      path("M32 64 C40 58 60 58 68 64 C64 80 36 80 32 64 Z", "#111827"),
      path("M36 64 L40 72 L44 64 Z M56 64 L60 72 L64 64 Z", "#f8fafc", { outline: 0 }),
    ],
    koi: [
      path("M16 50 C28 28 62 26 78 46 L94 32 L90 58 L94 80 L76 62 C62 80 30 76 16 50 Z", "#f8fafc"),
      path(
        "M30 38 C40 30 54 32 58 40 C50 46 38 46 30 38 Z M48 58 C56 54 66 56 68 62 C60 66 52 66 48 58 Z",
        "#f97316",
        { outline: 0 },
      ),
      path("M80 44 L94 32 L90 52 Z", "#f97316", { outline: 0 }),
      circle(26, 46, 3, "#111827", { outline: 0 }),
      line("M16 52 C12 56 10 62 12 66", "#f97316", 2),
    ],
    "folding-fan": [
      path("M50 86 L8 44 C20 18 80 18 92 44 Z", "#fca5a5"),
      line(
        "M50 86 L8 44 M50 86 L20 30 M50 86 L36 22 M50 86 V20 M50 86 L64 22 M50 86 L80 30 M50 86 L92 44",
        "#7f1d1d",
        2.5,
      ),
      path("M34 36 C42 30 58 30 66 36 C58 40 42 40 34 36 Z", "#dc2626", { outline: 0 }),
      circle(50, 86, 4, "#111827"),
    ],
    "paper-lantern": [
      line("M50 4 V14", "#111827", 3),
      rect(38, 12, 24, 6, 2, "#111827"),
      ellipse(50, 50, 30, 34, "#dc2626"),
      line("M22 38 H78 M20 50 H80 M22 62 H78", "#991b1b", 2),
      path("M40 44 H60 M50 36 V66", "none", { stroke: "#fbbf24", strokeWidth: 4, outline: 0 }),
      rect(38, 82, 24, 6, 2, "#111827"),
      line("M50 88 V96", "#fbbf24", 3),
      shine(36, 36, 5, 10, 0.35),
    ],
    bonsai: [
      path("M24 74 H76 L70 92 H30 Z", "#1e3a8a"),
      line("M50 74 C46 62 56 56 50 44 M50 58 C58 54 64 48 70 46 M48 50 C40 46 34 46 28 42", "#78350f", 6),
      ellipse(28, 38, 16, 9, "#16a34a"),
      ellipse(70, 42, 17, 9, "#16a34a"),
      ellipse(50, 28, 20, 11, "#22c55e"),
      shine(46, 24, 8, 3, 0.35),
    ],
    sakura: [
      ...PETALS.map((a) =>
        path("M50 50 C38 38 38 18 46 14 L50 20 L54 14 C62 18 62 38 50 50 Z", "#f9a8d4", {
          transform: `rotate(${a} 50 50)`,
        }),
      ),
      circle(50, 50, 8, "#fde047"),
      ...PETALS.map((a) => line("M50 50 L50 36", "#db2777", 1.5, { transform: `rotate(${a + 36} 50 50)` })),
    ],
  },
};
