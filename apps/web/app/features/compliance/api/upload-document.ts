import { complianceApi, KycDocument, type KycDocumentType } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client";
import { readErrorBody } from "../../../lib/json/error-body";
import { DOCUMENTS_KEY } from "./get-documents";

/**
 * Sends the file as a multipart form (`type` and `file`; the server decides what the file is from its bytes). The
 * JSON api() helper does not carry forms, so this one call uses fetch directly, with the same error shape. The
 * browser sets the multipart Content-Type with its boundary.
 */
export async function uploadDocument(input: { file: File; type: KycDocumentType; signal?: AbortSignal }) {
  const form = new FormData();
  form.append("type", input.type);
  form.append("file", input.file);
  const response = await fetch(complianceApi.postUserDocuments.path, {
    method: "POST",
    headers: { accept: "application/json" },
    body: form,
    credentials: "same-origin",
    signal: input.signal,
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = readErrorBody(json);
    if (error) throw new ApiError(response.status, error.code, error.message, error.details);
    throw new ApiError(
      response.status,
      response.status === 413 ? "PAYLOAD_TOO_LARGE" : "INTERNAL",
      "Upload failed",
    );
  }
  return KycDocument.parse(json);
}

/** Uploads a document and refreshes the list (and the profile menu's dot). */
export const useUploadDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
};
