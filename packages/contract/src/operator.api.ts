import { route } from "./route";

/** Method and path of the player 360 and money-correction endpoints. */
export const operatorApi = {
  getAdminPlayers: route("GET", "/api/admin/players", "PlayerSearchResponse"),
  getAdminPlayersById: route("GET", "/api/admin/players/:id", "PlayerDetail"),
  getAdminPlayersByIdLedger: route("GET", "/api/admin/players/:id/ledger", "PlayerLedgerResponse"),
  postAdminPlayersByIdNotes: route("POST", "/api/admin/players/:id/notes", "StaffNote"),
  postAdminPlayersByIdLock: route("POST", "/api/admin/players/:id/lock", "PlayerActionResponse"),
  postAdminPlayersByIdUnlock: route("POST", "/api/admin/players/:id/unlock", "PlayerActionResponse"),
  postAdminPlayersByIdEndSessions: route(
    "POST",
    "/api/admin/players/:id/end-sessions",
    "PlayerActionResponse",
  ),
  postAdminPlayersByIdImpersonate: route(
    "POST",
    "/api/admin/players/:id/impersonate",
    "ImpersonationResponse",
  ),
  postAdminPlayersByIdAdjustments: route("POST", "/api/admin/players/:id/adjustments", "Adjustment"),
  getAdminAdjustments: route("GET", "/api/admin/adjustments", "AdjustmentsResponse"),
  postAdminAdjustmentsByIdApprove: route("POST", "/api/admin/adjustments/:id/approve", "Adjustment"),
  postAdminAdjustmentsByIdReject: route("POST", "/api/admin/adjustments/:id/reject", "Adjustment"),
} as const;
