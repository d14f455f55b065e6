import { route } from "./route";

/** The periods of a money or session limit; `LimitPeriod` (./limits) is their schema. */
export const LIMIT_PERIODS = ["daily", "weekly", "monthly"] as const;

/** Method and path of every limits endpoint: the server registers them, the web calls through them. */
export const limitsApi = {
  getUserLimits: route("GET", "/api/user/limits", "LimitsResponse"),
  putUserLimits: route("PUT", "/api/user/limits", "LimitsResponse"),
  deleteUserLimitsByType: route("DELETE", "/api/user/limits/:type", "LimitsResponse"),
  getUserLimitsCoolOffSettings: route("GET", "/api/user/limits/coolOffSettings", "ExclusionSettingsResponse"),
  getUserLimitsSelfExclusionSettings: route(
    "GET",
    "/api/user/limits/selfExclusionSettings",
    "ExclusionSettingsResponse",
  ),
  getUserLimitsSessionSummary: route("GET", "/api/user/limits/sessionSummary", "SessionSummaryResponse"),
  getAdminExclusions: route("GET", "/api/admin/exclusions", "ExclusionsAdminResponse"),
  getAdminComplianceSignals: route("GET", "/api/admin/compliance/signals", "ComplianceSignalsResponse"),
  postAdminComplianceSignalsAcknowledgements: route(
    "POST",
    "/api/admin/compliance/signals/acknowledgements",
    "ComplianceSignal",
  ),
  getUserPreferencesBalanceWarning: route(
    "GET",
    "/api/user/preferences/balanceWarning",
    "BalanceWarningResponse",
  ),
  putUserPreferencesBalanceWarning: route(
    "PUT",
    "/api/user/preferences/balanceWarning",
    "BalanceWarningResponse",
  ),
} as const;
