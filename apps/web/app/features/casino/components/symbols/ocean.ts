import { circle, ellipse, line, path, rect, shine, star } from "./draw";
import type { SymbolTheme } from "./theme";

/** Coral Kingdom: a sunlit reef. */
export const ocean: SymbolTheme = {
  bg: ["#0891b2", "#083344"],
  frame: "#67e8f9",
  ink: "#042f3a",
  symbols: {
    pearl: [
      path("M12 58 C14 40 30 30 50 30 C70 30 86 40 88 58 Z", "#f9a8d4"),
      line("M30 34 L36 56 M50 30 V56 M70 34 L64 56", "#ec4899", 2.5),
      path("M12 58 C20 80 80 80 88 58 Z", "#f472b6"),
      circle(50, 58, 15, "#f8fafc"),
      shine(45, 52, 5, 3, 0.9),
    ],
    "sunken-chest": [
      circle(34, 40, 7, "#fde047"),
      circle(48, 36, 7, "#facc15"),
      circle(62, 40, 7, "#fde047"),
      rect(18, 48, 64, 36, 4, "#92400e"),
      path("M18 50 V40 C18 26 82 26 82 40 V50 Z", "#b45309"),
      rect(18, 48, 64, 6, 1, "#fbbf24"),
      line("M30 30 V84 M70 30 V84", "#fbbf24", 4),
      rect(44, 56, 12, 14, 2, "#fde047"),
      circle(50, 62, 2.5, "#422006", { outline: 0 }),
    ],
    mermaid: [
      path("M44 40 C58 46 64 60 56 74 L70 88 L54 84 L44 92 L46 76 C38 64 36 50 44 40 Z", "#14b8a6"),
      line("M44 56 Q50 60 56 56 M44 66 Q50 70 56 66", "#5eead4", 2),
      path("M36 40 C36 30 42 24 50 24 C58 24 64 30 62 42 C58 34 42 34 36 40 Z", "#f97316"),
      circle(49, 32, 9, "#fed7aa"),
      path("M40 26 C44 14 60 14 60 30 C56 22 46 22 40 30 Z", "#ea580c"),
      ellipse(45, 44, 6, 4, "#c084fc"),
      ellipse(55, 44, 6, 4, "#c084fc"),
    ],
    whale: [
      line("M40 26 C40 16 34 12 30 14 M40 26 C40 16 46 12 50 14", "#bae6fd", 3),
      path(
        "M10 58 C10 36 40 28 62 36 C72 40 78 48 80 56 L92 42 L90 68 L80 62 C74 74 56 78 40 76 C20 74 10 68 10 58 Z",
        "#3b82f6",
      ),
      path("M14 62 C24 72 50 74 70 64 C56 70 30 70 14 62 Z", "#bfdbfe"),
      circle(28, 52, 3.5, "#0f172a", { outline: 0 }),
      shine(36, 40, 10, 4, 0.35),
    ],
    "sea-turtle": [
      ellipse(26, 38, 9, 5, "#86efac", { transform: "rotate(-35 26 38)" }),
      ellipse(74, 38, 9, 5, "#86efac", { transform: "rotate(35 74 38)" }),
      ellipse(28, 70, 8, 5, "#86efac", { transform: "rotate(35 28 70)" }),
      ellipse(72, 70, 8, 5, "#86efac", { transform: "rotate(-35 72 70)" }),
      circle(50, 22, 9, "#86efac"),
      ellipse(50, 54, 24, 26, "#15803d"),
      path("M50 38 L60 46 L58 60 L42 60 L40 46 Z", "#22c55e"),
      line("M50 28 V38 M60 46 L72 40 M58 60 L68 72 M42 60 L32 72 M40 46 L28 40 M50 80 V70", "#166534", 2),
    ],
    octopus: [
      line(
        "M32 56 C24 70 30 80 20 86 M42 60 C40 74 44 82 38 90 M58 60 C60 74 56 82 62 90 M68 56 C76 70 70 80 80 86",
        "#a21caf",
        8,
      ),
      line(
        "M32 56 C24 70 30 80 20 86 M42 60 C40 74 44 82 38 90 M58 60 C60 74 56 82 62 90 M68 56 C76 70 70 80 80 86",
        "#e879f9",
        4,
      ),
      ellipse(50, 40, 25, 24, "#c026d3"),
      circle(41, 42, 6, "#fff"),
      circle(59, 42, 6, "#fff"),
      circle(42, 43, 3, "#1e1b4b", { outline: 0 }),
      circle(58, 43, 3, "#1e1b4b", { outline: 0 }),
      shine(42, 26, 8, 4, 0.4),
    ],
    shell: [
      path("M50 86 L14 44 C16 18 84 18 86 44 Z", "#fda4af"),
      line("M50 84 L24 34 M50 84 L38 24 M50 84 V22 M50 84 L62 24 M50 84 L76 34", "#f43f5e", 2.5),
      path("M40 84 H60 L56 92 H44 Z", "#fb7185"),
    ],
    starfish: [
      path(star(50, 52, 40, 17), "#fb923c", { strokeLinejoin: "round" }),
      circle(50, 52, 4, "#fed7aa", { outline: 0 }),
      circle(50, 36, 2.5, "#fed7aa", { outline: 0 }),
      circle(65, 48, 2.5, "#fed7aa", { outline: 0 }),
      circle(35, 48, 2.5, "#fed7aa", { outline: 0 }),
      circle(59, 64, 2.5, "#fed7aa", { outline: 0 }),
      circle(41, 64, 2.5, "#fed7aa", { outline: 0 }),
    ],
    seahorse: [
      path(
        "M56 12 C70 12 74 26 64 32 L76 34 L64 42 C70 54 66 66 56 72 C48 76 46 84 54 88 C60 90 62 84 58 82 C70 84 66 96 54 94 C40 92 38 78 48 70 C56 64 56 54 48 48 C40 42 42 24 56 12 Z",
        "#facc15",
      ),
      path("M44 40 L34 36 L42 48 Z", "#fb923c"),
      circle(58, 22, 3, "#1f2937", { outline: 0 }),
      line("M50 54 H58 M52 62 H60", "#eab308", 2.5),
    ],
    coral: [
      line(
        "M50 90 V52 M50 64 L32 48 V30 M50 58 L68 42 V24 M32 48 L20 40 M68 42 L82 36 M32 38 L40 30",
        "#9f1239",
        11,
      ),
      line(
        "M50 90 V52 M50 64 L32 48 V30 M50 58 L68 42 V24 M32 48 L20 40 M68 42 L82 36 M32 38 L40 30",
        "#fb7185",
        7,
      ),
    ],
  },
};
