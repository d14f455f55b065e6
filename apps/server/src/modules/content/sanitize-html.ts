import sanitize from "sanitize-html";

/** Options of the CMS HTML sanitiser. */
export interface SanitizeOptions {
  /** Hosts whose https iframes are kept (e.g. a video host). None by default: every iframe is removed. */
  iframeHosts?: readonly string[];
}

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];
const IMAGE_SCHEMES = ["http", "https"];
const SIZE = /^\d{1,4}%?$/;
const SPAN = /^\d{1,3}$/;

/** Attributes every allowed element may carry. `style` is parsed by the library and keeps text alignment only. */
const GLOBAL_ATTRIBUTES = ["title", "lang", "dir", "style"];

/** The allowed elements and their own attributes; anything else is dropped, its text kept (see DROP_CONTENT). */
const ALLOWED: Record<string, string[]> = {
  a: ["href", "target", "rel"],
  img: ["src", "alt", "width", "height", "loading"],
  ol: ["start", "reversed", "type"],
  li: ["value"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
  ...Object.fromEntries(
    [
      ..."h1 h2 h3 h4 h5 h6 p br hr ul dl dt dd blockquote pre code span div section article".split(" "),
      ..."strong b em i u s small sub sup abbr mark figure figcaption".split(" "),
      ..."table thead tbody tfoot tr caption".split(" "),
    ].map((tag) => [tag, []]),
  ),
};
const IFRAME_ATTRIBUTES = ["src", "width", "height", "allowfullscreen", "sandbox"];

/**
 * Values an attribute must match to be kept (checked on the decoded value, before the library's own URL-scheme
 * and style checks). Attributes not listed here are free text (title, alt, rel) or URLs and styles the library
 * checks itself.
 */
const VALUES: Record<string, Record<string, RegExp>> = {
  "*": { lang: /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, dir: /^(ltr|rtl|auto)$/i },
  a: { target: /^(_blank|_self)$/ },
  img: { width: SIZE, height: SIZE, loading: /^(lazy|eager)$/ },
  iframe: { width: SIZE, height: SIZE },
  ol: { start: /^-?\d{1,6}$/, type: /^[1aAiI]$/ },
  li: { value: /^-?\d{1,6}$/ },
  td: { colspan: SPAN, rowspan: SPAN },
  th: { colspan: SPAN, rowspan: SPAN, scope: /^(row|col)(group)?$/ },
};
/** Boolean attributes: kept without a value. */
const FLAGS = new Set(["allowfullscreen", "reversed"]);
const MAX_URL = 2048;

/** Elements removed together with everything inside them: active content, forms, foreign (svg/math) markup. */
const DROP_CONTENT = (
  "script style iframe object applet noscript template textarea title xmp noembed noframes svg math select " +
  "option form button canvas audio video head frameset plaintext"
).split(" ");

const REL_KEEP = new Set(["nofollow", "noopener", "noreferrer", "ugc", "sponsored"]);

/** Drops attributes whose value does not fit its rule; normalises flags. Runs on every element. */
const checkValues: sanitize.Transformer = (tagName, attribs) => {
  const rules = { ...VALUES["*"], ...VALUES[tagName] };
  const kept: sanitize.Attributes = {};
  for (const [name, raw] of Object.entries(attribs)) {
    const value = raw.trim();
    if (FLAGS.has(name)) kept[name] = "";
    else if ((name === "href" || name === "src") && value.length > MAX_URL) continue;
    else if (!rules[name]) kept[name] = raw;
    else if (rules[name].test(value)) kept[name] = value;
  }
  return { tagName, attribs: kept };
};

// A page opened with target=_blank could otherwise reach back through window.opener (reverse tabnabbing).
const fixRel: sanitize.Transformer = (tagName, attribs) => {
  const tokens = new Set(
    (attribs.rel ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter((t) => REL_KEEP.has(t)),
  );
  if (attribs.target?.trim() === "_blank") {
    tokens.add("noopener");
    tokens.add("noreferrer");
  }
  const { rel: _dropped, ...rest } = attribs;
  return { tagName, attribs: tokens.size ? { ...rest, rel: [...tokens].join(" ") } : rest };
};

// An embedded page is sandboxed, and the iframe's fallback content is never shown.
const sandboxFrame: sanitize.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: { ...attribs, sandbox: "allow-scripts allow-same-origin allow-presentation" },
  text: "",
});

function libraryOptions(iframeHosts: readonly string[]): sanitize.IOptions {
  const frames = iframeHosts.length > 0;
  return {
    allowedTags: [...Object.keys(ALLOWED), ...(frames ? ["iframe"] : [])],
    allowedAttributes: {
      "*": GLOBAL_ATTRIBUTES,
      ...ALLOWED,
      ...(frames ? { iframe: IFRAME_ATTRIBUTES } : {}),
    },
    allowedStyles: { "*": { "text-align": [/^(left|right|center|justify)$/i] } },
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: IMAGE_SCHEMES, iframe: ["https"] },
    allowedIframeHostnames: iframeHosts.map((host) => host.toLowerCase()),
    allowIframeRelativeUrls: false,
    nonTextTags: frames ? DROP_CONTENT.filter((tag) => tag !== "iframe") : DROP_CONTENT,
    disallowedTagsMode: "discard",
    selfClosing: ["img", "br", "hr"],
    // Deeper nesting is flattened: no real content needs it, and it only serves to slow a browser down.
    nestingLimit: 64,
    transformTags: { a: fixRel, iframe: sandboxFrame, "*": checkValues },
    // An image or a frame whose source was refused is useless: drop it rather than keep an empty element.
    exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src,
  };
}

const WITHOUT_FRAMES = libraryOptions([]);
/** Extra cleaning passes at most (see sanitizeHtml); no input found so far needs more than two. */
const MAX_PASSES = 3;

/**
 * Cleans CMS HTML with an allow-list (the sanitize-html library: a maintained parser, never our own): headings,
 * paragraphs, lists, links, tables, emphasis, images. Scripts, event handlers, `javascript:`/`data:` URLs, styles
 * other than text alignment and iframes from unlisted hosts are removed. The output is rebuilt by the library —
 * every attribute double-quoted and escaped, every text escaped, no raw-text or foreign (svg/math) element — so a
 * browser re-parsing it cannot find markup that was not checked. Idempotent.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const hosts = options.iframeHosts ?? [];
  const libOptions = hosts.length ? libraryOptions(hosts) : WITHOUT_FRAMES;
  // The library's parser closes an open <p> (or <li>) only when it is the innermost element. Removing an element
  // between two can then leave `<p><p>…</p></p>`, which the next parse (a browser's, or ours on the next save)
  // splits into three paragraphs. Cleaning the output again until it stops changing makes the result a tree that
  // parses back to itself; one extra pass confirms it, rarely two.
  let out = sanitize(html.replace(/\0/g, ""), libOptions);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const again = sanitize(out, libOptions);
    if (again === out) break;
    out = again;
  }
  return out;
}
