import { circle, ellipse, label, line, path, polygon, rect, shine, star } from "./draw";
import type { SymbolTheme } from "./theme";

/** Skull and Sails: pirate seas. */
export const pirate: SymbolTheme = {
  bg: ["#0e7490", "#082f49"],
  frame: "#fcd34d",
  ink: "#06141f",
  symbols: {
    "jolly-roger": [
      line("M14 10 V92", "#92400e", 5),
      path("M16 12 H88 L80 40 L88 68 H16 Z", "#111827"),
      line("M34 60 L70 30 M34 30 L70 60", "#f8fafc", 5),
      circle(52, 38, 12, "#f8fafc"),
      rect(46, 46, 12, 8, 2, "#f8fafc"),
      circle(47, 37, 3, "#111827", { outline: 0 }),
      circle(57, 37, 3, "#111827", { outline: 0 }),
    ],
    "treasure-map": [
      path("M12 20 L36 14 L64 22 L88 16 V80 L64 86 L36 78 L12 84 Z", "#fde68a"),
      line("M36 14 V78 M64 22 V86", "#d97706", 2),
      line("M20 70 C30 60 30 46 44 44 S58 34 62 32", "#b45309", 3, { strokeDasharray: "4 5" }),
      line("M66 26 L78 38 M78 26 L66 38", "#dc2626", 5),
      circle(24, 32, 5, "#16a34a"),
    ],
    captain: [
      path("M18 70 C22 80 36 90 50 90 C64 90 78 80 82 70 C70 76 30 76 18 70 Z", "#111827"),
      ellipse(50, 56, 20, 22, "#fcd5b4"),
      path("M8 40 C24 44 76 44 92 40 C84 24 70 14 50 14 C30 14 16 24 8 40 Z", "#1f2937"),
      path("M8 40 C24 44 76 44 92 40", "none", { stroke: "#fbbf24", strokeWidth: 3, outline: 0 }),
      circle(50, 28, 6, "#f8fafc"),
      line("M36 54 H46", "#111827", 5),
      line("M32 50 L60 46", "#111827", 2),
      circle(58, 55, 2.5, "#111827", { outline: 0 }),
      path("M38 68 C44 64 56 64 62 68 C56 76 44 76 38 68 Z", "#7c2d12"),
    ],
    parrot: [
      path("M38 90 L46 64 L56 90 Z", "#2563eb"),
      path("M30 66 C24 44 32 20 52 18 C68 18 74 34 66 50 C62 62 50 70 30 66 Z", "#dc2626"),
      path("M34 56 C40 46 56 46 62 54 C56 66 44 68 34 56 Z", "#facc15"),
      path("M58 24 C72 22 80 32 74 42 C70 36 64 34 58 36 Z", "#e5e7eb"),
      circle(54, 28, 6, "#f8fafc"),
      circle(55, 28, 2.5, "#111827", { outline: 0 }),
      line("M26 84 H74", "#78350f", 5),
    ],
    cannon: [
      path("M18 52 L72 30 C80 28 86 40 80 46 L26 70 Z", "#374151"),
      ellipse(80, 38, 6, 9, "#111827", { transform: "rotate(-20 80 38)" }),
      line("M30 48 L38 66 M52 40 L58 58", "#9ca3af", 3),
      circle(40, 72, 14, "#92400e"),
      circle(40, 72, 4, "#fbbf24"),
      line("M12 50 C8 44 10 38 16 38", "#f97316", 3),
      circle(16, 36, 3, "#fde047", { outline: 0 }),
    ],
    compass: [
      circle(50, 50, 38, "#fbbf24"),
      circle(50, 50, 31, "#fef3c7"),
      path(star(50, 50, 28, 6, 4), "#1e3a8a", { outline: 0 }),
      path(
        polygon([
          [50, 22],
          [56, 50],
          [44, 50],
        ]),
        "#dc2626",
      ),
      circle(50, 50, 4, "#fbbf24"),
      label(50, 18, "N", 9, "#7c2d12"),
    ],
    "rum-bottle": [
      rect(42, 8, 16, 12, 3, "#92400e"),
      path(
        "M42 20 H58 V34 C72 40 74 48 74 58 V84 C74 90 70 92 64 92 H36 C30 92 26 90 26 84 V58 C26 48 28 40 42 34 Z",
        "#166534",
      ),
      rect(30, 56, 40, 24, 3, "#fef3c7"),
      line("M38 62 L62 74 M62 62 L38 74", "#111827", 3),
      shine(34, 48, 3, 12, 0.45),
    ],
    anchor: [
      line("M50 22 V84 M30 38 H70 M18 60 C20 80 36 88 50 88 C64 88 80 80 82 60", "#374151", 12),
      line("M50 22 V84 M30 38 H70 M18 60 C20 80 36 88 50 88 C64 88 80 80 82 60", "#cbd5e1", 6),
      circle(50, 16, 8, "none", { stroke: "#cbd5e1", strokeWidth: 5, outline: 0 }),
      path("M12 62 L18 52 L24 62 Z M76 62 L82 52 L88 62 Z", "#cbd5e1"),
    ],
    spyglass: [
      path("M14 70 L66 22 L80 36 L28 84 Z", "#92400e"),
      path("M60 28 L74 14 L90 30 L76 44 Z", "#fbbf24"),
      line("M36 48 L50 62 M48 38 L62 52", "#fbbf24", 4),
      ellipse(84, 22, 4, 8, "#bae6fd", { transform: "rotate(45 84 22)" }),
      rect(10, 70, 14, 14, 3, "#78350f", { transform: "rotate(45 17 77)" }),
    ],
    doubloon: [
      circle(50, 50, 36, "#eab308"),
      circle(50, 50, 28, "#facc15", { outline: 0 }),
      line("M50 30 V70 M30 50 H70", "#a16207", 7),
      circle(50, 50, 28, "none", { stroke: "#a16207", strokeWidth: 2, strokeDasharray: "3 4", outline: 0 }),
      shine(38, 34, 8, 4),
    ],
    cutlass: [
      path("M30 70 C40 50 58 28 86 12 C74 36 58 58 38 76 Z", "#e2e8f0"),
      path("M34 70 C46 52 62 32 82 16 C70 34 56 52 40 70 Z", "#f8fafc", { outline: 0 }),
      path("M22 62 C18 76 26 86 40 84 L36 76 C28 78 26 70 30 66 Z", "#fbbf24"),
      line("M20 90 L34 76", "#78350f", 8),
      circle(18, 92, 4, "#fbbf24"),
    ],
  },
};
