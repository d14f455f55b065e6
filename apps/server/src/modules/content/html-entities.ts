/**
 * Named character references we decode in attribute values. The list need not be complete: an unknown one is
 * kept as literal text and re-escaped on output, so it can never turn into markup or a URL scheme — it only shows
 * as written. It includes the ones used to smuggle schemes past naive filters (`&colon;`, `&Tab;`, `&NewLine;`).
 */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  Tab: "\t",
  NewLine: "\n",
  lpar: "(",
  rpar: ")",
  sol: "/",
  bsol: "\\",
  period: ".",
  comma: ",",
  semi: ";",
  excl: "!",
  num: "#",
  equals: "=",
  quest: "?",
  commat: "@",
  percnt: "%",
  plus: "+",
  hyphen: "-",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  Auml: "Ä",
  Ouml: "Ö",
  Uuml: "Ü",
  szlig: "ß",
  eacute: "é",
  egrave: "è",
  agrave: "à",
  ccedil: "ç",
  euro: "€",
  pound: "£",
  copy: "©",
  reg: "®",
  trade: "™",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  bdquo: "„",
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
};

const REFERENCE = /&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g;

/** Decodes character references the way a browser does in an attribute value (numeric ones fully). */
export function decodeEntities(value: string): string {
  return value.replace(REFERENCE, (match, ref: string) => {
    if (ref.startsWith("#")) {
      const hex = ref[1] === "x" || ref[1] === "X";
      const code = Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10);
      const invalid =
        !Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
      return invalid ? "\ufffd" : String.fromCodePoint(code);
    }
    return NAMED[ref] ?? match;
  });
}

/** Escapes an attribute value for a double-quoted attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// A well-formed character reference may stay as written in text: it can only ever stand for one character.
const BARE_AMPERSAND = /&(?!(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g;

/** Escapes text content, keeping well-formed character references (`&nbsp;`, `&hellip;`) as they are. */
export function escapeText(text: string): string {
  return text.replace(BARE_AMPERSAND, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
