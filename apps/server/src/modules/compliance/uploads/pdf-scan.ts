import { inflateSync } from "node:zlib";

/**
 * PDF features that run something when the file is opened or let it carry other files: scripts, program launches,
 * form submission and data import, embedded files, Flash/3D media, XFA forms, additional (event) actions. A scanned
 * ID or a bank statement needs none of them.
 */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "AA",
  "SubmitForm",
  "ImportData",
  "GoToE",
]);

/** An object stream may unpack to at most this much (a small file can inflate to gigabytes). */
const MAX_INFLATED = 32 * 1024 * 1024;

// A name runs to the next white-space or delimiter character (PDF 32000-1, 7.2.2 and 7.3.5).
const NAME = /\/[^\0\t\n\f\r /[\]<>(){}%]*/g;

/** A name as the PDF reader sees it: `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
const decodeNames = (text: string) =>
  text.replace(NAME, (name) =>
    name.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );

interface ObjectStream {
  /** Offset of the first object in `content` (the stream's /First). */
  first: number;
  content: string;
}

/**
 * Long names are also looked for in the raw data of every other stream: a reader parses an object wherever the
 * cross-reference table points, even inside what looks like stream data, and names of five letters or more do not
 * turn up by chance in compressed bytes. (`/JS`, `/AA` and `/XFA` can; a script action needs `/S /JavaScript`
 * anyway.) `/OpenAction` there counts as an action: it cannot be checked.
 */
const IN_STREAM_DATA = new Set([...ACTIVE_NAMES, "OpenAction"].filter((name) => name.length >= 5));

/**
 * Why a PDF is refused, or an empty list: the names of the active features found in its objects — those written
 * out in the file and those packed in object streams (inflated when FlateDecode-compressed). An object stream
 * that cannot be read is a finding of its own: what it holds could not be checked.
 */
export function activePdfFeatures(bytes: Buffer): string[] {
  const { plain, streamData, objectStreams, unreadable } = splitStreams(bytes.toString("latin1"));
  const text = decodeNames([plain, ...objectStreams.map((stream) => stream.content)].join("\n"));
  const found = new Set<string>();
  if (unreadable) found.add("unreadable object stream");
  for (const [name] of text.matchAll(NAME)) if (ACTIVE_NAMES.has(name.slice(1))) found.add(name.slice(1));
  for (const [name] of decodeNames(streamData).matchAll(NAME))
    if (IN_STREAM_DATA.has(name.slice(1))) found.add(name.slice(1));
  if (opensWithAction(text, objectStreams)) found.add("OpenAction");
  return [...found];
}

/**
 * The file's text outside stream data (page contents, images and fonts are not dictionaries, and scanning them
 * would only find false alarms), and the decoded content of its object streams (where dictionaries can be packed).
 * A stream's dictionary is looked for in all the text since the previous stream: it is in there, and a string
 * that imitates an object header cannot hide it.
 */
function splitStreams(text: string) {
  const outside: string[] = [];
  const data: string[] = [];
  const objectStreams: ObjectStream[] = [];
  let unreadable = false;
  let pos = 0;
  for (const match of text.matchAll(/(?<=>>\s*)stream(?:\r\n|\n|\r)/g)) {
    if (match.index < pos) continue;
    const before = text.slice(pos, match.index);
    outside.push(before);
    const dictionary = decodeNames(before);
    const start = match.index + match[0].length;
    const end = streamEnd(text, start, dictionary);
    pos = end + "endstream".length;
    if (!/\/ObjStm\b/.test(dictionary)) {
      data.push(text.slice(start, end));
      continue;
    }
    const content = decodeStream(Buffer.from(text.slice(start, end), "latin1"), dictionary);
    if (content === null) unreadable = true;
    else objectStreams.push({ first: Number(last(dictionary, /\/First\s+(\d+)/g) ?? 0), content });
  }
  outside.push(text.slice(pos));
  return { plain: outside.join("\n"), streamData: data.join("\n"), objectStreams, unreadable };
}

/** The first group of the last match (the key nearest the stream keyword). */
const last = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].at(-1)?.[1];

/** Where a stream's data ends: its direct /Length when that lands on `endstream`, else the next `endstream`. */
function streamEnd(text: string, start: number, dictionary: string): number {
  const length = last(dictionary, /\/Length\s+(\d+)(?!\s+\d+\s+R)/g);
  if (length !== undefined) {
    const end = start + Number(length);
    if (/^\s*endstream/.test(text.slice(end, end + 32))) return end;
  }
  const next = text.indexOf("endstream", start);
  return next < 0 ? text.length : next;
}

/** The stream's content, or null when it uses a filter other than FlateDecode (or none) or does not inflate. */
function decodeStream(data: Buffer, dictionary: string): string | null {
  const filter = last(dictionary, /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>]+)/g);
  const filters = filter?.match(/\/[^\s/[\]<>]+/g) ?? [];
  if (filters.length === 0) return data.toString("latin1");
  if (filters.length > 1 || filters[0] !== "/FlateDecode") return null;
  try {
    // A stream cut short throws: what follows the cut could not be checked.
    return inflateSync(data, { maxOutputLength: MAX_INFLATED }).toString("latin1");
  } catch {
    return null;
  }
}

/**
 * Whether /OpenAction holds an action rather than a destination: `[page /Fit]` only opens a page and is common;
 * a dictionary `<< /S … >>` is an action. A reference is followed to its object (written out or in an object
 * stream); one that cannot be found counts as an action, since what it does could not be checked.
 */
function opensWithAction(text: string, objectStreams: ObjectStream[]): boolean {
  for (const [, direct, number, generation] of text.matchAll(
    /\/OpenAction\s*(?:(\[|<<)|(\d+)\s+(\d+)\s+R)/g,
  )) {
    if (direct === "<<") return true;
    if (direct === "[") continue;
    const target = resolve(text, objectStreams, Number(number), Number(generation));
    if (target !== "[") return true;
  }
  return false;
}

/** The first character of the object's value (`[`, `<`, …), or null when the object is not in the file. */
function resolve(
  text: string,
  objectStreams: ObjectStream[],
  number: number,
  generation: number,
): string | null {
  const written = new RegExp(`(?<!\\d)${number}\\s+${generation}\\s+obj\\s*(\\S)`).exec(text);
  if (written) return written[1] ?? null;
  for (const { first, content } of objectStreams) {
    // The stream starts with pairs "object-number offset"; offsets count from /First.
    const pairs = content.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      if (pairs[i] === number) return content.slice(first + (pairs[i + 1] ?? 0)).trimStart()[0] ?? null;
    }
  }
  return null;
}
