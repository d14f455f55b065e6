import { type ProviderView, providersApi } from "@casino/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { OPERATOR_KEY } from "../api/keys";

export type Provider = z.infer<typeof ProviderView>;

const PROVIDERS_KEY = [...OPERATOR_KEY, "providers"] as const;

/** GET /api/admin/providers: every registered studio with its games. */
export const useProviders = () =>
  useQuery({
    queryKey: PROVIDERS_KEY,
    queryFn: ({ signal }) => api(providersApi.getAdminProviders, { signal }),
    retry: false,
  });

/** The PUT body of a provider as it is now: every field but the id, the secret and the creation time. */
const updateOf = ({ id: _id, secret: _secret, createdAt: _createdAt, reportUrl, ...rest }: Provider) => ({
  ...rest,
  ...(reportUrl ? { reportUrl } : {}),
});

/** PUT /api/admin/providers/{id}: saves the provider with `change` applied (the server records before/after). */
export const saveProvider = ({ provider, change }: { provider: Provider; change: Partial<Provider> }) =>
  api(providersApi.putAdminProvidersById, {
    params: { id: provider.id },
    body: updateOf({ ...provider, ...change }),
  });

/**
 * POST /api/admin/providers: registers a studio (its games come later, with its feed); the answer carries the secret
 * the server generated, once.
 */
export const createProvider = (body: {
  id: string;
  name: string;
  launchUrl: string;
  reportUrl?: string;
  currencies: string[];
  countries: string[];
  enabled: boolean;
}) => api(providersApi.postAdminProviders, { body: { ...body, games: [] } });

/** POST /api/admin/providers/{id}/rotate-secret: the answer carries the new secret, once. */
export const rotateSecret = (id: string) =>
  api(providersApi.postAdminProvidersByIdRotateSecret, { params: { id } });

function useProviderAction<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY }),
  });
}

export const useSaveProvider = () => useProviderAction(saveProvider);
export const useCreateProvider = () => useProviderAction(createProvider);
export const useRotateSecret = () => useProviderAction(rotateSecret);
