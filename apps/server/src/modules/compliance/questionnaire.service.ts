import {
  ANSWER_SAVED,
  can,
  NO_PENDING_EVALUATION,
  QUESTIONNAIRE_ROLE,
  type QuestionnaireResponse,
  questionnaireExternalId,
  type SaveQuestionnaireAnswerRequest,
  type UrlLocale,
} from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { forbidden, notFound } from "../../platform/errors";
import type { AccountService } from "../account";
import { answerFailed } from "./compliance.errors";
import { complianceStore } from "./compliance.store";
import { answerOf, CRITERIA, criterionById } from "./questionnaire.criteria";
import { riskScore } from "./risk-score";

export type QuestionnaireAccounts = Pick<AccountService, "sessionUser" | "rolesOf" | "toggleRole">;

export interface QuestionnaireDeps {
  db: Db;
  clock: Clock;
  accounts: QuestionnaireAccounts;
}

/**
 * The AML questionnaire (docs/product/compliance.md#questionnaire): one pending evaluation at a time, scored when its
 * last answer is saved.
 */
export function createQuestionnaireService(deps: QuestionnaireDeps) {
  const { db, clock, accounts } = deps;

  /**
   * The caller's own externalId, or a 404 when they name anyone else's: a player reads and answers only their
   * own questionnaire, and learns nothing about whether another reference exists.
   */
  async function ownExternalId(userId: string, externalId: string): Promise<string> {
    const user = await accounts.sessionUser(userId);
    const own = user ? questionnaireExternalId(user) : null;
    if (!own || own.toLowerCase() !== externalId.trim().toLowerCase()) throw notFound("No such client");
    return own;
  }

  return {
    async getQuestionnaire(
      userId: string,
      externalId: string,
      locale: UrlLocale,
    ): Promise<QuestionnaireResponse> {
      const own = await ownExternalId(userId, externalId);
      const base = { externalId: own, clientExternalReference: own };
      const evaluation = await complianceStore.pendingEvaluation(db, userId);
      if (!evaluation) {
        return {
          ...base,
          clientEvaluationId: null,
          reasonForEvaluation: null,
          criteria: [],
          result: [{ code: NO_PENDING_EVALUATION, description: "The client has no pending evaluations" }],
        };
      }
      const answers = await complianceStore.answers(db, evaluation.id);
      return {
        ...base,
        clientEvaluationId: evaluation.id,
        reasonForEvaluation: evaluation.reason,
        criteria: CRITERIA.map((criterion) => ({
          criterionId: criterion.id,
          criterion: { mappingReference: criterion.mappingReference, name: criterion.label[locale] },
          criterionAnswers: criterion.answers.map((answer) => ({
            id: answer.id,
            value: answer.label[locale],
            mappingReference: answer.mappingReference,
          })),
          criterionAnswerId: answers.get(criterion.id) ?? null,
        })),
        result: [],
      };
    },

    /** Opens an evaluation; when one is pending already, that one is returned (a retry or a double click). */
    async addEvaluation(userId: string, externalId: string, reason: string) {
      const own = await ownExternalId(userId, externalId);
      const { evaluation, added } = await complianceStore.openEvaluation(db, {
        userId,
        externalId: own,
        reason,
        createdAt: clock.now(),
      });
      return {
        clientEvaluationId: evaluation.id,
        reasonForEvaluation: evaluation.reason,
        result: [
          added
            ? { code: "EVALUATION_ADDED", description: "The evaluation was added" }
            : { code: "EVALUATION_PENDING", description: "An evaluation is pending already" },
        ],
      };
    },

    /**
     * Saves one answer. The last missing answer completes the evaluation: its risk score is stored, a high score
     * opens a review of the account (risk-score.ts), and the questionnaire role is dropped (the player has
     * answered what was asked).
     */
    async saveAnswer(userId: string, input: SaveQuestionnaireAnswerRequest) {
      await ownExternalId(userId, input.externalId);
      const criterion = criterionById(input.criterionId);
      if (!criterion) throw answerFailed(400, "No such criterion", input.criterionId);
      if (!answerOf(criterion, input.criterionAnswerId))
        throw answerFailed(400, "That answer does not belong to this criterion", input.criterionId);
      const completed = await inTransaction(db, async (tx) => {
        const evaluation = await complianceStore.lockEvaluation(tx, input.clientEvaluationId);
        if (!evaluation || evaluation.userId !== userId)
          throw answerFailed(409, "No such evaluation", input.criterionId);
        if (evaluation.status !== "pending")
          throw answerFailed(409, "This evaluation is not pending any more", input.criterionId);
        const now = clock.now();
        await complianceStore.saveAnswer(tx, evaluation.id, criterion.id, input.criterionAnswerId, now);
        const answers = await complianceStore.answers(tx, evaluation.id);
        if (!CRITERIA.every((c) => answers.has(c.id))) return false;
        const risk = riskScore(answers);
        await complianceStore.completeEvaluation(tx, evaluation.id, risk.score, risk.level, now);
        if (risk.level === "high") {
          await complianceStore.openReview(tx, {
            userId,
            evaluationId: evaluation.id,
            score: risk.score,
            level: risk.level,
            openedAt: now,
          });
        }
        return true;
      });
      if (completed && (await accounts.rolesOf(userId)).includes(QUESTIONNAIRE_ROLE))
        await accounts.toggleRole(userId, QUESTIONNAIRE_ROLE);
      return {
        result: [{ code: ANSWER_SAVED, description: "The answer was saved", criterionId: criterion.id }],
        completed,
      };
    },

    /**
     * Toggles the questionnaire role: a player their own, an operator anyone's
     * (docs/product/compliance.md#questionnaire).
     */
    async toggleRole(callerId: string, userId: string) {
      if (callerId !== userId && !can(await accounts.rolesOf(callerId), "players.manage"))
        throw forbidden("Only operators may change another player's roles");
      const roles = await accounts.toggleRole(userId, QUESTIONNAIRE_ROLE);
      if (!roles) throw notFound("No such player");
      return { userId, questionnaire: roles.includes(QUESTIONNAIRE_ROLE), roles };
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
