import { describe, expect, it } from "vitest";
import type { SessionPrincipal } from "../../platform/auth";
import { matchesTargeting, resolveVisitor, wantsPreview } from "./targeting";

const principal: SessionPrincipal = {
  token: "t",
  userId: "u",
  restricted: false,
  locale: "en",
  loginTime: new Date(0),
};

describe("resolveVisitor", () => {
  it("takes login and roles from the session, never from the flags", () => {
    const guest = resolveVisitor(null, [], { authenticated: true, roles: ["operator"] });
    expect(guest).toMatchObject({ authenticated: false, identified: false, roles: [], theme: "dark" });
    const player = resolveVisitor(principal, ["player", "vip"], {});
    expect(player).toMatchObject({ authenticated: true, identified: true, roles: ["player", "vip"] });
  });

  it("lets the flags narrow the session", () => {
    expect(resolveVisitor(principal, ["player", "vip"], { roles: ["vip", "operator"] }).roles).toEqual([
      "vip",
    ]);
    const asGuest = resolveVisitor(principal, ["operator"], { authenticated: false });
    expect(asGuest).toMatchObject({ authenticated: false, roles: [] });
    expect(resolveVisitor(principal, [], { identified: false }).identified).toBe(true);
  });

  it("normalises codes and tags to upper case and keeps the theme", () => {
    const visitor = resolveVisitor(null, [], {
      bonusCodes: ["comet50"],
      campaignTags: ["Spring"],
      theme: "light",
    });
    expect(visitor).toMatchObject({ bonusCodes: ["COMET50"], campaignTags: ["SPRING"], theme: "light" });
  });
});

describe("matchesTargeting", () => {
  const guest = resolveVisitor(null, [], {});
  const identifiedGuest = resolveVisitor(null, [], { identified: true });
  const player = resolveVisitor(principal, ["player"], { bonusCodes: ["WELCOME100"] });

  it("admits everyone when there are no rules", () => {
    expect(matchesTargeting({}, guest)).toBe(true);
    expect(matchesTargeting({ audience: "everyone", roles: [] }, player)).toBe(true);
  });

  it("checks the audience", () => {
    expect(matchesTargeting({ audience: "guests" }, guest)).toBe(true);
    expect(matchesTargeting({ audience: "guests" }, player)).toBe(false);
    expect(matchesTargeting({ audience: "authenticated" }, guest)).toBe(false);
    expect(matchesTargeting({ audience: "authenticated" }, player)).toBe(true);
    expect(matchesTargeting({ audience: "identified" }, guest)).toBe(false);
    expect(matchesTargeting({ audience: "identified" }, identifiedGuest)).toBe(true);
    expect(matchesTargeting({ audience: "identified" }, player)).toBe(true);
  });

  it("needs one match on every axis that has rules", () => {
    expect(matchesTargeting({ roles: ["player"], bonusCodes: ["welcome100"] }, player)).toBe(true);
    expect(matchesTargeting({ roles: ["player"], bonusCodes: ["OTHER"] }, player)).toBe(false);
    expect(matchesTargeting({ campaignTags: ["SPRING"] }, player)).toBe(false);
    expect(matchesTargeting({ themes: ["dark"] }, player)).toBe(true);
    expect(matchesTargeting({ themes: ["light"] }, player)).toBe(false);
  });
});

describe("wantsPreview", () => {
  it("needs the 2587 flag and a preview role", () => {
    const editor = resolveVisitor(principal, ["content_preview"], {});
    expect(wantsPreview(editor, { draft: 2587 })).toBe(true);
    expect(wantsPreview(editor, { draft: 2586 })).toBe(false);
    expect(wantsPreview(resolveVisitor(principal, ["player"], {}), { draft: 2587 })).toBe(false);
    expect(wantsPreview(resolveVisitor(null, ["content"], { roles: ["content"] }), { draft: 2587 })).toBe(
      false,
    );
  });
});
