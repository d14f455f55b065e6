/**
 * The multipart form of a KYC document upload (POST /api/user/documents), as a browser's FormData sends it: a
 * `type` field and a `file` part with its name and declared type. app.inject encodes it as multipart/form-data.
 */
export function documentForm(
  type: string,
  bytes: Uint8Array,
  fileName = "document",
  declaredType = "application/octet-stream",
): FormData {
  const form = new FormData();
  form.append("type", type);
  form.append("file", new File([new Uint8Array(bytes)], fileName, { type: declaredType }));
  return form;
}
