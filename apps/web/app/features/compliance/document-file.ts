import { KYC_CONTENT_TYPES } from "@casino/contract";

/**
 * An early, friendly check of a picked file before it is sent: too large, or plainly not an image or a PDF. The
 * server decides from the file's bytes; this only spares a pointless upload. Codes match the server's.
 */
export function fileProblem(
  file: { size: number; type: string; name: string },
  maxBytes: number,
): "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_DOCUMENT" | null {
  if (file.size > maxBytes) return "PAYLOAD_TOO_LARGE";
  if (file.size === 0) return "UNSUPPORTED_DOCUMENT";
  const declared = file.type.toLowerCase();
  if (declared && !(KYC_CONTENT_TYPES as readonly string[]).includes(declared)) return "UNSUPPORTED_DOCUMENT";
  return null;
}

/** 10485760 → "10 MB", 2500 → "2.4 KB" (binary units, one decimal below 10). */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}
