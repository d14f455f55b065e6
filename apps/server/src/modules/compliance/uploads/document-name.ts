/** The longest file name kept for display, in characters (not bytes: a German or Cyrillic name is not cut early). */
export const MAX_NAME = 120;

// Control, format (bidi overrides that turn "gpj.exe" into "exe.jpg", zero-width characters) and line/paragraph
// separators: never part of a name a person reads.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// A full path as old browsers sent it (C:\Users\me\scan.pdf, /home/me/scan.pdf): only its last part is the name.
const FULL_PATH = /^(?:[a-zA-Z]:[\\/]|[\\/])/;
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * A player's file name made safe to keep and show: the last part of a full path, no path separators, no control
 * or invisible characters, Unicode letters kept, at most MAX_NAME characters with the extension kept. Only for
 * display — files are stored under random keys — and always shown as text (escaped), never as markup.
 */
export function cleanFileName(name: string | undefined): string | null {
  let base = (name ?? "").normalize("NFC").replace(INVISIBLE, "");
  if (FULL_PATH.test(base)) base = base.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[\\/]/g, "").replace(/\s+/g, " ").trim();
  return cleaned ? shorten(cleaned) : null;
}

function shorten(name: string): string {
  const chars = [...name];
  if (chars.length <= MAX_NAME) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? "";
  const keep = MAX_NAME - [...extension].length - 1;
  return `${chars
    .slice(0, keep)
    .join("")
    .replace(/[\s.]+$/, "")}…${extension}`;
}

/** The name a download is saved under: the player's name, ending in the extension of what the file really is. */
export function downloadName(fileName: string | null, extension: string): string {
  const name = fileName ?? "document";
  const current = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  const same = current === extension || (extension === "jpg" && current === "jpeg");
  return same ? name : `${name}.${extension}`;
}

// RFC 5987 attr-char: everything else is percent-encoded in filename*.
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` (RFC 6266) with the name twice: `filename*` in UTF-8 (RFC 5987) for every
 * current browser, and a plain-ASCII `filename` for the rest, quotes and backslashes replaced.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
