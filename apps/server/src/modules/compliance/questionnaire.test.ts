import { NO_PENDING_EVALUATION, RESTART_EVALUATION_REASON } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { CRITERIA } from "./questionnaire.criteria";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const ADA = { firstName: "Ada", lastName: "Lovelace", birthDate: "1985-12-10" };
const ADA_ID = "Ada_Lovelace_19851210";

const post = (url: string, headers: Record<string, string>, body: unknown) =>
  call(t.app, "POST", url, headers, body);
const getQuestionnaire = (headers: Record<string, string>, externalId = ADA_ID) =>
  post("/api/questionnaire/getQuestionnaire", headers, { externalId });

/**
 * The restart rule (docs/product/compliance.md#questionnaire) as the web runs it: no pending evaluation → add one →
 * load again.
 */
async function openQuestionnaire(headers: Record<string, string>) {
  const first = await getQuestionnaire(headers);
  expect(first.status).toBe(200);
  if (first.json.result.some((r: { code: string }) => r.code === NO_PENDING_EVALUATION)) {
    const added = await post("/api/questionnaire/addClientEvaluation", headers, {
      externalId: ADA_ID,
      reasonForEvaluation: RESTART_EVALUATION_REASON,
    });
    expect(added.status).toBe(200);
    return (await getQuestionnaire(headers)).json;
  }
  return first.json;
}

/** Answers every criterion with the answer of the given mapping reference, or the first answer. */
async function answerAll(headers: Record<string, string>, evaluationId: string, pick: string[] = []) {
  let last: Awaited<ReturnType<typeof post>> | undefined;
  for (const criterion of CRITERIA) {
    const answer = criterion.answers.find((a) => pick.includes(a.mappingReference)) ?? criterion.answers[0]!;
    last = await post("/api/questionnaire/saveQuestionnaireAnswer", headers, {
      clientEvaluationId: evaluationId,
      criterionId: criterion.id,
      criterionAnswerId: answer.id,
      externalId: ADA_ID,
    });
    expect(last.status, JSON.stringify(last.json)).toBe(200);
  }
  return last!.json;
}

describe("questionnaire", () => {
  it("restarts with 'restart evaluation manually' when none is pending, then scores the answers once", async () => {
    const p = await fundedPlayer(t.app, 0n, ADA);
    const none = await getQuestionnaire(p.headers);
    expect(none.json).toMatchObject({ clientEvaluationId: null, criteria: [] });
    expect(none.json.result[0].code).toBe(NO_PENDING_EVALUATION);

    const loaded = await openQuestionnaire(p.headers);
    expect(loaded.reasonForEvaluation).toBe("restart evaluation manually");
    expect(
      loaded.criteria.map((c: { criterion: { mappingReference: string } }) => c.criterion.mappingReference),
    ).toEqual(["PEP_LISTED", "OCCUPATION", "SOURCE_OF_WEALTH", "TOTAL_ANNUAL_INCOME", "INTENDED_AMOUNT"]);
    expect(loaded.criteria.every((c: { criterionAnswerId: null }) => c.criterionAnswerId === null)).toBe(
      true,
    );

    const first = await post("/api/questionnaire/saveQuestionnaireAnswer", p.headers, {
      clientEvaluationId: loaded.clientEvaluationId,
      criterionId: 2,
      criterionAnswerId: 202,
      externalId: ADA_ID,
    });
    expect(first.json).toEqual({
      result: [{ code: "answer-saved-successfully", description: "The answer was saved", criterionId: 2 }],
      completed: false,
    });
    const reloaded = await getQuestionnaire(p.headers);
    expect(reloaded.json.criteria[1].criterionAnswerId).toBe(202);

    const done = await answerAll(p.headers, loaded.clientEvaluationId);
    expect(done.completed).toBe(true);
    // The player is never told the risk outcome (AMLD tipping-off).
    expect(JSON.stringify(done)).not.toMatch(/risk|score/i);
    const late = await post("/api/questionnaire/saveQuestionnaireAnswer", p.headers, {
      clientEvaluationId: loaded.clientEvaluationId,
      criterionId: 1,
      criterionAnswerId: 102,
      externalId: ADA_ID,
    });
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({
      code: "ANSWER_FAILED",
      details: { result: "answer-failed", criterionId: 1 },
    });

    // Submitted: the next opening starts a new evaluation by the restart rule.
    const again = await openQuestionnaire(p.headers);
    expect(again.clientEvaluationId).not.toBe(loaded.clientEvaluationId);
    expect(again.reasonForEvaluation).toBe("restart evaluation manually");
  });

  it("labels the criteria in the request's language", async () => {
    const p = await fundedPlayer(t.app, 0n, ADA);
    await openQuestionnaire(p.headers);
    const german = await getQuestionnaire({ ...p.headers, "x-locale": "de" });
    expect(german.json.criteria[1].criterion.name).toBe("Beruf");
    expect(german.json.criteria[0].criterionAnswers.map((a: { value: string }) => a.value)).toEqual([
      "Nein",
      "Ja",
    ]);
    const canadian = await getQuestionnaire({ ...p.headers, "x-locale": "en-ca" });
    expect(canadian.json.criteria[3].criterion.name).toBe("Total annual income");
  });

  it("refuses an answer of another criterion with answer-failed and saves nothing", async () => {
    const p = await fundedPlayer(t.app, 0n, ADA);
    const loaded = await openQuestionnaire(p.headers);
    const wrong = await post("/api/questionnaire/saveQuestionnaireAnswer", p.headers, {
      clientEvaluationId: loaded.clientEvaluationId,
      criterionId: 1,
      criterionAnswerId: 201,
      externalId: ADA_ID,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe("ANSWER_FAILED");
    expect((await getQuestionnaire(p.headers)).json.criteria[0].criterionAnswerId).toBeNull();
  });

  it("serves only the caller's own questionnaire", async () => {
    const ada = await fundedPlayer(t.app, 0n, ADA);
    const loaded = await openQuestionnaire(ada.headers);
    const other = await fundedPlayer(t.app, 0n, {
      firstName: "Grace",
      lastName: "Hopper",
      birthDate: "1906-12-09",
    });
    expect((await getQuestionnaire(other.headers, ADA_ID)).status).toBe(404);
    const theirs = await post("/api/questionnaire/saveQuestionnaireAnswer", other.headers, {
      clientEvaluationId: loaded.clientEvaluationId,
      criterionId: 1,
      criterionAnswerId: 101,
      externalId: "Grace_Hopper_19061209",
    });
    expect(theirs.status).toBe(409);
    expect((await getQuestionnaire({}, ADA_ID)).status).toBe(401);
  });

  it("opens one evaluation however many restarts arrive together", async () => {
    const p = await fundedPlayer(t.app, 0n, ADA);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        post("/api/questionnaire/addClientEvaluation", p.headers, {
          externalId: ADA_ID,
          reasonForEvaluation: RESTART_EVALUATION_REASON,
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json.clientEvaluationId)).size).toBe(1);
    expect(results.filter((r) => r.json.result[0].code === "EVALUATION_ADDED")).toHaveLength(1);
  });

  it("toggles the questionnaire role for oneself or, as an operator, for anyone; answering drops it", async () => {
    const p = await fundedPlayer(t.app, 0n, ADA);
    const other = await fundedPlayer(t.app, 0n);
    const operator = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });
    const toggle = (headers: Record<string, string>, userId: string) =>
      post("/api/questionnaire/toggleRole", headers, { userId });

    expect((await toggle(p.headers, p.userId)).json).toMatchObject({ questionnaire: true });
    expect((await call(t.app, "GET", "/api/user/roles", p.headers)).json.roles).toContain("questionnaire");
    expect((await toggle(p.headers, p.userId)).json).toMatchObject({ questionnaire: false });
    expect((await toggle(other.headers, p.userId)).status).toBe(403);
    expect((await toggle(operator.headers, p.userId)).json).toMatchObject({ questionnaire: true });

    const loaded = await openQuestionnaire(p.headers);
    await answerAll(p.headers, loaded.clientEvaluationId);
    expect((await call(t.app, "GET", "/api/user/roles", p.headers)).json.roles).not.toContain(
      "questionnaire",
    );
  });
});
