import { settingsApi } from "@casino/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SITE_KEY } from "./keys";

/** GET /api/settings: the site switches as visitors get them now (not the value this page was rendered with). */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: SITE_KEY,
    queryFn: ({ signal }) => api(settingsApi.getSettings, { signal }),
    staleTime: 0,
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());

/** PUT /api/admin/settings/maintenance: turns maintenance mode on or off; the answer is the new state. */
export const setMaintenance = (enabled: boolean) =>
  api(settingsApi.putAdminSettingsMaintenance, { body: { enabled } });

export const useSetMaintenance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: (settings) => queryClient.setQueryData(SITE_KEY, settings),
    onError: () => queryClient.invalidateQueries({ queryKey: SITE_KEY }),
  });
};
