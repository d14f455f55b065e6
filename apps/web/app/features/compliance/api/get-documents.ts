import { complianceApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const DOCUMENTS_KEY = userKey("compliance", "documents");

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: DOCUMENTS_KEY,
    queryFn: ({ signal }) => api(complianceApi.getUserDocuments, { signal }),
    // A document under review changes when an operator decides; look again now and then while one waits.
    refetchInterval: (query) =>
      query.state.data?.documents.some((document) => document.status === "pending") ? 60_000 : false,
  });

/** The player's documents and what is still needed. */
export const useDocuments = () => useQuery(documentsQueryOptions());

/**
 * The profile menu's dot (docs/product/compliance.md#documents): a required document is missing. False for guests and
 * while loading.
 */
export function useDocumentsNeeded(loggedIn: boolean): boolean {
  const documents = useQuery({ ...documentsQueryOptions(), enabled: loggedIn });
  return loggedIn && documents.data?.documentsNeeded === true;
}
