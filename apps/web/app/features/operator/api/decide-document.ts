import { complianceApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { DOCUMENTS_KEY } from "./keys";

/** The operator's decision on one document; a rejection carries the reason the player will read. */
export type DocumentDecision = { id: string; approve: true } | { id: string; approve: false; reason: string };

/** POST /api/admin/documents/{id}/approve or …/reject: the document as it is afterwards. */
export const decideDocument = (decision: DocumentDecision) => {
  const params = { id: decision.id };
  return decision.approve
    ? api(complianceApi.postAdminDocumentsByIdApprove, { params })
    : api(complianceApi.postAdminDocumentsByIdReject, {
        params,
        body: { reason: decision.reason },
      });
};

export const useDecideDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
};
