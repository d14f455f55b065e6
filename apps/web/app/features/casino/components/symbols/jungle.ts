import { circle, ellipse, line, path, polygon, rect } from "./draw";
import type { SymbolTheme } from "./theme";

/** Jungle Drums: deep rainforest. */
export const jungle: SymbolTheme = {
  bg: ["#15803d", "#052e16"],
  frame: "#bef264",
  ink: "#03210f",
  symbols: {
    "tribal-mask": [
      path("M50 8 C74 8 84 30 80 56 C76 78 62 92 50 92 C38 92 24 78 20 56 C16 30 26 8 50 8 Z", "#b45309"),
      path("M30 38 L44 34 L42 46 Z M70 38 L56 34 L58 46 Z", "#facc15"),
      line("M28 24 H72 M34 60 H66 M50 50 V62", "#fef3c7", 3),
      path("M38 70 H62 L58 82 H42 Z", "#f8fafc"),
      line("M42 70 V82 M50 70 V82 M58 70 V82", "#78350f", 2),
      line("M22 50 L10 44 M78 50 L90 44", "#dc2626", 4),
    ],
    "war-drum": [
      ellipse(50, 26, 30, 10, "#fef3c7"),
      path("M20 26 L28 84 C36 92 64 92 72 84 L80 26 C72 34 28 34 20 26 Z", "#b91c1c"),
      line("M24 32 L40 84 L54 34 L66 86 L78 32", "#fde68a", 2.5),
      ellipse(50, 26, 30, 10, "none", { stroke: "#78350f", strokeWidth: 4 }),
      line("M14 14 L34 24 M86 14 L66 24", "#92400e", 4),
    ],
    jaguar: [
      circle(28, 26, 9, "#f59e0b"),
      circle(72, 26, 9, "#f59e0b"),
      ellipse(50, 52, 32, 30, "#f59e0b"),
      ellipse(50, 66, 15, 12, "#fef3c7"),
      path(
        polygon([
          [44, 58],
          [56, 58],
          [50, 65],
        ]),
        "#3b0764",
      ),
      ellipse(38, 46, 5, 4, "#84cc16"),
      ellipse(62, 46, 5, 4, "#84cc16"),
      ...[
        [30, 36],
        [70, 36],
        [24, 56],
        [76, 56],
        [40, 30],
        [60, 30],
        [50, 36],
      ].map(([x = 0, y = 0]) => circle(x, y, 3.2, "#451a03", { outline: 0 })),
    ],
    gorilla: [
      circle(22, 50, 8, "#374151"),
      circle(78, 50, 8, "#374151"),
      path("M24 48 C22 18 78 18 76 48 C78 76 66 88 50 88 C34 88 22 76 24 48 Z", "#374151"),
      path("M32 50 C32 36 68 36 68 50 C70 70 60 80 50 80 C40 80 30 70 32 50 Z", "#9ca3af"),
      path("M32 44 C40 38 60 38 68 44", "none", { stroke: "#1f2937", strokeWidth: 5, outline: 0 }),
      circle(42, 50, 3, "#111827", { outline: 0 }),
      circle(58, 50, 3, "#111827", { outline: 0 }),
      ellipse(50, 64, 10, 6, "#6b7280"),
      line("M42 74 Q50 70 58 74", "#111827", 2.5),
    ],
    toucan: [
      path("M28 88 C18 70 20 40 36 30 C48 24 56 34 54 50 C52 70 44 82 28 88 Z", "#111827"),
      path("M34 50 C38 42 48 42 52 48 C50 58 42 62 34 58 Z", "#fef3c7"),
      path("M50 32 C66 24 86 28 92 40 C80 40 64 42 52 46 Z", "#f97316"),
      path("M60 40 C72 38 84 38 92 40 C84 44 70 46 58 46 Z", "#facc15", { outline: 0 }),
      circle(46, 34, 5, "#38bdf8"),
      circle(46, 34, 2, "#111827", { outline: 0 }),
      path("M44 82 L50 94 L38 88 Z", "#111827"),
    ],
    python: [
      line("M22 80 C10 62 30 50 50 58 C70 66 90 54 78 36 C70 24 50 28 48 40", "#14532d", 16),
      line("M22 80 C10 62 30 50 50 58 C70 66 90 54 78 36 C70 24 50 28 48 40", "#84cc16", 11),
      line("M26 72 L20 66 M40 58 L38 52 M60 62 L60 56 M76 48 L82 46", "#3f6212", 3),
      ellipse(46, 36, 12, 9, "#84cc16"),
      circle(42, 33, 2.5, "#111827", { outline: 0 }),
      line("M34 40 L26 42 M26 42 L22 38 M26 42 L22 46", "#dc2626", 2),
    ],
    banana: [
      path("M20 30 C18 64 44 86 80 74 C84 72 84 66 80 66 C52 72 32 56 30 30 Z", "#facc15"),
      path("M28 30 C28 52 46 70 72 70 C48 64 36 48 36 32 Z", "#fde68a", { outline: 0 }),
      path("M24 22 H32 V32 H22 Z", "#65a30d"),
      line("M80 66 L86 68", "#422006", 4),
    ],
    orchid: [
      ellipse(50, 28, 12, 18, "#e879f9"),
      ellipse(30, 46, 18, 11, "#e879f9", { transform: "rotate(-20 30 46)" }),
      ellipse(70, 46, 18, 11, "#e879f9", { transform: "rotate(20 70 46)" }),
      ellipse(38, 68, 11, 15, "#c026d3", { transform: "rotate(30 38 68)" }),
      ellipse(62, 68, 11, 15, "#c026d3", { transform: "rotate(-30 62 68)" }),
      path("M42 50 C42 62 58 62 58 50 C58 44 42 44 42 50 Z", "#facc15"),
      circle(50, 52, 3, "#b91c1c", { outline: 0 }),
    ],
    coconut: [
      circle(50, 52, 34, "#78350f"),
      path("M16 52 A34 34 0 0 0 84 52 Z", "#f8fafc"),
      path("M22 52 A28 28 0 0 0 78 52 Z", "#fef9c3", { outline: 0 }),
      line("M30 30 L36 36 M50 24 V32 M68 30 L62 36", "#451a03", 3),
      line("M16 52 H84", "#451a03", 3),
    ],
    fern: [
      line("M24 90 C40 60 56 36 80 12", "#166534", 4),
      ...[
        [34, 72],
        [42, 60],
        [50, 48],
        [58, 38],
        [66, 28],
      ].flatMap(([x = 0, y = 0], i) => [
        ellipse(x - 10 + i, y - 4, 11 - i, 4.5, "#22c55e", {
          transform: `rotate(-60 ${x - 10 + i} ${y - 4})`,
        }),
        ellipse(x + 8 - i, y + 6, 11 - i, 4.5, "#4ade80", { transform: `rotate(10 ${x + 8 - i} ${y + 6})` }),
      ]),
      rect(16, 88, 16, 6, 2, "#713f12", { outline: 0 }),
    ],
  },
};
