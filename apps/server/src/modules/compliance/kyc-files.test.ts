import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentForm } from "../../test/document-form";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { object, objectStream, pdf } from "./uploads/pdf.test-support";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "compliance-kyc-files-"));
  t = await createTestApp({ env: { JOBS_POLL_MS: "0", DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(64, 2),
  Buffer.from([0xff, 0xd9]),
]);
const JS_ACTION = "<< /S /JavaScript /JS (app.alert(1)) >>";

const upload = (
  headers: Record<string, string>,
  name: string,
  body: Buffer,
  contentType = "application/pdf",
) =>
  t.app.inject({
    method: "POST",
    url: "/api/user/documents",
    headers,
    payload: documentForm("identity", body, name, contentType),
  });
const download = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: "GET", url: `/api/user/documents/${id}/file`, headers });
const storedFiles = async () => readdir(path.join(dataDir, "kyc")).catch(() => [] as string[]);

describe("active PDFs", () => {
  it.each([
    ["opens with JavaScript", pdf(`/OpenAction ${JS_ACTION} `)],
    ["hides the name as /J#61vaScript", pdf("/OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> ")],
    [
      "packs the action in a deflated object stream",
      pdf("/OpenAction 9 0 R ", [objectStream(8, [[9, JS_ACTION]])]),
    ],
    ["launches a program", pdf("", [object(9, "<< /S /Launch /F (cmd.exe) >>")])],
    ["carries an embedded file", pdf("/Names << /EmbeddedFiles 9 0 R >> ")],
    ["has an XFA form", pdf("/AcroForm << /XFA 9 0 R >> ")],
  ])("are refused when the file %s, and nothing is stored", async (_label, file) => {
    const p = await fundedPlayer(t.app, 0n);
    const before = (await storedFiles()).length;
    const response = await upload(p.headers, "statement.pdf", file);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "DOCUMENT_ACTIVE_CONTENT",
      message: expect.stringMatching(/PDF/),
    });
    expect((await call(t.app, "GET", "/api/user/documents", p.headers)).json.documents).toEqual([]);
    expect((await storedFiles()).length).toBe(before);
  });

  it("leave plain PDFs, JPEGs and PNGs accepted", async () => {
    const p = await fundedPlayer(t.app, 0n);
    for (const [body, type] of [
      [pdf(), "application/pdf"],
      [pdf("/OpenAction [3 0 R /Fit] "), "application/pdf"],
      [JPEG, "image/jpeg"],
      [PNG, "image/png"],
    ] as const) {
      const response = await upload(p.headers, "scan", body, type);
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});

describe("document downloads", () => {
  it("are attachments under the player's name, made harmless, never rendered by the browser", async () => {
    const owner = await fundedPlayer(t.app, 0n);
    const hostile = 'evil.html"><script>alert(1)</script>';
    const uploaded = await upload(owner.headers, hostile, PNG, "image/png");
    // Readable and whole in the API (the web shows it as text); only the path separator is gone.
    expect(uploaded.json().fileName).toBe('evil.html"><script>alert(1)<script>');
    const listed = await call(t.app, "GET", "/api/user/documents", owner.headers);
    expect(listed.json.documents[0].fileName).toBe('evil.html"><script>alert(1)<script>');

    const file = await download(owner.headers, uploaded.json().id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers).toMatchObject({
      "content-type": "image/png",
      "content-disposition":
        'attachment; filename="evil.html_><script>alert(1)<script>.png"; ' +
        "filename*=UTF-8''evil.html%22%3E%3Cscript%3Ealert%281%29%3Cscript%3E.png",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, no-store",
    });
  });

  it("keep Unicode names and carry the real type's extension", async () => {
    const owner = await fundedPlayer(t.app, 0n);
    const id = (await upload(owner.headers, "Führerschein Rückseite.jpeg", JPEG, "image/jpeg")).json().id;
    const file = await download(owner.headers, id);
    expect(file.headers["content-disposition"]).toBe(
      "attachment; filename=\"F_hrerschein R_ckseite.jpeg\"; filename*=UTF-8''F%C3%BChrerschein%20R%C3%BCckseite.jpeg",
    );
    const unnamed = (await upload(owner.headers, "", pdf())).json().id;
    expect((await download(owner.headers, unnamed)).headers["content-disposition"]).toBe(
      "attachment; filename=\"document.pdf\"; filename*=UTF-8''document.pdf",
    );
  });
});
