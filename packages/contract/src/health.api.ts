import { route } from "./route";

/** Method and path of every health endpoint: the server registers them, the web calls through them. */
export const healthApi = {
  getHealth: route("GET", "/api/health", "HealthResponse"),
  getHealthLive: route("GET", "/api/health/live"),
  getHealthReady: route("GET", "/api/health/ready"),
} as const;
