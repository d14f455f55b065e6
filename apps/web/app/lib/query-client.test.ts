import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient, sessionGone } from "./query-client";
import { SESSION_KEY, userKey } from "./query-keys";

describe("a session that has ended", () => {
  it("is a 401 anywhere, or the balance call's 400 Session not found (docs/product/shell.md#errors)", () => {
    expect(sessionGone(new ApiError(401, "UNAUTHORIZED", "No session"))).toBe(true);
    expect(sessionGone(new ApiError(400, "BAD_REQUEST", "Session not found"))).toBe(true);
    expect(sessionGone(new ApiError(400, "INVALID_AMOUNT", "The minimum is 10"))).toBe(false);
    expect(sessionGone(new TypeError("Failed to fetch"))).toBe(false);
  });

  it("drops the player's data when a query fails that way", async () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_KEY, { userId: "u1" });
    client.setQueryData(userKey("profile"), { name: "Alex" });
    await client
      .fetchQuery({
        queryKey: userKey("balance"),
        retry: false,
        queryFn: () => Promise.reject(new ApiError(400, "BAD_REQUEST", "Session not found")),
      })
      .catch(() => undefined);
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
    expect(client.getQueryData(userKey("profile"))).toBeUndefined();
  });
});
