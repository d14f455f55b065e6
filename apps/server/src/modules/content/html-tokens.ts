/** One piece of an HTML fragment as the sanitiser sees it. */
export type HtmlToken =
  | { kind: "text"; text: string }
  | { kind: "start"; name: string; attrs: Array<[string, string]> }
  | { kind: "end"; name: string };

/**
 * Elements whose content the browser reads as plain text up to their end tag. Their content is never tokenised
 * (a `<p title="</noscript><img …>">` inside noscript must not become markup), so the tokeniser skips it and
 * reports the start and end tags only.
 */
const RAW_TEXT = new Set([
  "script",
  "style",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "textarea",
  "title",
]);

const SPACE = /[\t\n\f\r ]/;

/**
 * A forgiving HTML tokeniser for CMS fragments. It need not agree with a browser on malformed input: the
 * sanitiser rebuilds its output from these tokens with an allow-list and escapes everything else, so a
 * disagreement can only lose content, never let markup through. Comments, doctypes and processing
 * instructions are dropped; an unterminated tag drops the rest of the input.
 */
export function* tokenize(html: string): Generator<HtmlToken> {
  let pos = 0;
  while (pos < html.length) {
    const lt = html.indexOf("<", pos);
    if (lt < 0) {
      yield { kind: "text", text: html.slice(pos) };
      return;
    }
    if (lt > pos) yield { kind: "text", text: html.slice(pos, lt) };
    const next = html[lt + 1] ?? "";
    if (html.startsWith("<!--", lt)) {
      const close = html.indexOf("-->", lt + 4);
      if (close < 0) return;
      pos = close + 3;
    } else if (next === "!" || next === "?" || (next === "/" && !/[a-zA-Z]/.test(html[lt + 2] ?? ""))) {
      const close = html.indexOf(">", lt + 1);
      if (close < 0) return;
      pos = close + 1;
    } else if (next === "/") {
      const close = html.indexOf(">", lt + 2);
      if (close < 0) return;
      yield { kind: "end", name: readName(html, lt + 2).name };
      pos = close + 1;
    } else if (/[a-zA-Z]/.test(next)) {
      const tag = readStartTag(html, lt + 1);
      if (!tag) return;
      yield { kind: "start", name: tag.name, attrs: tag.attrs };
      pos = tag.end;
      if (tag.name === "plaintext") return;
      if (RAW_TEXT.has(tag.name)) {
        pos = skipRawText(html, pos, tag.name);
        yield { kind: "end", name: tag.name };
      }
    } else {
      yield { kind: "text", text: "<" };
      pos = lt + 1;
    }
  }
}

function readName(html: string, from: number): { name: string; end: number } {
  let end = from;
  while (end < html.length && !SPACE.test(html[end]!) && html[end] !== "/" && html[end] !== ">") end++;
  return { name: html.slice(from, end).toLowerCase(), end };
}

function readStartTag(
  html: string,
  from: number,
): { name: string; attrs: Array<[string, string]>; end: number } | null {
  const { name, end } = readName(html, from);
  const attrs: Array<[string, string]> = [];
  let i = end;
  for (;;) {
    while (i < html.length && (SPACE.test(html[i]!) || html[i] === "/")) i++;
    if (i >= html.length) return null;
    if (html[i] === ">") return { name, attrs, end: i + 1 };
    // An attribute name runs to a space, slash, '>' or '='; a leading '=' belongs to the name (as in HTML).
    const nameStart = i;
    if (html[i] === "=") i++;
    while (i < html.length && !/[\t\n\f\r /=>]/.test(html[i]!)) i++;
    const attrName = html.slice(nameStart, i).toLowerCase();
    while (i < html.length && SPACE.test(html[i]!)) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (i < html.length && SPACE.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const start = i;
        while (i < html.length && !SPACE.test(html[i]!) && html[i] !== ">") i++;
        value = html.slice(start, i);
      }
    }
    attrs.push([attrName, value]);
  }
}

/** Position just after `</name …>`, or the end of the input when the element is never closed. */
function skipRawText(html: string, from: number, name: string): number {
  // A regex rather than indexOf on a lower-cased copy: lower-casing can change the length of some strings.
  const endTag = new RegExp(`</${name}(?=[\\t\\n\\f\\r />]|$)`, "gi");
  endTag.lastIndex = from;
  const found = endTag.exec(html);
  if (!found) return html.length;
  const close = html.indexOf(">", found.index);
  return close < 0 ? html.length : close + 1;
}
