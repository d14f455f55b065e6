/** What a document file really is, from its first bytes; the name and the declared Content-Type are ignored. */
export type DocumentContentType = "application/pdf" | "image/png" | "image/jpeg" | "image/webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: { type: DocumentContentType; test: (bytes: Uint8Array) => boolean }[] = [
  { type: "application/pdf", test: (b) => startsWith(b, ascii("%PDF-")) },
  { type: "image/png", test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: "image/webp", test: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8) },
];

/** The accepted type the content starts like, or null (executables, archives, HTML, text, …). */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  return SIGNATURES.find((signature) => signature.test(bytes))?.type ?? null;
}

/** File extension of a stored document, from its sniffed type. */
export const EXTENSIONS: Record<DocumentContentType, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};
