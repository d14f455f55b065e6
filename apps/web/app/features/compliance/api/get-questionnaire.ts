import { complianceApi, NO_PENDING_EVALUATION, RESTART_EVALUATION_REASON } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const QUESTIONNAIRE_KEY = userKey("compliance", "questionnaire");

const getQuestionnaire = (externalId: string, signal?: AbortSignal) =>
  api(complianceApi.postQuestionnaireGetQuestionnaire, {
    body: { externalId },
    signal,
  });

/**
 * docs/product/compliance.md#questionnaire: loads the questionnaire; when the result says there is no pending
 * evaluation, adds one with the reason "restart evaluation manually" and loads it again.
 */
export async function loadQuestionnaire(externalId: string, signal?: AbortSignal) {
  const first = await getQuestionnaire(externalId, signal);
  if (!first.result.some((result) => result.code === NO_PENDING_EVALUATION)) return first;
  await api(complianceApi.postQuestionnaireAddClientEvaluation, {
    body: { externalId, reasonForEvaluation: RESTART_EVALUATION_REASON },
    signal,
  });
  return getQuestionnaire(externalId, signal);
}

export const questionnaireQueryOptions = (externalId: string) =>
  queryOptions({
    queryKey: [...QUESTIONNAIRE_KEY, externalId],
    queryFn: ({ signal }) => loadQuestionnaire(externalId, signal),
    // Opening the modal always starts from the server's state (a submitted evaluation starts a new one).
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** The questionnaire while the modal is open. */
export const useQuestionnaire = (externalId: string, enabled: boolean) =>
  useQuery({ ...questionnaireQueryOptions(externalId), enabled });
