import {
  AddClientEvaluationRequest,
  AddClientEvaluationResponse,
  complianceApi,
  ErrorResponse,
  GetQuestionnaireRequest,
  QuestionnaireResponse,
  SaveQuestionnaireAnswerRequest,
  SaveQuestionnaireAnswerResponse,
  ToggleRoleRequest,
  ToggleRoleResponse,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { requestLocale } from "../../platform/request-context";
import type { QuestionnaireService } from "./questionnaire.service";

const tags = ["questionnaire"];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/**
 * The questionnaire calls (docs/product/compliance.md#api): four POST calls, each for the calling player's own
 * evaluation.
 */
export const questionnaireRoutes =
  (questionnaire: QuestionnaireService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      complianceApi.postQuestionnaireGetQuestionnaire.path,
      {
        schema: {
          tags,
          summary: "The pending evaluation with its criteria, or NO_PENDING_EVALUATION",
          body: GetQuestionnaireRequest,
          response: { 200: QuestionnaireResponse, ...errors },
        },
      },
      async (request) =>
        questionnaire.getQuestionnaire(
          requirePlayer(request).userId,
          request.body.externalId,
          requestLocale(request),
        ),
    );

    app.post(
      complianceApi.postQuestionnaireAddClientEvaluation.path,
      {
        schema: {
          tags,
          summary: "Open an evaluation (the pending one is returned if there is one)",
          body: AddClientEvaluationRequest,
          response: { 200: AddClientEvaluationResponse, ...errors },
        },
      },
      async (request) =>
        questionnaire.addEvaluation(
          requirePlayer(request).userId,
          request.body.externalId,
          request.body.reasonForEvaluation,
        ),
    );

    app.post(
      complianceApi.postQuestionnaireSaveQuestionnaireAnswer.path,
      {
        schema: {
          tags,
          summary: "Save one answer (answer-saved-successfully, else ANSWER_FAILED)",
          body: SaveQuestionnaireAnswerRequest,
          response: { 200: SaveQuestionnaireAnswerResponse, 409: ErrorResponse, ...errors },
        },
      },
      async (request) => questionnaire.saveAnswer(requirePlayer(request).userId, request.body),
    );

    app.post(
      complianceApi.postQuestionnaireToggleRole.path,
      {
        schema: {
          tags,
          summary: "Toggle the questionnaire role (own account, or any for operators)",
          body: ToggleRoleRequest,
          response: { 200: ToggleRoleResponse, 403: ErrorResponse, ...errors },
        },
      },
      async (request) => questionnaire.toggleRole(requirePlayer(request).userId, request.body.userId),
    );
  };
