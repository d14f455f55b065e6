import { describe, expect, it } from "vitest";
import { sniffDocumentType } from "./file-type";

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("document type by content", () => {
  it("recognises PDF, PNG, JPEG and WebP by their first bytes", () => {
    expect(sniffDocumentType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffDocumentType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffDocumentType(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses executables, archives, markup and truncated signatures", () => {
    expect(sniffDocumentType(bytes(0x7f, "ELF", 2, 1, 1))).toBeNull();
    expect(sniffDocumentType(bytes("MZ", 0x90, 0))).toBeNull();
    expect(sniffDocumentType(bytes("PK", 3, 4))).toBeNull();
    expect(sniffDocumentType(bytes("<html><script>"))).toBeNull();
    expect(sniffDocumentType(bytes("RIFF", 0, 0, 0, 0, "AVI "))).toBeNull();
    expect(sniffDocumentType(bytes("%PD"))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });
});
