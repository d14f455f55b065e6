import { complianceApi, type SaveQuestionnaireAnswerRequest } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const saveAnswer = (body: SaveQuestionnaireAnswerRequest) =>
  api(complianceApi.postQuestionnaireSaveQuestionnaireAnswer, {
    body,
  });

/** Saves one answer; each criterion shows its own saving / saved / failed state (the caller keeps it). */
export const useSaveAnswer = () => useMutation({ mutationFn: saveAnswer });
