import { type KycDocumentType, UploadDocumentFields } from "@casino/contract";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../../platform/errors";
import { unsupportedDocument } from "../compliance.errors";

/** What a document upload carries once its form has been read. */
export interface DocumentForm {
  type: KycDocumentType;
  /** The name the player's device gave the file, for display only (cleaned by document-name.ts). */
  fileName: string | undefined;
  bytes: Buffer;
}

/** Declared types of the file part, as accepted before multipart; the bytes decide what it really is (file-type.ts). */
const DECLARED_TYPE = /^(application\/(pdf|octet-stream)|image\/[\w.+-]+)$/;

/** The parser's own limit errors (one file, a few short fields), answered as a malformed form. */
const FORM_LIMITS = new Set([
  "FST_FILES_LIMIT",
  "FST_FIELDS_LIMIT",
  "FST_PARTS_LIMIT",
  "FST_PROTO_VIOLATION",
]);

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_FAILED", 400, "The request is not valid", { issues: [{ path, message }] });

export const fileTooLarge = (maxBytes: number) =>
  new AppError("PAYLOAD_TOO_LARGE", 413, `The file is larger than ${maxBytes} bytes.`, { maxBytes });

/**
 * The file name as the player's device had it. Browsers (and fetch's FormData) write `"`, CR and LF in a
 * multipart file name as %22, %0D and %0A (the HTML standard's form encoding); only those are undone.
 */
export const formFileName = (sent: string) =>
  sent.replace(/%(22|0D|0A)/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * Reads a multipart document upload as it streams in: the file part is taken into memory up to `maxBytes`; past
 * that, what was held is dropped and the rest is read and discarded before the 413, so no more than `maxBytes` is
 * ever held and nothing is stored. Checks wait until the file has been read to its end, so a browser that is
 * still sending it gets our answer rather than a reset connection.
 */
export async function readDocumentForm(request: FastifyRequest, maxBytes: number): Promise<DocumentForm> {
  if (!request.isMultipart())
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      415,
      "Send the document as multipart/form-data: a type field and a file part.",
    );
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string; declaredType: string } | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
      // The whole name as sent: document-name.ts keeps the last part of a path itself (busboy would cut at any
      // '/', leaving "script>" of a name that holds "</script>").
      preservePath: true,
      // `file` is the file even without a file name (a nameless File is sent without one).
      isPartAFile: (fieldName, contentType, fileName) =>
        fieldName === "file" || fileName !== undefined || contentType === "application/octet-stream",
    });
    for await (const part of parts) {
      if (part.type === "field") fields[part.fieldname] = String(part.value);
      else {
        const bytes = await part.toBuffer();
        if (part.fieldname !== "file") throw invalid(`body.${part.fieldname}`, "Send the document as `file`");
        // Typed as a string, but undefined when the part carries no file name (see isPartAFile).
        file = { bytes, fileName: formFileName(part.filename ?? ""), declaredType: part.mimetype };
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge(maxBytes);
    if (typeof code === "string" && FORM_LIMITS.has(code))
      throw invalid("body", "Send one file and a type field only");
    throw error;
  }
  const checked = UploadDocumentFields.safeParse(fields);
  if (!checked.success) throw invalid("body.type", "Choose identity, proof_of_address or payment_method");
  if (!file) throw invalid("body.file", "A file is required");
  if (!DECLARED_TYPE.test(file.declaredType)) throw unsupportedDocument();
  return { type: checked.data.type, fileName: file.fileName || undefined, bytes: file.bytes };
}
