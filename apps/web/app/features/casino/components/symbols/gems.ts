import type { Drawing } from "./draw";
import { circle, ellipse, line, path, polygon, regular, shine } from "./draw";
import type { SymbolTheme } from "./theme";

/** A cut stone: its outline, a lighter table, facet lines from the table to the girdle and a glint. */
function gem(outline: string, table: string, body: string, light: string, facets: string): Drawing {
  return [
    path(outline, body),
    path(table, light, { outline: 0 }),
    line(facets, "#ffffff", 1.5, { strokeOpacity: 0.6 }),
    shine(40, 34, 5, 3, 0.8),
  ];
}

/** Gem Vault: a jeweller's vault. */
export const gems: SymbolTheme = {
  bg: ["#5b21b6", "#1e1b4b"],
  frame: "#c4b5fd",
  ink: "#140b33",
  symbols: {
    prism: [
      path("M4 56 L40 46 L40 54 Z", "#f8fafc", { outline: 0, fillOpacity: 0.8 }),
      path("M60 50 L96 30 L96 40 Z", "#ef4444", { outline: 0 }),
      path("M60 52 L96 40 L96 50 Z", "#facc15", { outline: 0 }),
      path("M60 54 L96 50 L96 60 Z", "#22c55e", { outline: 0 }),
      path("M60 56 L96 60 L96 70 Z", "#3b82f6", { outline: 0 }),
      path(
        polygon([
          [50, 18],
          [78, 76],
          [22, 76],
        ]),
        "#c4b5fd",
        { fillOpacity: 0.9 },
      ),
      path(
        polygon([
          [50, 18],
          [50, 76],
          [22, 76],
        ]),
        "#ede9fe",
        { outline: 0, fillOpacity: 0.7 },
      ),
    ],
    "vault-key": [
      circle(30, 32, 18, "#fbbf24"),
      circle(30, 32, 8, "#1e1b4b"),
      path("M42 44 L84 86 L76 94 L68 86 L62 92 L56 86 L62 80 L34 52 Z", "#fbbf24"),
      shine(24, 24, 5, 3),
    ],
    diamond: gem(
      polygon([
        [26, 24],
        [74, 24],
        [90, 42],
        [50, 90],
        [10, 42],
      ]),
      polygon([
        [34, 24],
        [66, 24],
        [74, 42],
        [26, 42],
      ]),
      "#67e8f9",
      "#ecfeff",
      "M10 42 H90 M26 42 L50 90 L74 42 M38 42 L50 90 L62 42 M26 24 L34 42 M74 24 L66 42",
    ),
    ruby: gem(
      "M50 10 C74 10 86 30 86 50 C86 72 70 90 50 90 C30 90 14 72 14 50 C14 30 26 10 50 10 Z",
      "M50 26 C62 26 70 38 70 50 C70 62 62 74 50 74 C38 74 30 62 30 50 C30 38 38 26 50 26 Z",
      "#dc2626",
      "#fb7185",
      "M50 10 V26 M50 74 V90 M14 50 H30 M70 50 H86 M24 24 L36 36 M76 24 L64 36 M24 76 L36 64 M76 76 L64 64",
    ),
    emerald: gem(
      polygon([
        [30, 12],
        [70, 12],
        [84, 26],
        [84, 74],
        [70, 88],
        [30, 88],
        [16, 74],
        [16, 26],
      ]),
      polygon([
        [36, 26],
        [64, 26],
        [70, 32],
        [70, 68],
        [64, 74],
        [36, 74],
        [30, 68],
        [30, 32],
      ]),
      "#059669",
      "#6ee7b7",
      "M30 12 L36 26 M70 12 L64 26 M84 26 L70 32 M84 74 L70 68 M70 88 L64 74 M30 88 L36 74 M16 74 L30 68 M16 26 L30 32",
    ),
    sapphire: gem(
      regular(50, 50, 38, 8, -112.5),
      regular(50, 50, 20, 8, -112.5),
      "#2563eb",
      "#93c5fd",
      "M50 12 V30 M50 70 V88 M12 50 H30 M70 50 H88 M23 23 L36 36 M77 23 L64 36 M23 77 L36 64 M77 77 L64 64",
    ),
    amethyst: gem(
      regular(50, 50, 38, 6),
      regular(50, 50, 20, 6),
      "#9333ea",
      "#d8b4fe",
      "M50 12 V30 M50 70 V88 M17 31 L33 40 M83 31 L67 40 M17 69 L33 60 M83 69 L67 60",
    ),
    topaz: gem(
      polygon([
        [50, 10],
        [90, 80],
        [10, 80],
      ]),
      polygon([
        [50, 34],
        [70, 68],
        [30, 68],
      ]),
      "#f59e0b",
      "#fde68a",
      "M50 10 V34 M90 80 L70 68 M10 80 L30 68",
    ),
    opal: [
      ellipse(50, 50, 30, 38, "#e0f2fe"),
      path("M30 40 C40 30 52 36 60 28 C62 40 50 48 38 50 Z", "#f0abfc", { outline: 0, fillOpacity: 0.8 }),
      path("M36 64 C48 56 60 64 72 54 C70 70 56 76 44 76 Z", "#86efac", { outline: 0, fillOpacity: 0.8 }),
      path("M58 44 C66 46 70 40 76 44 C74 54 64 56 56 52 Z", "#fde047", { outline: 0, fillOpacity: 0.8 }),
      path("M28 56 C34 52 38 58 44 56 C42 62 34 64 28 60 Z", "#67e8f9", { outline: 0, fillOpacity: 0.9 }),
      shine(40, 28, 7, 4, 0.8),
    ],
  },
};
