import { describe, expect, it } from "vitest";
import { attachmentDisposition, cleanFileName, downloadName, MAX_NAME } from "./document-name";

describe("a player's file name", () => {
  it("keeps what a person reads: Unicode letters, spaces, punctuation, even markup characters (as text)", () => {
    expect(cleanFileName("Reisepass Müller – Seite 1.pdf")).toBe("Reisepass Müller – Seite 1.pdf");
    expect(cleanFileName("паспорт.jpg")).toBe("паспорт.jpg");
    // It used to become "script>": the "/" of the end tag was taken for a folder.
    expect(cleanFileName('evil.html"><script>alert(1)</script>')).toBe('evil.html"><script>alert(1)<script>');
  });

  it("drops the folders of a full path and any other path separator", () => {
    expect(cleanFileName("C:\\Users\\me\\passport.png")).toBe("passport.png");
    expect(cleanFileName("/home/me/scan.pdf")).toBe("scan.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("....etcpasswd");
    expect(cleanFileName("a\\b/c.pdf")).toBe("abc.pdf");
  });

  it("drops control and invisible characters: a right-to-left override cannot disguise the extension", () => {
    expect(cleanFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("a\u0000b\u0007c\r\nd\u200b.png")).toBe("abcd.png");
    expect(cleanFileName("  \u0001 ")).toBeNull();
    expect(cleanFileName(undefined)).toBeNull();
  });

  it("is at most 120 characters, keeping the extension", () => {
    const long = cleanFileName(`${"ä".repeat(300)}.jpeg`) ?? "";
    expect([...long].length).toBe(MAX_NAME);
    expect(long.endsWith("ä….jpeg")).toBe(true);
    expect([...(cleanFileName("😀".repeat(200)) ?? "")].length).toBe(MAX_NAME);
  });
});

describe("the name a document is downloaded under", () => {
  it("ends in the extension of what the file is", () => {
    expect(downloadName("scan.pdf", "pdf")).toBe("scan.pdf");
    expect(downloadName("photo.JPEG", "jpg")).toBe("photo.JPEG");
    expect(downloadName("evil.html", "pdf")).toBe("evil.html.pdf");
    expect(downloadName(null, "png")).toBe("document.png");
  });

  it("is sent as an attachment with an ASCII fallback and an RFC 5987 UTF-8 name", () => {
    expect(attachmentDisposition("Müller (1).pdf")).toBe(
      "attachment; filename=\"M_ller (1).pdf\"; filename*=UTF-8''M%C3%BCller%20%281%29.pdf",
    );
    const hostile = attachmentDisposition('evil.html"><script>alert(1)<script>.pdf');
    expect(hostile).toBe(
      'attachment; filename="evil.html_><script>alert(1)<script>.pdf"; ' +
        "filename*=UTF-8''evil.html%22%3E%3Cscript%3Ealert%281%29%3Cscript%3E.pdf",
    );
    // One header: no quote, backslash, line break or semicolon breaks out of the quoted ASCII name.
    expect(attachmentDisposition('a"\\;b.pdf')).toBe(
      "attachment; filename=\"a__;b.pdf\"; filename*=UTF-8''a%22%5C%3Bb.pdf",
    );
  });
});
