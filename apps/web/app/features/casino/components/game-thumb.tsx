import { gameArt, SHAPES, symbolArt, thumbRings } from "./art";

/**
 * A title's thumbnail, drawn from its slug: the theme's gradient, a ring pattern, the theme glyph and the name.
 * The fixed 4:3 viewBox keeps its box before anything loads (no layout shift).
 */
export function GameThumb({
  slug,
  name,
  kind,
  className,
}: {
  slug: string;
  name: string;
  kind?: string;
  className?: string;
}) {
  const art = gameArt(slug, kind);
  const id = `g-${art.seed.toString(36)}`;
  const rings = thumbRings(art.seed);
  return (
    <svg
      viewBox="0 0 320 240"
      className={className}
      role="img"
      aria-label={name}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={id} gradientTransform={`rotate(${art.angle})`}>
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="320" height="240" fill={`url(#${id})`} />
      {rings.map((ring) => (
        <circle
          key={`${ring.cx}-${ring.cy}`}
          {...ring}
          fill="none"
          stroke={art.accent}
          strokeOpacity="0.18"
          strokeWidth="6"
        />
      ))}
      <circle cx="160" cy="100" r="58" fill="#000" fillOpacity="0.22" />
      <path
        d={SHAPES[art.glyph]}
        transform="translate(122 62) scale(0.76)"
        fill={art.accent}
        fillRule="evenodd"
        stroke="#000"
        strokeOpacity="0.25"
        strokeWidth="3"
      />
      <rect y="180" width="320" height="60" fill="#000" fillOpacity="0.35" />
      <text
        x="160"
        y="220"
        textAnchor="middle"
        fontSize="24"
        fontWeight="800"
        fill={art.accent}
        fontFamily="system-ui, sans-serif"
      >
        {name.length > 22 ? `${name.slice(0, 21)}…` : name}
      </text>
    </svg>
  );
}

/** One reel symbol: a coloured tile with its shape and letter; a winning symbol glows. */
export function SymbolArt({ id, highlighted = false }: { id: string; highlighted?: boolean }) {
  const art = symbolArt(id);
  return (
    <svg viewBox="0 0 100 100" className="size-full" role="img" aria-label={id.replaceAll("-", " ")}>
      <rect
        x="4"
        y="4"
        width="92"
        height="92"
        rx="18"
        fill={art.colour}
        fillOpacity={highlighted ? 0.45 : 0.16}
      />
      <rect
        x="4"
        y="4"
        width="92"
        height="92"
        rx="18"
        fill="none"
        stroke={highlighted ? "#fde047" : art.colour}
        strokeWidth={highlighted ? 7 : 2}
      />
      <path
        d={SHAPES[art.shape]}
        transform="translate(20 16) scale(0.6)"
        fill={art.wild ? "#fde047" : art.colour}
        fillRule="evenodd"
        stroke="#fff"
        strokeOpacity="0.5"
        strokeWidth="3"
      />
      <text
        x="50"
        y="92"
        textAnchor="middle"
        fontSize="18"
        fontWeight="800"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {art.letter}
      </text>
    </svg>
  );
}
