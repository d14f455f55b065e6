import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentForm } from "../../test/document-form";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { CRITERIA } from "./questionnaire.criteria";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "compliance-withdrawals-"));
  t = await createTestApp({
    env: {
      JOBS_POLL_MS: "0",
      DATA_DIR: dataDir,
      WITHDRAWAL_AUTO_APPROVE_MAX: "500",
      RISK_REVIEW_HOLD_ABOVE: "100",
      KYC_WITHDRAWAL_LIFETIME_LIMIT: "1000",
    },
  });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PERSON = { firstName: "Max", lastName: "Muster", birthDate: "1970-01-31" };
const EXTERNAL_ID = "Max_Muster_19700131";

const withdraw = (headers: Record<string, string>, amount: number) =>
  call(t.app, "POST", "/api/user/cashier/withdrawGm1", headers, { amount, currency: "EUR" });
const stateOf = async (headers: Record<string, string>, id: string) => {
  const history = await call(t.app, "GET", "/api/user/bankingHistory?type=withdrawal", headers);
  return history.json.items.find((item: { id: string }) => item.id === id)?.state;
};

/** Fills in the questionnaire as a politically exposed person: a high score. */
async function answerAsPep(headers: Record<string, string>) {
  const added = await call(t.app, "POST", "/api/questionnaire/addClientEvaluation", headers, {
    externalId: EXTERNAL_ID,
  });
  for (const criterion of CRITERIA) {
    const answer = criterion.answers.find((a) => a.mappingReference === "PEP_YES") ?? criterion.answers[0]!;
    const saved = await call(t.app, "POST", "/api/questionnaire/saveQuestionnaireAnswer", headers, {
      clientEvaluationId: added.json.clientEvaluationId,
      criterionId: criterion.id,
      criterionAnswerId: answer.id,
      externalId: EXTERNAL_ID,
    });
    expect(saved.status).toBe(200);
  }
}

describe("withdrawals and the risk review", () => {
  it("holds a flagged player's withdrawal above the amount until an operator clears the review", async () => {
    const p = await fundedPlayer(t.app, 100_000n, PERSON);
    const operator = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });
    await answerAsPep(p.headers);

    const reviews = await call(t.app, "GET", "/api/admin/compliance/reviews", operator.headers);
    expect(reviews.json.items).toContainEqual(
      // PEP 50 + an income under 25,000 5 (risk-score.ts).
      expect.objectContaining({ userId: p.userId, level: "high", score: 55, status: "open" }),
    );
    expect((await call(t.app, "GET", "/api/admin/compliance/reviews", p.headers)).status).toBe(403);

    // Small withdrawals go on as before; one above the hold amount is not approved automatically.
    const small = await withdraw(p.headers, 50);
    expect(await stateOf(p.headers, small.json.transactionId)).toBe("APPROVED");
    const held = await withdraw(p.headers, 200);
    expect(held.status).toBe(200);
    expect(await stateOf(p.headers, held.json.transactionId)).toBe("PENDING");
    // The operator's queue says why it waits, so the review is cleared before approving.
    const queue = await call(t.app, "GET", "/api/admin/withdrawals", operator.headers);
    expect(queue.json.items).toContainEqual(
      expect.objectContaining({ id: held.json.transactionId, userId: p.userId, heldForReview: true }),
    );
    const approve = () =>
      call(t.app, "POST", `/api/admin/withdrawals/${held.json.transactionId}/approve`, operator.headers);
    const refused = await approve();
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("RISK_REVIEW_OPEN");

    const clear = (headers: Record<string, string>) =>
      call(t.app, "POST", `/api/admin/compliance/reviews/${p.userId}/clear`, headers, {
        note: "Source of funds seen",
      });
    expect((await clear(p.headers)).status).toBe(403);
    const cleared = await clear(operator.headers);
    expect(cleared.json).toMatchObject({
      status: "cleared",
      clearedBy: operator.userId,
      note: "Source of funds seen",
    });
    expect((await clear(operator.headers)).json.code).toBe("NO_OPEN_REVIEW");

    expect((await approve()).status).toBe(200);
    expect(await stateOf(p.headers, held.json.transactionId)).toBe("APPROVED");
  });

  it("does not flag a low-risk player", async () => {
    const p = await fundedPlayer(t.app, 100_000n, PERSON);
    const added = await call(t.app, "POST", "/api/questionnaire/addClientEvaluation", p.headers, {
      externalId: EXTERNAL_ID,
    });
    for (const criterion of CRITERIA) {
      await call(t.app, "POST", "/api/questionnaire/saveQuestionnaireAnswer", p.headers, {
        clientEvaluationId: added.json.clientEvaluationId,
        criterionId: criterion.id,
        criterionAnswerId: criterion.answers[0]!.id,
        externalId: EXTERNAL_ID,
      });
    }
    const w = await withdraw(p.headers, 200);
    expect(await stateOf(p.headers, w.json.transactionId)).toBe("APPROVED");
  });
});

describe("withdrawals and identity verification", () => {
  it("refuses withdrawals past the lifetime amount until an identity document is approved", async () => {
    const p = await fundedPlayer(t.app, 300_000n);
    const operator = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });
    expect((await withdraw(p.headers, 400)).status).toBe(200);
    expect((await withdraw(p.headers, 600)).status).toBe(200); // exactly the lifetime amount: still allowed

    const refused = await withdraw(p.headers, 10);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("KYC_REQUIRED");
    // Refused means nothing happened: the money is still spendable.
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).real).toBe(200_000n);

    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/user/documents",
      headers: p.headers,
      payload: documentForm("identity", png, "passport.png", "image/png"),
    });
    expect(upload.statusCode).toBe(201);
    // Pending is not verified.
    expect((await withdraw(p.headers, 10)).json.code).toBe("KYC_REQUIRED");
    const approved = await call(
      t.app,
      "POST",
      `/api/admin/documents/${upload.json().id}/approve`,
      operator.headers,
    );
    expect(approved.json.status).toBe("approved");
    expect((await withdraw(p.headers, 10)).status).toBe(200);
  });

  it("counts concurrent withdrawals one after the other against the lifetime amount", async () => {
    const p = await fundedPlayer(t.app, 300_000n);
    const results = await Promise.all(Array.from({ length: 8 }, () => withdraw(p.headers, 200)));
    // 5 × 200 reaches the 1,000 lifetime amount exactly; every further one needs a verified identity.
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.json.code === "KYC_REQUIRED")).toHaveLength(3);
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).real).toBe(200_000n);
  });
});
