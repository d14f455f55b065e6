import { circle, ellipse, line, path, polygon, rect, shine } from "./draw";
import type { SymbolTheme } from "./theme";

/** Fjord Raiders: a cold northern fjord. */
export const nordic: SymbolTheme = {
  bg: ["#1e40af", "#0b1533"],
  frame: "#bfdbfe",
  ink: "#0a1024",
  symbols: {
    "rune-stone": [
      path("M26 88 L22 40 C22 18 40 8 54 10 C72 12 80 28 78 44 L74 88 Z", "#6b7280"),
      path("M30 84 L28 44 C28 26 40 16 52 16 C46 22 40 32 40 46 L38 84 Z", "#9ca3af", { outline: 0 }),
      line("M50 26 V72 M50 36 L62 28 M50 48 L62 40 M50 48 L38 58 M50 62 L60 70", "#38bdf8", 8, {
        strokeOpacity: 0.35,
      }),
      line("M50 26 V72 M50 36 L62 28 M50 48 L62 40 M50 48 L38 58 M50 62 L60 70", "#e0f2fe", 3.5),
    ],
    longship: [
      line("M50 16 V62", "#78350f", 4),
      path("M28 22 H72 L68 56 H32 Z", "#f8fafc"),
      path("M35 22 H43 L42 56 H36 Z M50 22 H58 L58 56 H50 Z M65 22 H72 L68 56 H65 Z", "#dc2626", {
        outline: 0,
      }),
      path("M8 60 H92 C88 74 76 82 62 82 H38 C24 82 12 74 8 60 Z", "#92400e"),
      path("M86 62 C90 52 90 44 84 40 C92 38 96 46 92 56 Z", "#92400e"),
      circle(24, 68, 5, "#fbbf24"),
      circle(40, 68, 5, "#dc2626"),
      circle(56, 68, 5, "#fbbf24"),
      circle(72, 68, 5, "#dc2626"),
      line("M4 88 Q14 84 24 88 T44 88 T64 88 T84 88 T100 88", "#93c5fd", 3),
    ],
    shieldmaiden: [
      line("M30 50 C24 64 26 80 20 90 M70 50 C76 64 74 80 80 90", "#451a03", 13),
      line("M30 50 C24 64 26 80 20 90 M70 50 C76 64 74 80 80 90", "#f59e0b", 9),
      line("M27 62 L33 62 M25 74 L31 74 M73 62 L67 62 M75 74 L69 74", "#b45309", 2),
      ellipse(50, 54, 19, 22, "#fcd5b4"),
      path("M28 48 C28 22 72 22 72 48 L64 44 H36 Z", "#94a3b8"),
      rect(46, 26, 8, 30, 2, "#cbd5e1"),
      circle(43, 56, 2.5, "#1e3a8a", { outline: 0 }),
      circle(57, 56, 2.5, "#1e3a8a", { outline: 0 }),
      line("M45 67 Q50 70 55 67", "#be123c", 2.5),
    ],
    chieftain: [
      path("M26 48 C22 70 34 92 50 92 C66 92 78 70 74 48 Z", "#c2410c"),
      line("M38 70 V84 M50 72 V90 M62 70 V84", "#9a3412", 2.5),
      ellipse(50, 44, 18, 18, "#fcd5b4"),
      path("M30 36 C30 12 70 12 70 36 Z", "#475569"),
      rect(28, 32, 44, 8, 2, "#fbbf24"),
      path("M34 52 C40 48 46 50 50 54 C54 50 60 48 66 52 C60 58 40 58 34 52 Z", "#ea580c"),
      circle(43, 45, 2.5, "#0f172a", { outline: 0 }),
      circle(57, 45, 2.5, "#0f172a", { outline: 0 }),
    ],
    "war-axe": [
      line("M30 88 L68 20", "#78350f", 8, { strokeLinecap: "round" }),
      line("M30 88 L68 20", "#a16207", 4),
      path("M56 18 C70 6 88 12 92 26 C84 24 76 30 74 40 C70 34 62 30 56 30 Z", "#cbd5e1"),
      path("M60 20 C66 14 76 14 82 18 C76 20 70 24 66 30 Z", "#f1f5f9", { outline: 0 }),
      line("M42 66 L52 72 M46 58 L56 64", "#fbbf24", 3),
    ],
    "horned-helm": [
      path("M26 54 C14 48 8 32 14 16 C20 30 28 38 36 42 Z", "#fef3c7"),
      path("M74 54 C86 48 92 32 86 16 C80 30 72 38 64 42 Z", "#fef3c7"),
      path("M24 62 C24 30 76 30 76 62 Z", "#94a3b8"),
      rect(20, 60, 60, 12, 4, "#64748b"),
      rect(46, 60, 8, 24, 2, "#64748b"),
      circle(30, 66, 2, "#e2e8f0", { outline: 0 }),
      circle(70, 66, 2, "#e2e8f0", { outline: 0 }),
      shine(40, 42, 8, 4, 0.45),
    ],
    "drinking-horn": [
      path("M16 22 C40 28 62 46 74 80 L86 74 C78 40 54 20 22 12 Z", "#fef3c7"),
      ellipse(19, 17, 5, 6, "#fde68a", { transform: "rotate(20 19 17)" }),
      line("M36 24 L30 34 M56 40 L48 48 M70 60 L60 66", "#b45309", 5),
      path("M74 80 L86 74 L84 86 Z", "#fbbf24"),
    ],
    "round-shield": [
      circle(50, 50, 38, "#a16207"),
      path("M50 12 A38 38 0 0 1 88 50 H50 Z M50 88 A38 38 0 0 1 12 50 H50 Z", "#dc2626", { outline: 0 }),
      circle(50, 50, 38, "none", { stroke: "#94a3b8", strokeWidth: 5 }),
      circle(50, 50, 11, "#cbd5e1"),
      shine(46, 46, 3, 2, 0.8),
    ],
    raven: [
      circle(56, 44, 30, "#fef9c3", { fillOpacity: 0.9 }),
      path("M20 62 C30 40 52 30 70 34 L86 28 L78 40 C80 58 66 72 46 74 L34 86 L32 74 Z", "#1e1b4b"),
      path("M40 52 C50 44 64 44 70 52 C60 50 50 52 40 60 Z", "#6366f1", { outline: 0 }),
      path("M72 34 L92 38 L76 44 Z", "#334155"),
      circle(70, 38, 2.5, "#fbbf24", { outline: 0 }),
    ],
    wolf: [
      path("M24 44 L22 12 L42 30 Z", "#64748b"),
      path("M76 44 L78 12 L58 30 Z", "#64748b"),
      path("M22 44 C22 28 78 28 78 44 C80 60 66 68 60 82 H40 C34 68 20 60 22 44 Z", "#94a3b8"),
      path("M36 58 C40 52 60 52 64 58 L56 82 H44 Z", "#e2e8f0"),
      ellipse(50, 78, 6, 4, "#111827"),
      path(
        polygon([
          [34, 44],
          [44, 46],
          [40, 50],
        ]),
        "#fbbf24",
      ),
      path(
        polygon([
          [66, 44],
          [56, 46],
          [60, 50],
        ]),
        "#fbbf24",
      ),
    ],
  },
};
