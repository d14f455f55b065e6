import { type ContentType, contentAdminApi, type SaveContentRequest, type UrlLocale } from "@casino/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { OPERATOR_KEY } from "../api/keys";

const CONTENT_KEY = [...OPERATOR_KEY, "content"] as const;

/** GET /api/admin/content: entries of a type and locale in every state. */
export const useContentEntries = (type: ContentType, locale: UrlLocale) =>
  useQuery({
    queryKey: [...CONTENT_KEY, type, locale],
    queryFn: ({ signal }) => api(contentAdminApi.getAdminContent, { query: { type, locale }, signal }),
    retry: false,
  });

function useContentAction<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

/** PUT /api/admin/content: saves a draft. */
export const useSaveDraft = () =>
  useContentAction((body: SaveContentRequest) => api(contentAdminApi.putAdminContent, { body }));

/** POST …/{id}/publish (now, or from `publishFrom`) and …/{id}/unpublish. */
export const usePublication = () =>
  useContentAction((input: { id: string; publish: boolean; publishFrom?: string | null }) =>
    input.publish
      ? api(contentAdminApi.postAdminContentByIdPublish, {
          params: { id: input.id },
          body: { publishFrom: input.publishFrom ?? null },
        })
      : api(contentAdminApi.postAdminContentByIdUnpublish, { params: { id: input.id } }),
  );

/** POST …/{id}/preview: a signed link to the entry on the real site. */
export const usePreviewLink = () =>
  useMutation({
    mutationFn: (id: string) => api(contentAdminApi.postAdminContentByIdPreview, { params: { id } }),
  });
