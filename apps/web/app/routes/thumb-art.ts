import type { LoaderFunctionArgs } from "react-router";
import { thumbSvg } from "../features/casino/components/thumb-svg.server";

const SLUG = /^([a-z0-9][a-z0-9-]{0,79})\.svg$/;
const KIND = /^[a-z0-9_-]{1,40}$/;
const NAME_MAX = 120;

/**
 * /art/thumb/{slug}.svg?name=…&kind=…: a game's drawn thumbnail (features/casino/lib/thumb-url.ts), the same drawing
 * the game page shows inline. It depends only on the URL, so browsers and proxies may keep it for a day.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const slug = SLUG.exec(params.file ?? "")?.[1];
  const query = new URL(request.url).searchParams;
  const name = query.get("name") ?? "";
  const kind = query.get("kind") ?? undefined;
  if (!slug || name.length > NAME_MAX || (kind !== undefined && !KIND.test(kind)))
    return Response.json({ code: "NOT_FOUND", message: "No such thumbnail." }, { status: 404 });
  return new Response(thumbSvg({ slug, name, kind }), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
    },
  });
}
