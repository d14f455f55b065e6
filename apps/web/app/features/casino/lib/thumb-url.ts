/**
 * The URL of a drawn thumbnail (studio slots from their symbols, the table games from their glyph): an SVG file the
 * server draws (routes/thumb-art.ts), so the lobby carries an `<img>` per tile instead of the drawing code and every
 * symbol's art in its JavaScript (docs/decisions/0218-fast-casino-page-on-a-phone.md).
 */
export function drawnThumbUrl({
  slug,
  name,
  kind,
}: {
  slug: string;
  name: string;
  kind?: string | undefined;
}) {
  const query = new URLSearchParams({ name });
  if (kind) query.set("kind", kind);
  return `/art/thumb/${encodeURIComponent(slug)}.svg?${query}`;
}
