import { circle, ellipse, line, path, polygon, rect } from "./draw";
import type { SymbolTheme } from "./theme";

/** Polar Lights: the arctic night. */
export const arctic: SymbolTheme = {
  bg: ["#0369a1", "#061a2e"],
  frame: "#e0f2fe",
  ink: "#04121f",
  symbols: {
    aurora: [
      line("M6 40 C22 20 36 44 52 28 S80 16 94 30", "#4ade80", 10, { strokeOpacity: 0.85 }),
      line("M6 56 C22 36 40 62 56 46 S82 36 94 48", "#a78bfa", 9, { strokeOpacity: 0.85 }),
      line("M6 70 C24 56 40 76 58 62 S84 56 94 64", "#22d3ee", 7, { strokeOpacity: 0.85 }),
      path("M4 92 L28 72 L44 84 L62 66 L96 92 Z", "#f8fafc"),
      circle(80, 14, 2, "#fff", { outline: 0 }),
      circle(18, 14, 1.5, "#fff", { outline: 0 }),
    ],
    igloo: [
      path("M10 82 C10 40 90 40 90 82 Z", "#f8fafc"),
      line(
        "M12 70 H88 M16 58 H84 M26 48 H74 M30 82 V70 M50 82 V70 M70 82 V70 M40 70 V58 M60 70 V58 M30 58 V48 M50 58 V48 M70 58 V48",
        "#93c5fd",
        2,
      ),
      path("M58 82 C58 62 82 62 82 82 Z", "#1e3a8a"),
      line("M4 86 H96", "#e0f2fe", 4),
    ],
    "polar-bear": [
      circle(28, 28, 10, "#f8fafc"),
      circle(72, 28, 10, "#f8fafc"),
      ellipse(50, 52, 32, 30, "#f8fafc"),
      ellipse(50, 66, 16, 12, "#e2e8f0"),
      ellipse(50, 60, 6, 4, "#111827"),
      circle(38, 46, 3.5, "#111827", { outline: 0 }),
      circle(62, 46, 3.5, "#111827", { outline: 0 }),
      line("M44 70 Q50 74 56 70", "#111827", 2.5),
      circle(28, 28, 4, "#cbd5e1", { outline: 0 }),
      circle(72, 28, 4, "#cbd5e1", { outline: 0 }),
    ],
    walrus: [
      path("M18 56 C14 30 86 30 82 56 C80 70 66 76 50 76 C34 76 20 70 18 56 Z", "#a16207"),
      path("M38 62 L36 92 L44 90 L44 66 Z M62 62 L64 92 L56 90 L56 66 Z", "#fef3c7"),
      ellipse(40, 58, 12, 9, "#d6a064"),
      ellipse(60, 58, 12, 9, "#d6a064"),
      circle(38, 40, 3, "#111827", { outline: 0 }),
      circle(62, 40, 3, "#111827", { outline: 0 }),
      line("M34 56 L22 54 M34 60 L22 62 M66 56 L78 54 M66 60 L78 62", "#78350f", 1.5),
      ellipse(50, 50, 5, 3, "#451a03"),
    ],
    "snowy-owl": [
      path("M20 30 L30 16 L40 26 Z M80 30 L70 16 L60 26 Z", "#f8fafc"),
      ellipse(50, 56, 32, 36, "#f8fafc"),
      line("M32 70 L36 72 M46 76 L50 78 M60 70 L64 72 M38 84 L42 86 M56 84 L60 86", "#64748b", 2.5),
      circle(37, 42, 10, "#fde047"),
      circle(63, 42, 10, "#fde047"),
      circle(37, 42, 5, "#111827", { outline: 0 }),
      circle(63, 42, 5, "#111827", { outline: 0 }),
      path(
        polygon([
          [46, 52],
          [54, 52],
          [50, 60],
        ]),
        "#1f2937",
      ),
    ],
    husky: [
      path("M24 42 L22 10 L42 28 Z M76 42 L78 10 L58 28 Z", "#475569"),
      path("M20 44 C20 24 80 24 80 44 C82 66 66 84 50 84 C34 84 18 66 20 44 Z", "#475569"),
      path("M50 30 C40 40 30 50 32 66 C36 80 64 80 68 66 C70 50 60 40 50 30 Z", "#f8fafc"),
      circle(38, 48, 4.5, "#38bdf8"),
      circle(62, 48, 4.5, "#38bdf8"),
      circle(38, 48, 2, "#0f172a", { outline: 0 }),
      circle(62, 48, 2, "#0f172a", { outline: 0 }),
      ellipse(50, 64, 6, 4, "#111827"),
      path("M46 72 C48 80 52 80 54 72 Z", "#f472b6"),
    ],
    snowflake: [
      ...[0, 60, 120].map((a) =>
        line("M50 10 V90 M42 18 L50 26 L58 18 M42 82 L50 74 L58 82", "#0c4a6e", 9, {
          transform: `rotate(${a} 50 50)`,
        }),
      ),
      ...[0, 60, 120].map((a) =>
        line("M50 10 V90 M42 18 L50 26 L58 18 M42 82 L50 74 L58 82", "#e0f2fe", 4.5, {
          transform: `rotate(${a} 50 50)`,
        }),
      ),
      circle(50, 50, 6, "#f8fafc"),
    ],
    icicle: [
      path("M6 14 H94 V24 H6 Z", "#f8fafc"),
      path(
        polygon([
          [12, 24],
          [26, 24],
          [19, 72],
        ]),
        "#bae6fd",
      ),
      path(
        polygon([
          [30, 24],
          [46, 24],
          [38, 90],
        ]),
        "#7dd3fc",
      ),
      path(
        polygon([
          [50, 24],
          [62, 24],
          [56, 60],
        ]),
        "#bae6fd",
      ),
      path(
        polygon([
          [66, 24],
          [82, 24],
          [74, 84],
        ]),
        "#7dd3fc",
      ),
      path(
        polygon([
          [84, 24],
          [92, 24],
          [88, 52],
        ]),
        "#bae6fd",
      ),
      line("M36 32 L38 60 M72 32 L74 56", "#f0f9ff", 2),
    ],
    mitten: [
      path("M30 84 V44 C30 20 70 18 72 42 L74 52 C80 44 90 48 86 58 L74 74 V84 Z", "#dc2626"),
      rect(26, 76, 52, 16, 5, "#f8fafc"),
      line("M36 40 H64 M34 52 H66 M34 64 H68", "#fef2f2", 3, { strokeDasharray: "4 4" }),
    ],
    sled: [
      line("M12 76 H82 C90 76 94 70 92 64", "#475569", 5),
      path("M18 50 H80 L76 66 H22 Z", "#b45309"),
      line("M24 58 H74", "#78350f", 2),
      line("M28 66 V76 M70 66 V76", "#475569", 4),
      line("M80 50 C88 40 88 30 82 26", "#dc2626", 3),
    ],
  },
};
