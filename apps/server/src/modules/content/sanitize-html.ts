import { decodeEntities, escapeAttribute, escapeText } from "./html-entities";
import { type HtmlToken, tokenize } from "./html-tokens";

/** Options of the CMS HTML sanitiser. */
export interface SanitizeOptions {
  /** Hosts whose https iframes are kept (e.g. a video host). None by default: every iframe is removed. */
  iframeHosts?: readonly string[];
}

type AttributeRule = (value: string, tag: string, options: SanitizeOptions) => string | null;

const pattern =
  (re: RegExp): AttributeRule =>
  (value) =>
    re.test(value.trim()) ? value.trim() : null;
const anyText: AttributeRule = (value) => decodeEntities(value);
const flag: AttributeRule = () => "";

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];
const IMAGE_SCHEMES = ["http", "https"];

/** Attributes every allowed element may carry, with their value rules. */
const GLOBAL_ATTRIBUTES: Record<string, AttributeRule> = {
  title: anyText,
  lang: pattern(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/),
  dir: pattern(/^(ltr|rtl|auto)$/i),
  style: (value) => safeStyle(value),
};

/** The allowed elements and their own attributes. Anything else is dropped (its text kept, see DROP_CONTENT). */
const ALLOWED: Record<string, Record<string, AttributeRule>> = {
  a: {
    href: (value) => safeUrl(value, LINK_SCHEMES),
    target: pattern(/^(_blank|_self)$/),
    rel: anyText,
  },
  img: {
    src: (value) => safeUrl(value, IMAGE_SCHEMES),
    alt: anyText,
    width: pattern(/^\d{1,4}%?$/),
    height: pattern(/^\d{1,4}%?$/),
    loading: pattern(/^(lazy|eager)$/),
  },
  iframe: {
    src: (value, _tag, options) => safeFrameUrl(value, options.iframeHosts ?? []),
    width: pattern(/^\d{1,4}%?$/),
    height: pattern(/^\d{1,4}%?$/),
    allowfullscreen: flag,
  },
  ol: { start: pattern(/^-?\d{1,6}$/), reversed: flag, type: pattern(/^[1aAiI]$/) },
  li: { value: pattern(/^-?\d{1,6}$/) },
  td: { colspan: pattern(/^\d{1,3}$/), rowspan: pattern(/^\d{1,3}$/) },
  th: { colspan: pattern(/^\d{1,3}$/), rowspan: pattern(/^\d{1,3}$/), scope: pattern(/^(row|col)(group)?$/) },
  ...Object.fromEntries(
    [
      ..."h1 h2 h3 h4 h5 h6 p br hr ul li dl dt dd blockquote pre code span div section article".split(" "),
      ..."strong b em i u s small sub sup abbr mark figure figcaption".split(" "),
      ..."table thead tbody tfoot tr caption".split(" "),
    ].map((tag) => [tag, {}]),
  ),
};

const VOID = new Set(["br", "hr", "img"]);

/** Elements removed together with everything inside them: active content, forms, foreign (svg/math) markup. */
const DROP_CONTENT = new Set(
  (
    "script style iframe object applet noscript template textarea title xmp noembed noframes svg math select " +
    "form button canvas audio video head frameset"
  ).split(" "),
);

/** Deeper nesting is flattened: no real content needs it, and it only serves to slow a browser down. */
const MAX_DEPTH = 64;

const REL_KEEP = new Set(["nofollow", "noopener", "noreferrer", "ugc", "sponsored"]);

/**
 * Cleans CMS HTML with an allow-list: headings, paragraphs, lists, links, tables, emphasis, images. Scripts,
 * event handlers, `javascript:`/`data:` URLs, styles other than text alignment and iframes from unlisted hosts
 * are removed. The output is rebuilt from scratch — every attribute double-quoted and escaped, every text
 * escaped, every element closed — so what the browser parses is exactly what was checked. Idempotent.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const out: string[] = [];
  const open: string[] = [];
  let skip: { name: string; depth: number } | null = null;
  for (const token of tokenize(html.replace(/\0/g, ""))) {
    if (skip) {
      skip = skipped(skip, token);
      continue;
    }
    if (token.kind === "text") out.push(escapeText(token.text));
    else if (token.kind === "end") closeElement(token.name, open, out);
    else if (token.name === "iframe") {
      const frame = startTag("iframe", token.attrs, options);
      if (frame) out.push(frame, "</iframe>");
      skip = { name: "iframe", depth: 1 };
    } else if (DROP_CONTENT.has(token.name)) skip = { name: token.name, depth: 1 };
    else if (ALLOWED[token.name] && open.length < MAX_DEPTH) {
      const tag = startTag(token.name, token.attrs, options);
      if (!tag) continue;
      out.push(tag);
      if (!VOID.has(token.name)) open.push(token.name);
    }
  }
  for (let name = open.pop(); name; name = open.pop()) out.push(`</${name}>`);
  return out.join("");
}

/** Tracks nesting inside a dropped element; null once its end tag is reached. */
function skipped(skip: { name: string; depth: number }, token: HtmlToken) {
  if (token.kind === "text" || token.name !== skip.name) return skip;
  const depth = skip.depth + (token.kind === "start" ? 1 : -1);
  return depth === 0 ? null : { name: skip.name, depth };
}

/** Closes `name` and anything opened inside it; a stray end tag is ignored. */
function closeElement(name: string, open: string[], out: string[]): void {
  if (!open.includes(name)) return;
  for (let top = open.pop(); top; top = open.pop()) {
    out.push(`</${top}>`);
    if (top === name) return;
  }
}

/** The cleaned start tag, or null when the element is useless without a dropped attribute (an img without src). */
function startTag(tag: string, attrs: Array<[string, string]>, options: SanitizeOptions): string | null {
  const rules = ALLOWED[tag] ?? {};
  const kept = new Map<string, string>();
  for (const [name, raw] of attrs) {
    // The first occurrence wins, as in a browser.
    if (kept.has(name)) continue;
    const rule = rules[name] ?? GLOBAL_ATTRIBUTES[name];
    const value = rule?.(raw, tag, options);
    if (value !== null && value !== undefined) kept.set(name, value);
  }
  if ((tag === "img" || tag === "iframe") && !kept.has("src")) return null;
  if (tag === "a") fixRel(kept);
  if (tag === "iframe") kept.set("sandbox", "allow-scripts allow-same-origin allow-presentation");
  let html = `<${tag}`;
  for (const [name, value] of kept)
    html += value === "" && rules[name] === flag ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
  return `${html}>`;
}

// A page opened with target=_blank could otherwise reach back through window.opener (reverse tabnabbing).
function fixRel(attrs: Map<string, string>): void {
  const tokens = new Set(
    (attrs.get("rel") ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter((t) => REL_KEEP.has(t)),
  );
  if (attrs.get("target") === "_blank") {
    tokens.add("noopener");
    tokens.add("noreferrer");
  }
  if (tokens.size) attrs.set("rel", [...tokens].join(" "));
  else attrs.delete("rel");
}

/**
 * A URL with an allowed scheme, or a relative one. Browsers drop tabs and newlines inside URLs and ignore leading
 * control characters, so the scheme is checked with all of those removed (`java\tscript:` is still javascript).
 */
export function safeUrl(raw: string, schemes: readonly string[]): string | null {
  const value = decodeEntities(raw)
    .replace(/[\t\n\r]/g, "")
    .trim();
  if (value.length > 2048) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  const probe = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(probe)?.[1]?.toLowerCase();
  if (scheme !== undefined && !schemes.includes(scheme)) return null;
  return value;
}

function safeFrameUrl(raw: string, hosts: readonly string[]): string | null {
  const value = safeUrl(raw, ["https"]);
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && hosts.includes(url.hostname.toLowerCase()) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Only text alignment survives: any other declaration (expression(), url(), position tricks) is removed. */
function safeStyle(raw: string): string | null {
  const kept = decodeEntities(raw)
    .split(";")
    .map((declaration) => /^\s*text-align\s*:\s*(left|right|center|justify)\s*$/i.exec(declaration)?.[1])
    .filter((align): align is string => !!align)
    .map((align) => `text-align: ${align.toLowerCase()}`);
  return kept.length ? kept.join("; ") : null;
}
