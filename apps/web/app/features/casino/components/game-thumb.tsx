import { findSlotTitle } from "@casino/games";
import { useId } from "react";
import { gameArt, SHAPES, thumbRings } from "./art";
import { NameBar } from "./name-bar";
import { Drawing, symbolArtOf } from "./symbol-art";
import { hasTableArt, TableThumb } from "./table-thumb";

/**
 * A slot's thumbnail from its own symbols: the theme's night sky, the top-paying symbol large in the middle, the
 * wild and the scatter tilted beside it.
 */
function SlotThumb({
  slug,
  name,
  named,
  className,
}: {
  slug: string;
  name: string;
  named: boolean;
  className?: string | undefined;
}) {
  const id = `t${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const title = findSlotTitle(slug);
  const top = title?.symbols.find((symbol) => !symbol.kind);
  const wild = title?.symbols.find((symbol) => symbol.kind === "wild");
  const scatter = title?.symbols.find((symbol) => symbol.kind === "scatter");
  const main = top && symbolArtOf(slug, top.id);
  if (!title || !main || !wild || !scatter) return null;
  const side = (symbolId: string, transform: string) => {
    const art = symbolArtOf(slug, symbolId);
    return art ? (
      <g transform={transform} opacity="0.92">
        <Drawing drawing={art.drawing} theme={art.theme} />
      </g>
    ) : null;
  };
  const seed = gameArt(slug).seed;
  return (
    <svg
      viewBox="0 0 320 240"
      className={className}
      role="img"
      aria-label={name}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <radialGradient id={id} cx="50%" cy="38%" r="75%">
          <stop offset="0" stopColor={main.theme.bg[0]} />
          <stop offset="1" stopColor={main.theme.bg[1]} />
        </radialGradient>
      </defs>
      <rect width="320" height="240" fill={`url(#${id})`} />
      {thumbRings(seed).map((ring) => (
        <circle
          key={`${ring.cx}-${ring.cy}`}
          {...ring}
          fill="none"
          stroke={main.theme.frame}
          strokeOpacity="0.12"
          strokeWidth="6"
        />
      ))}
      {side(wild.id, "translate(14 58) rotate(-12 50 50) scale(0.95)")}
      {side(scatter.id, "translate(212 58) rotate(12 50 50) scale(0.95)")}
      <ellipse cx="160" cy="170" rx="70" ry="10" fill="#000" fillOpacity="0.3" />
      <g transform="translate(94 22) scale(1.32)">
        <Drawing drawing={main.drawing} theme={main.theme} />
      </g>
      {named ? <NameBar name={name} colour={main.theme.frame} /> : null}
    </svg>
  );
}

/**
 * A title's thumbnail, drawn: slots from their own symbol art, the table games from their theme's glyph. The fixed
 * 4:3 viewBox keeps its box before anything loads (no layout shift). `named={false}` leaves the name bar out, for a
 * wider crop under a heading that already names the game (the bar would be cut in half).
 */
export function GameThumb({
  slug,
  name,
  kind,
  named = true,
  className,
}: {
  slug: string;
  name: string;
  kind?: string | undefined;
  named?: boolean;
  className?: string | undefined;
}) {
  const id = `g${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  if ((kind ?? "slot") === "slot" && findSlotTitle(slug))
    return <SlotThumb slug={slug} name={name} named={named} className={className} />;
  if (hasTableArt(kind)) return <TableThumb kind={kind} name={name} named={named} className={className} />;
  const art = gameArt(slug, kind);
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
      {named ? <NameBar name={name} colour={art.accent} /> : null}
    </svg>
  );
}
