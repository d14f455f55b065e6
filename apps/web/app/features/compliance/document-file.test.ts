import { describe, expect, it } from "vitest";
import { fileProblem, formatBytes } from "./document-file";

const MB = 1024 * 1024;

describe("picked document files", () => {
  it("flags a file over the limit and one that is plainly not an image or a PDF", () => {
    expect(fileProblem({ size: 20 * MB, type: "application/pdf", name: "scan.pdf" }, 10 * MB)).toBe(
      "PAYLOAD_TOO_LARGE",
    );
    expect(fileProblem({ size: 100, type: "application/x-msdownload", name: "id.exe" }, 10 * MB)).toBe(
      "UNSUPPORTED_DOCUMENT",
    );
    expect(fileProblem({ size: 0, type: "image/png", name: "empty.png" }, 10 * MB)).toBe(
      "UNSUPPORTED_DOCUMENT",
    );
  });

  it("leaves images, PDFs and files of unknown type to the server", () => {
    expect(fileProblem({ size: MB, type: "image/jpeg", name: "id.jpg" }, 10 * MB)).toBeNull();
    expect(fileProblem({ size: MB, type: "application/pdf", name: "bill.pdf" }, 10 * MB)).toBeNull();
    expect(fileProblem({ size: MB, type: "", name: "scan" }, 10 * MB)).toBeNull();
  });

  it("prints sizes the way people read them", () => {
    expect(formatBytes(10 * MB)).toBe("10 MB");
    expect(formatBytes(2500)).toBe("2.4 KB");
    expect(formatBytes(512)).toBe("512 B");
  });
});
