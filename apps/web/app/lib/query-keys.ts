/**
 * Query-key roots shared by features. Everything that belongs to the logged-in player lives under `user`, so
 * logout (or a 401) drops it in one call; the session itself is kept apart because it is set, not dropped.
 */
export const SESSION_KEY = ["session"] as const;
export const USER_KEY = ["user"] as const;

/** A query key that is cleared when the player logs out: `["user", "profile"]`. */
export const userKey = (...parts: readonly unknown[]) => [...USER_KEY, ...parts] as const;
