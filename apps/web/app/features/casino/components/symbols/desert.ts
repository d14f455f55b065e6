import { circle, ellipse, line, path, polygon, rect, shine } from "./draw";
import type { SymbolTheme } from "./theme";

/** Sands of Anubet: desert tombs. */
export const desert: SymbolTheme = {
  bg: ["#b45309", "#431407"],
  frame: "#fcd34d",
  ink: "#2a1204",
  symbols: {
    "golden-scarab": [
      circle(50, 18, 10, "#ef4444"),
      line(
        "M30 46 L16 38 M30 58 L14 60 M32 70 L18 80 M70 46 L84 38 M70 58 L86 60 M68 70 L82 80",
        "#78350f",
        4,
      ),
      ellipse(50, 34, 12, 9, "#d97706"),
      ellipse(50, 60, 22, 26, "#fbbf24"),
      line("M50 36 V86", "#92400e", 3),
      path("M28 52 C18 40 22 30 34 36 Z", "#38bdf8"),
      path("M72 52 C82 40 78 30 66 36 Z", "#38bdf8"),
      shine(42, 52, 5, 8, 0.45),
    ],
    pyramid: [
      circle(74, 24, 10, "#fde047"),
      path(
        polygon([
          [50, 16],
          [90, 84],
          [10, 84],
        ]),
        "#fbbf24",
      ),
      path(
        polygon([
          [50, 16],
          [90, 84],
          [58, 84],
        ]),
        "#d97706",
      ),
      line("M30 50 H70 M20 67 H80", "#b45309", 2),
      rect(44, 70, 10, 14, 1, "#451a03"),
    ],
    pharaoh: [
      path("M50 10 C28 10 20 30 20 52 L12 88 H88 L80 52 C80 30 72 10 50 10 Z", "#facc15"),
      line("M24 40 L16 86 M30 50 L24 88 M76 40 L84 86 M70 50 L76 88 M36 16 L50 12 L64 16", "#1d4ed8", 5),
      ellipse(50, 50, 16, 21, "#c68642"),
      line("M40 46 H46 M54 46 H60", "#111827", 3),
      line("M46 60 Q50 63 54 60", "#7c2d12", 2.5),
      rect(46, 70, 8, 18, 2, "#1d4ed8"),
      path("M46 12 L50 4 L54 12 Z", "#ef4444"),
    ],
    "jackal-mask": [
      path("M30 44 L24 8 L44 34 Z", "#111827"),
      path("M70 44 L76 8 L56 34 Z", "#111827"),
      path("M28 44 C30 30 70 30 72 44 L66 70 L56 90 H44 L34 70 Z", "#1f2937"),
      path("M44 84 H56 L54 92 H46 Z", "#111827"),
      line("M30 44 L42 48 M70 44 L58 48", "#fbbf24", 3),
      ellipse(40, 52, 5, 3, "#fbbf24"),
      ellipse(60, 52, 5, 3, "#fbbf24"),
      line("M36 66 H64 M38 74 H62", "#fbbf24", 3),
    ],
    ankh: [
      line("M50 44 C34 40 34 12 50 12 C66 12 66 40 50 44 M50 44 V90 M28 52 H72", "#78350f", 14),
      line("M50 44 C34 40 34 12 50 12 C66 12 66 40 50 44 M50 44 V90 M28 52 H72", "#fbbf24", 8),
    ],
    "eye-amulet": [
      path("M10 48 C24 28 76 28 90 48 C76 68 24 68 10 48 Z", "#f8fafc"),
      circle(50, 48, 14, "#1e3a8a"),
      circle(50, 48, 6, "#0f172a", { outline: 0 }),
      shine(46, 44, 3, 2, 0.8),
      line("M10 48 C24 28 76 28 90 48 M20 30 C36 18 64 18 80 26", "#1e3a8a", 4),
      line("M44 62 L40 84 M60 60 C66 70 76 70 80 82", "#1e3a8a", 4),
    ],
    lotus: [
      path("M50 86 C30 80 16 62 14 44 C30 48 42 62 50 86 Z", "#7dd3fc"),
      path("M50 86 C70 80 84 62 86 44 C70 48 58 62 50 86 Z", "#7dd3fc"),
      path("M50 86 C36 66 36 40 50 18 C64 40 64 66 50 86 Z", "#f0abfc"),
      path("M50 86 C30 72 26 50 32 30 C42 44 48 64 50 86 Z", "#e879f9"),
      path("M50 86 C70 72 74 50 68 30 C58 44 52 64 50 86 Z", "#e879f9"),
    ],
    papyrus: [
      rect(22, 18, 56, 64, 3, "#fde68a"),
      rect(16, 12, 68, 10, 5, "#d97706"),
      rect(16, 78, 68, 10, 5, "#d97706"),
      line("M32 32 H44 M52 32 H68 M32 44 H60 M32 56 H48 M56 56 H68 M32 68 H64", "#92400e", 3),
      circle(62, 44, 4, "#b45309", { outline: 0 }),
    ],
    "sun-disc": [
      path("M46 50 C34 40 18 38 6 40 C14 48 26 54 40 56 Z", "#1d4ed8"),
      path("M54 50 C66 40 82 38 94 40 C86 48 74 54 60 56 Z", "#1d4ed8"),
      line("M10 44 L36 50 M90 44 L64 50", "#93c5fd", 2),
      circle(50, 48, 18, "#ef4444"),
      circle(50, 48, 11, "#f97316", { outline: 0 }),
      path("M40 66 C44 80 56 80 60 66 Z", "#fbbf24"),
      shine(45, 42, 4, 3),
    ],
    cartouche: [
      rect(30, 10, 40, 80, 20, "#fbbf24"),
      rect(36, 16, 28, 68, 14, "#fef3c7", { outline: 0 }),
      line("M22 90 H78", "#b45309", 5),
      circle(50, 28, 5, "#b91c1c"),
      line("M42 42 H58 M44 52 Q50 46 56 52 M42 62 L50 70 L58 62 M46 76 H54", "#1e3a8a", 3),
    ],
  },
};
