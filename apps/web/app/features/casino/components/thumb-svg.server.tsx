import { renderToStaticMarkup } from "react-dom/server";
import { GameThumb } from "./game-thumb";

/**
 * A game's drawn thumbnail as a standalone SVG document: a file needs the namespace an inline drawing does not, and
 * its size (the drawing's 320 × 240), so the image has the tile's natural size.
 */
export function thumbSvg({ slug, name, kind }: { slug: string; name: string; kind?: string | undefined }) {
  const markup = renderToStaticMarkup(<GameThumb slug={slug} name={name} kind={kind} />);
  return markup.replace(/^<svg /, '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" ');
}
