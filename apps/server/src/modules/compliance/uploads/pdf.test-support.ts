import { deflateSync } from "node:zlib";

/** Test PDFs: built object by object, with a correct cross-reference table, so they open in a real reader. */

type Part = string | Buffer;

/** An indirect object `n 0 obj … endobj`; a stream object when `stream` is given (its /Length is added). */
export function object(number: number, dictionary: string, stream?: Buffer): Buffer {
  if (!stream) return Buffer.from(`${number} 0 obj\n${dictionary}\nendobj\n`, "latin1");
  const withLength = dictionary.replace(/>>\s*$/, ` /Length ${stream.length} >>`);
  return Buffer.concat([
    Buffer.from(`${number} 0 obj\n${withLength}\nstream\n`, "latin1"),
    stream,
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  ]);
}

/** An object stream (/Type /ObjStm) holding `objects` ([number, value]), deflated unless `plain`. */
export function objectStream(number: number, objects: Array<[number, string]>, plain = false): Buffer {
  let offset = 0;
  const header: string[] = [];
  for (const [n, value] of objects) {
    header.push(`${n} ${offset}`);
    offset += value.length + 1;
  }
  const head = `${header.join(" ")}\n`;
  const content = Buffer.from(head + objects.map(([, value]) => `${value}\n`).join(""), "latin1");
  const filter = plain ? "" : " /Filter /FlateDecode";
  const dictionary = `<< /Type /ObjStm /N ${objects.length} /First ${head.length}${filter} >>`;
  return object(number, dictionary, plain ? content : deflateSync(content));
}

/** A deflated page content stream. */
export const pageContent = (number: number, text: string) =>
  object(
    number,
    "<< /Filter /FlateDecode >>",
    deflateSync(Buffer.from(`BT /F1 12 Tf 72 712 Td (${text}) Tj ET`)),
  );

/**
 * A one-page PDF: catalog 1 (with `catalogExtra`), pages 2, page 3 with content 4, then `extra` objects.
 * Objects inside object streams are left out of the table (a reader would need an xref stream for them; the
 * scanner does not read the table).
 */
export function pdf(catalogExtra = "", extra: Part[] = []): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  const add = (part: Part) => {
    const bytes = typeof part === "string" ? Buffer.from(part, "latin1") : part;
    const match = /^(\d+) 0 obj/.exec(bytes.subarray(0, 20).toString("latin1"));
    if (match) offsets[Number(match[1])] = parts.reduce((sum, p) => sum + p.length, 0);
    parts.push(bytes);
  };
  add(object(1, `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`));
  add(object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"));
  add(object(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>"));
  add(pageContent(4, "Passport"));
  for (const part of extra) add(part);
  const start = parts.reduce((sum, p) => sum + p.length, 0);
  const size = offsets.length;
  const rows = Array.from({ length: size }, (_, n) =>
    offsets[n] === undefined ? "0000000000 65535 f \n" : `${String(offsets[n]).padStart(10, "0")} 00000 n \n`,
  );
  parts.push(
    Buffer.from(
      `xref\n0 ${size}\n${rows.join("")}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${start}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}
