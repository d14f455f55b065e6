import { complianceApi, pathOf } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { DOCUMENTS_KEY, QUEUE_REFRESH_MS } from "./keys";

/** GET /api/admin/documents: KYC documents waiting for review (the default status), oldest first. */
export const getPendingDocuments = (signal?: AbortSignal) =>
  api(complianceApi.getAdminDocuments, { signal, query: { status: "pending" } });

export const pendingDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: DOCUMENTS_KEY,
    queryFn: ({ signal }) => getPendingDocuments(signal),
    refetchInterval: QUEUE_REFRESH_MS,
    retry: false,
  });

export const usePendingDocuments = (enabled = true) =>
  useQuery({ ...pendingDocumentsQueryOptions(), enabled });

/** Where a document's file opens: the owner's download route, which operators may use too. */
export const documentFileUrl = (id: string) => pathOf(complianceApi.getUserDocumentsByIdFile, { id });
