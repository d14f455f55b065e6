import { useId } from "react";
import { NameBar } from "./name-bar";

/** The pockets of a European wheel in wheel order, from the zero clockwise. */
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const point = (cx: number, cy: number, r: number, angle: number) =>
  `${(cx + r * Math.cos(angle)).toFixed(1)} ${(cy + r * Math.sin(angle)).toFixed(1)}`;

/** One pocket of the wheel: a ring segment between two radii. */
function pocketPath(index: number, cx: number, cy: number, inner: number, outer: number) {
  const step = (Math.PI * 2) / WHEEL.length;
  const a0 = index * step - Math.PI / 2;
  const a1 = a0 + step;
  return `M${point(cx, cy, inner, a0)}L${point(cx, cy, outer, a0)}A${outer} ${outer} 0 0 1 ${point(cx, cy, outer, a1)}L${point(cx, cy, inner, a1)}A${inner} ${inner} 0 0 0 ${point(cx, cy, inner, a0)}Z`;
}

function Wheel() {
  const [cx, cy] = [160, 96];
  return (
    <g>
      <ellipse cx={cx} cy={cy + 76} rx="86" ry="10" fill="#000" fillOpacity="0.3" />
      <circle cx={cx} cy={cy} r="84" fill="#78350f" stroke="#1c0a02" strokeWidth="3" />
      <circle cx={cx} cy={cy} r="76" fill="#451a03" />
      {WHEEL.map((n, i) => (
        <path
          key={n}
          d={pocketPath(i, cx, cy, 50, 72)}
          fill={n === 0 ? "#059669" : RED.has(n) ? "#dc2626" : "#111827"}
          stroke="#fbbf24"
          strokeWidth="0.8"
        />
      ))}
      <circle cx={cx} cy={cy} r="50" fill="#92400e" stroke="#fbbf24" strokeWidth="2" />
      <circle cx={cx} cy={cy} r="30" fill="#b45309" />
      {[0, 1, 2, 3].map((i) => (
        <path
          key={i}
          d={`M${cx} ${cy}L${point(cx, cy, 40, (i * Math.PI) / 2)}`}
          stroke="#fde68a"
          strokeWidth="6"
          strokeLinecap="round"
        />
      ))}
      <circle cx={cx} cy={cy} r="10" fill="#fbbf24" stroke="#78350f" strokeWidth="2" />
      <circle cx={cx + 40} cy={cy - 48} r="6" fill="#f8fafc" stroke="#94a3b8" />
    </g>
  );
}

function Card({
  x,
  y,
  rotate,
  rank,
  suit,
  red,
}: {
  x: number;
  y: number;
  rotate: number;
  rank: string;
  suit: string;
  red: boolean;
}) {
  const colour = red ? "#dc2626" : "#111827";
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x="-42" y="-60" width="84" height="120" rx="10" fill="#fff" stroke="#1f2937" strokeWidth="2.5" />
      <text x="-30" y="-36" fontSize="22" fontWeight="800" fill={colour} fontFamily="system-ui, sans-serif">
        {rank}
      </text>
      <text x="0" y="22" textAnchor="middle" fontSize="56" fill={colour} fontFamily="system-ui, sans-serif">
        {suit}
      </text>
    </g>
  );
}

function Chips({ x, y }: { x: number; y: number }) {
  return (
    <g>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <ellipse
            cx={x}
            cy={y - i * 8}
            rx="24"
            ry="9"
            fill={i % 2 ? "#2563eb" : "#dc2626"}
            stroke="#111827"
            strokeWidth="2"
          />
          <ellipse
            cx={x}
            cy={y - i * 8}
            rx="16"
            ry="5"
            fill="none"
            stroke="#fff"
            strokeWidth="2"
            strokeDasharray="4 4"
          />
        </g>
      ))}
    </g>
  );
}

function Die({
  x,
  y,
  rotate,
  pips,
  fill,
  pip,
}: {
  x: number;
  y: number;
  rotate: number;
  pips: [number, number][];
  fill: string;
  pip: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x="-36" y="-36" width="72" height="72" rx="14" fill={fill} stroke="#111827" strokeWidth="3" />
      {pips.map(([px, py]) => (
        <circle key={`${px}-${py}`} cx={px} cy={py} r="7" fill={pip} />
      ))}
    </g>
  );
}

const TABLE_ART = {
  roulette: { from: "#065f46", to: "#022c22", accent: "#fbbf24", art: () => <Wheel /> },
  blackjack: {
    from: "#047857",
    to: "#022c22",
    accent: "#f8fafc",
    art: () => (
      <g>
        <Card x={134} y={96} rotate={-12} rank="A" suit="♠" red={false} />
        <Card x={182} y={92} rotate={10} rank="K" suit="♥" red />
        <Chips x={250} y={160} />
        <Chips x={72} y={162} />
      </g>
    ),
  },
  dice: {
    from: "#4338ca",
    to: "#1e1b4b",
    accent: "#f8fafc",
    art: () => (
      <g>
        <Die
          x={124}
          y={100}
          rotate={-14}
          fill="#f8fafc"
          pip="#111827"
          pips={[
            [-18, -18],
            [0, 0],
            [18, 18],
          ]}
        />
        <Die
          x={200}
          y={92}
          rotate={12}
          fill="#ef4444"
          pip="#fff"
          pips={[
            [-18, -18],
            [18, -18],
            [0, 0],
            [-18, 18],
            [18, 18],
          ]}
        />
      </g>
    ),
  },
} as const;

/** Whether a kind has its own table-game art. */
export const hasTableArt = (kind: string | undefined): kind is keyof typeof TABLE_ART =>
  kind !== undefined && kind in TABLE_ART;

/** A table game's thumbnail: a wheel, cards and chips, or dice on the felt, with the name bar. */
export function TableThumb({
  kind,
  name,
  named = true,
  className,
}: {
  kind: keyof typeof TABLE_ART;
  name: string;
  named?: boolean;
  className?: string | undefined;
}) {
  const id = `tt${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const theme = TABLE_ART[kind];
  return (
    <svg
      viewBox="0 0 320 240"
      className={className}
      role="img"
      aria-label={name}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <radialGradient id={id} cx="50%" cy="40%" r="75%">
          <stop offset="0" stopColor={theme.from} />
          <stop offset="1" stopColor={theme.to} />
        </radialGradient>
      </defs>
      <rect width="320" height="240" fill={`url(#${id})`} />
      <rect
        x="8"
        y="8"
        width="304"
        height="224"
        rx="18"
        fill="none"
        stroke={theme.accent}
        strokeOpacity="0.18"
        strokeWidth="3"
      />
      {theme.art()}
      {named ? <NameBar name={name} colour={theme.accent} /> : null}
    </svg>
  );
}
