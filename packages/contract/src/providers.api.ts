import { route } from "./route";

/** Method and path of every providers endpoint. */
export const providersApi = {
  getAdminProviders: route("GET", "/api/admin/providers", "ProvidersResponse"),
  postAdminProviders: route("POST", "/api/admin/providers", "ProviderView"),
  putAdminProvidersById: route("PUT", "/api/admin/providers/:id", "ProviderView"),
  postAdminProvidersByIdRotateSecret: route("POST", "/api/admin/providers/:id/rotate-secret", "ProviderView"),
  getAdminProvidersRoundsOpen: route("GET", "/api/admin/providers/rounds/open"),
  getAdminProvidersByIdReconciliations: route("GET", "/api/admin/providers/:id/reconciliations"),
  postRgsAuthenticate: route("POST", "/api/rgs/v1/authenticate"),
  postRgsBalance: route("POST", "/api/rgs/v1/balance"),
  postRgsBet: route("POST", "/api/rgs/v1/bet"),
  postRgsWin: route("POST", "/api/rgs/v1/win"),
  postRgsRollback: route("POST", "/api/rgs/v1/rollback"),
  postRgsEndRound: route("POST", "/api/rgs/v1/end-round"),
} as const;
