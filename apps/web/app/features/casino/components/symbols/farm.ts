import { circle, ellipse, line, path, polygon, rect, shine } from "./draw";
import type { SymbolTheme } from "./theme";

/** Harvest Farm: a farmyard at harvest time. */
export const farm: SymbolTheme = {
  bg: ["#65a30d", "#1a2e05"],
  frame: "#fef08a",
  ink: "#1a1405",
  symbols: {
    scarecrow: [
      line("M50 50 V94 M16 56 H84", "#92400e", 6),
      line("M14 56 L8 62 M14 56 L10 48 M86 56 L92 62 M86 56 L90 48", "#facc15", 3),
      path("M34 52 H66 L70 84 H30 Z", "#2563eb"),
      rect(40, 60, 8, 8, 1, "#dc2626", { outline: 0 }),
      circle(50, 38, 14, "#fde68a"),
      path("M26 26 H74 L66 20 H60 L56 6 H44 L40 20 H34 Z", "#78350f"),
      line("M44 36 L46 38 M56 36 L54 38 M44 44 Q50 48 56 44", "#451a03", 2.5),
    ],
    "red-barn": [
      path(
        polygon([
          [10, 44],
          [50, 14],
          [90, 44],
          [84, 44],
          [84, 88],
          [16, 88],
          [16, 44],
        ]),
        "#dc2626",
      ),
      path(
        polygon([
          [4, 46],
          [50, 10],
          [96, 46],
          [90, 50],
          [50, 20],
          [10, 50],
        ]),
        "#f8fafc",
      ),
      rect(36, 56, 28, 32, 2, "#f8fafc"),
      line("M36 56 L64 88 M64 56 L36 88", "#dc2626", 3),
      rect(44, 34, 12, 10, 2, "#fde68a"),
    ],
    tractor: [
      path("M14 64 V48 H44 V24 H70 V48 H84 V64 Z", "#16a34a"),
      rect(48, 28, 18, 16, 2, "#bae6fd"),
      line("M20 48 V36", "#374151", 4),
      circle(64, 70, 18, "#1f2937"),
      circle(64, 70, 7, "#facc15"),
      circle(24, 74, 11, "#1f2937"),
      circle(24, 74, 4, "#facc15"),
    ],
    cow: [
      path("M20 30 C10 26 6 34 12 38 Z M80 30 C90 26 94 34 88 38 Z", "#f8fafc"),
      path("M30 24 L26 12 M70 24 L74 12", "none", {
        stroke: "#fde68a",
        strokeWidth: 5,
        strokeLinecap: "round",
        outline: 0,
      }),
      path("M22 36 C22 18 78 18 78 36 C78 52 74 58 72 62 H28 C26 58 22 52 22 36 Z", "#f8fafc"),
      path(
        "M30 24 C36 20 42 24 40 32 C34 36 28 32 30 24 Z M62 34 C66 28 74 30 74 38 C68 44 62 40 62 34 Z",
        "#111827",
        { outline: 0 },
      ),
      ellipse(50, 70, 24, 16, "#f9a8d4"),
      ellipse(42, 70, 3, 4, "#9d174d", { outline: 0 }),
      ellipse(58, 70, 3, 4, "#9d174d", { outline: 0 }),
      circle(40, 42, 3, "#111827", { outline: 0 }),
      circle(60, 42, 3, "#111827", { outline: 0 }),
    ],
    rooster: [
      path("M40 22 C38 12 46 8 50 14 C52 6 62 8 60 16 C66 14 68 22 62 26 Z", "#dc2626"),
      path(
        "M26 86 C12 66 18 40 36 30 C48 22 64 28 64 40 L62 56 C74 48 86 40 88 26 C96 44 90 70 70 82 C60 88 40 92 26 86 Z",
        "#f97316",
      ),
      path("M76 32 C84 38 88 50 84 62 C80 52 74 44 68 40 Z", "#16a34a", { outline: 0 }),
      path("M64 36 L76 40 L64 44 Z", "#facc15"),
      ellipse(62, 48, 4, 7, "#dc2626"),
      circle(54, 36, 3, "#111827", { outline: 0 }),
      path("M30 60 C40 54 52 58 56 68 C44 72 34 70 30 60 Z", "#c2410c", { outline: 0 }),
    ],
    pig: [
      path("M26 30 L20 12 L40 22 Z M74 30 L80 12 L60 22 Z", "#f9a8d4"),
      ellipse(50, 52, 34, 32, "#f9a8d4"),
      ellipse(50, 62, 15, 11, "#f472b6"),
      ellipse(44, 62, 3, 5, "#9d174d", { outline: 0 }),
      ellipse(56, 62, 3, 5, "#9d174d", { outline: 0 }),
      circle(38, 44, 3.5, "#111827", { outline: 0 }),
      circle(62, 44, 3.5, "#111827", { outline: 0 }),
      shine(34, 32, 8, 4, 0.4),
    ],
    corn: [
      path("M50 14 C64 14 68 40 64 66 C62 78 38 78 36 66 C32 40 36 14 50 14 Z", "#facc15"),
      line("M42 26 H58 M40 36 H60 M40 46 H60 M40 56 H60 M42 66 H58 M46 18 V70 M54 18 V70", "#ca8a04", 1.5),
      path("M36 56 C24 64 22 80 30 92 C38 84 44 72 46 60 Z", "#22c55e"),
      path("M64 56 C76 64 78 80 70 92 C62 84 56 72 54 60 Z", "#16a34a"),
    ],
    carrot: [
      path("M44 22 C40 10 48 4 50 14 C52 4 62 8 56 22 Z M50 20 C54 8 66 10 62 22 Z", "#22c55e"),
      path("M34 24 C46 18 62 20 66 30 L42 92 C38 94 36 92 36 88 Z", "#f97316"),
      line("M42 36 H52 M40 50 H48 M40 64 H46 M52 44 L58 44", "#c2410c", 2.5),
    ],
    pumpkin: [
      path("M48 24 C48 16 52 10 58 8", "none", { stroke: "#65a30d", strokeWidth: 5, strokeLinecap: "round" }),
      ellipse(32, 56, 20, 28, "#f97316"),
      ellipse(68, 56, 20, 28, "#f97316"),
      ellipse(50, 56, 18, 30, "#fb923c"),
      path("M58 16 C66 10 78 14 76 20 C70 22 62 22 58 16 Z", "#22c55e"),
      shine(44, 40, 4, 10, 0.35),
    ],
    apple: [
      path(
        "M50 30 C62 20 84 26 84 50 C84 74 66 90 56 86 C52 84 48 84 44 86 C34 90 16 74 16 50 C16 26 38 20 50 30 Z",
        "#dc2626",
      ),
      line("M50 30 C50 22 52 16 56 12", "#78350f", 4),
      path("M54 20 C62 8 76 12 76 18 C68 22 60 22 54 20 Z", "#22c55e"),
      shine(32, 42, 6, 10, 0.5),
    ],
  },
};
