import { findSlotTitle } from "@casino/games";
import { Fragment, useId } from "react";
import type { El } from "./symbols/draw";
import { SYMBOL_THEMES } from "./symbols/index";
import type { SymbolTheme } from "./symbols/theme";

/** A slot symbol's art: its theme and drawing, from the title's definition (packages/games) and the art key. */
export function symbolArtOf(slug: string, id: string) {
  const symbol = findSlotTitle(slug)?.symbols.find((item) => item.id === id);
  if (!symbol) return null;
  const prefix = symbol.art.slice(0, symbol.art.length - id.length - 1);
  const theme = SYMBOL_THEMES[prefix];
  const drawing = theme?.symbols[id];
  if (!theme || !drawing) return null;
  return { symbol, theme, drawing };
}

/** One element of a drawing, outlined in the theme's ink unless it asks not to be. */
function Shape({ el, ink }: { el: El; ink: string }) {
  const { outline: noOutline, ...attrs } = el.attrs;
  const outlined = el.outline !== false && noOutline !== 0 && attrs.fill !== "none";
  const props = outlined
    ? { stroke: ink, strokeWidth: 2.5, strokeLinejoin: "round" as const, ...attrs }
    : attrs;
  const Tag = el.tag;
  return <Tag {...props}>{el.text}</Tag>;
}

/** The drawing of a theme's symbol, as SVG elements (reels, thumbnails, the verifier). */
export function Drawing({ drawing, theme }: { drawing: readonly El[]; theme: SymbolTheme }) {
  return (
    <>
      {drawing.map((el, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a drawing is a fixed list
        <Fragment key={i}>
          <Shape el={el} ink={theme.ink} />
        </Fragment>
      ))}
    </>
  );
}

const RIBBON = { wild: ["#fbbf24", "#422006", "WILD"], scatter: ["#ec4899", "#fff", "SCATTER"] } as const;

/**
 * One reel symbol: the theme's tile, its drawing, and for the wild and the scatter a ribbon naming them. Higher
 * paying symbols get the theme's bright frame; a symbol in a win glows.
 */
export function SymbolArt({
  slug,
  id,
  highlighted = false,
}: {
  slug: string;
  id: string;
  highlighted?: boolean;
}) {
  const gradient = `sym${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const art = symbolArtOf(slug, id);
  if (!art) return <GenericSymbol id={id} highlighted={highlighted} />;
  const { symbol, theme, drawing } = art;
  const special = symbol.kind === "wild" || symbol.kind === "scatter" ? RIBBON[symbol.kind] : null;
  const low = /^[a-z]$/.test(symbol.code);
  return (
    <svg viewBox="0 0 100 100" className="size-full" role="img" aria-label={symbol.name}>
      <defs>
        <radialGradient id={gradient} cx="50%" cy="42%" r="65%">
          <stop offset="0" stopColor={theme.bg[0]} />
          <stop offset="1" stopColor={theme.bg[1]} />
        </radialGradient>
      </defs>
      <rect x="2" y="2" width="96" height="96" rx="16" fill={`url(#${gradient})`} />
      {highlighted && <rect x="2" y="2" width="96" height="96" rx="16" fill="#fde047" fillOpacity="0.28" />}
      <g transform={special ? "translate(10 3) scale(0.8)" : "translate(5 5) scale(0.9)"}>
        <Drawing drawing={drawing} theme={theme} />
      </g>
      {special && (
        <>
          <rect
            x="12"
            y="76"
            width="76"
            height="18"
            rx="6"
            fill={special[0]}
            stroke={theme.ink}
            strokeWidth="2"
          />
          <text
            x="50"
            y="89.5"
            textAnchor="middle"
            fontSize={special[2].length > 4 ? 11 : 13}
            fontWeight="900"
            letterSpacing="1"
            fill={special[1]}
            fontFamily="system-ui, sans-serif"
          >
            {special[2]}
          </text>
        </>
      )}
      <rect
        x="3"
        y="3"
        width="94"
        height="94"
        rx="15"
        fill="none"
        stroke={highlighted ? "#fde047" : special ? "#fbbf24" : theme.frame}
        strokeOpacity={highlighted || special || !low ? 1 : 0.45}
        strokeWidth={highlighted ? 6 : special ? 4 : 2.5}
      />
    </svg>
  );
}

/** A symbol of a game without art (an unknown slug): its initial on a neutral tile. */
function GenericSymbol({ id, highlighted }: { id: string; highlighted: boolean }) {
  return (
    <svg viewBox="0 0 100 100" className="size-full" role="img" aria-label={id.replaceAll("-", " ")}>
      <rect x="4" y="4" width="92" height="92" rx="16" fill="#334155" />
      <rect
        x="4"
        y="4"
        width="92"
        height="92"
        rx="16"
        fill="none"
        stroke={highlighted ? "#fde047" : "#64748b"}
        strokeWidth={highlighted ? 6 : 2}
      />
      <text
        x="50"
        y="64"
        textAnchor="middle"
        fontSize="40"
        fontWeight="800"
        fill="#fff"
        fontFamily="system-ui"
      >
        {id.slice(0, 1).toUpperCase()}
      </text>
    </svg>
  );
}
