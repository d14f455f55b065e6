import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { object, objectStream, pdf } from "./pdf.test-support";
import { activePdfFeatures } from "./pdf-scan";

const JS_ACTION = "<< /S /JavaScript /JS (app.alert(1)) >>";

describe("PDFs a scanner or an office suite writes are accepted", () => {
  it("accepts a plain PDF, one that opens at a page, and one with an ordinary link", () => {
    expect(activePdfFeatures(pdf())).toEqual([]);
    expect(activePdfFeatures(pdf("/OpenAction [3 0 R /Fit] "))).toEqual([]);
    // A destination by reference, written out and packed in an object stream.
    expect(activePdfFeatures(pdf("/OpenAction 9 0 R ", [object(9, "[3 0 R /XYZ null null 0]")]))).toEqual([]);
    expect(activePdfFeatures(pdf("/OpenAction 9 0 R ", [objectStream(8, [[9, "[3 0 R /Fit]"]])]))).toEqual(
      [],
    );
    const link = object(9, "<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://bank.example) >> >>");
    expect(activePdfFeatures(pdf("", [link]))).toEqual([]);
  });

  it("accepts object streams holding ordinary objects, compressed or not", () => {
    const info: Array<[number, string]> = [[10, "<< /Producer (Scanner 3000) /Title (Bank statement) >>"]];
    expect(activePdfFeatures(pdf("", [objectStream(8, info)]))).toEqual([]);
    expect(activePdfFeatures(pdf("", [objectStream(8, info, true)]))).toEqual([]);
  });

  it("does not read page contents or images as dictionaries", () => {
    // Compressed bytes and drawing commands can spell short names by chance; only dictionaries matter.
    const image = object(
      9,
      "<< /Subtype /Image /Filter /DCTDecode >>",
      Buffer.from("\xff\xd8/JS /AA)", "latin1"),
    );
    expect(activePdfFeatures(pdf("", [image]))).toEqual([]);
  });
});

describe("active PDFs are refused", () => {
  it.each([
    ["/OpenAction with JavaScript", pdf(`/OpenAction ${JS_ACTION} `), ["JavaScript", "JS", "OpenAction"]],
    [
      "/OpenAction with any other action",
      pdf("/OpenAction << /S /URI /URI (https://x.example) >> "),
      ["OpenAction"],
    ],
    [
      "/OpenAction to an action object",
      pdf("/OpenAction 9 0 R ", [object(9, "<< /S /Named /N /Print >>")]),
      ["OpenAction"],
    ],
    ["/OpenAction to a missing object", pdf("/OpenAction 99 0 R "), ["OpenAction"]],
    ["document-level JavaScript", pdf("/Names << /JavaScript 9 0 R >> "), ["JavaScript"]],
    ["an additional action (/AA)", pdf("/AA << /WC << /S /Named /N /Quit >> >> "), ["AA"]],
    ["a program launch", pdf("", [object(9, "<< /S /Launch /F (calc.exe) >>")]), ["Launch"]],
    [
      "an embedded file",
      pdf("/Names << /EmbeddedFiles 9 0 R >> ", [object(9, "<< /Type /EmbeddedFile >>")]),
      ["EmbeddedFiles", "EmbeddedFile"],
    ],
    ["rich media (Flash, 3D)", pdf("", [object(9, "<< /Type /Annot /Subtype /RichMedia >>")]), ["RichMedia"]],
    ["an XFA form", pdf("/AcroForm << /XFA 9 0 R >> "), ["XFA"]],
    [
      "a form that submits",
      pdf("", [object(9, "<< /S /SubmitForm /F (https://x.example) >>")]),
      ["SubmitForm"],
    ],
  ])("%s", (_label, file, features) => {
    expect(activePdfFeatures(file).sort()).toEqual([...features].sort());
  });

  it("sees through #-escaped names", () => {
    expect(activePdfFeatures(pdf("/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> "))).toEqual(
      expect.arrayContaining(["JavaScript", "JS", "OpenAction"]),
    );
    expect(activePdfFeatures(pdf("", [object(9, "<< /S /#4C#61#75#6E#63#68 /F (cmd) >>")]))).toEqual([
      "Launch",
    ]);
  });

  it("looks inside object streams, deflated or not", () => {
    const packed = (plain: boolean) => pdf("/OpenAction 9 0 R ", [objectStream(8, [[9, JS_ACTION]], plain)]);
    expect(activePdfFeatures(packed(false)).sort()).toEqual(["JS", "JavaScript", "OpenAction"]);
    expect(activePdfFeatures(packed(true)).sort()).toEqual(["JS", "JavaScript", "OpenAction"]);
    const escapedInside = objectStream(8, [
      [9, "<< /S /Launch >>"],
      [10, "<< /J#61vaScript 11 0 R >>"],
    ]);
    expect(activePdfFeatures(pdf("", [escapedInside])).sort()).toEqual(["JavaScript", "Launch"]);
    // Even when the stream's own dictionary spells its type with escapes.
    const content = Buffer.from(`9 0\n${JS_ACTION}\n`, "latin1");
    const hidden = object(
      8,
      "<< /Type /Obj#53tm /N 1 /First 4 /Fil#74er /Fl#61teDecode >>",
      deflateSync(content),
    );
    expect(activePdfFeatures(pdf("", [hidden]))).toEqual(expect.arrayContaining(["JavaScript"]));
  });

  it("refuses an object stream it cannot read: another filter, broken or cut-short data, or a bomb", () => {
    const content = Buffer.from(`9 0\n${JS_ACTION}\n`, "latin1");
    const hex = object(
      8,
      "<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode >>",
      Buffer.from(content.toString("hex")),
    );
    const broken = object(
      8,
      "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>",
      Buffer.from("not deflate"),
    );
    const cut = object(
      8,
      "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>",
      deflateSync(content).subarray(0, 12),
    );
    const bomb = object(
      8,
      "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>",
      deflateSync(Buffer.alloc(40 << 20)),
    );
    for (const stream of [hex, broken, cut, bomb])
      expect(activePdfFeatures(pdf("", [stream]))).toContain("unreadable object stream");
  });

  it("finds actions hidden where a reader would still parse them", () => {
    // `>>stream` inside a string makes the rest look like stream data; a reader sees an object there.
    const trick = object(9, `<< /Title (>>stream\n) /OpenAction ${JS_ACTION} >>`);
    expect(activePdfFeatures(pdf("", [trick]))).toEqual(expect.arrayContaining(["JavaScript"]));
    // An object the cross-reference table points at, in the middle of an image's bytes.
    const inImage = object(
      9,
      "<< /Subtype /Image /Filter /DCTDecode >>",
      Buffer.from(`\xff\xd8 12 0 obj ${JS_ACTION}`, "latin1"),
    );
    expect(activePdfFeatures(pdf("", [inImage]))).toEqual(["JavaScript"]);
  });
});
