import { route } from "./route";

/** Method and path of every tables endpoint: the server registers them, the web calls through them. */
export const tablesApi = {
  getTables: route("GET", "/api/tables", "TablesResponse"),
  getTablesById: route("GET", "/api/tables/:id", "TableDetail"),
  getTablesByIdRoundsByNumber: route("GET", "/api/tables/:id/rounds/:number"),
  postTablesByIdBets: route("POST", "/api/tables/:id/bets", "TableBet"),
  getTablesByIdStream: route("GET", "/api/tables/:id/stream"),
} as const;
