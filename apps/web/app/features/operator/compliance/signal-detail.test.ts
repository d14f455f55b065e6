import type { ComplianceSignal } from "@casino/contract";
import { describe, expect, it } from "vitest";
import de from "../../../i18n/operator-de.json";
import en from "../../../i18n/operator-en.json";
import { signalDetail } from "./signal-detail";

type Tree = { [key: string]: string | Tree };
/** A tiny `t` over a catalogue: looks the key up and fills {{variables}}. */
const translator =
  (catalogue: Tree) =>
  (key: string, values: Record<string, unknown> = {}) => {
    const text = key
      .split(".")
      .reduce<string | Tree>((node, part) => (node as Tree)[part]!, catalogue) as string;
    return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name]));
  };
const signal = (kind: ComplianceSignal["kind"], detail: ComplianceSignal["detail"]): ComplianceSignal => ({
  id: `${kind}:u`,
  userId: "u",
  username: "anna",
  kind,
  detail,
  at: "2026-11-26T10:00:00.000Z",
  acknowledgement: null,
});

describe("signal details", () => {
  it("says what each rule saw, money in the player's currency", () => {
    const t = translator({ operator: en } as Tree);
    const near = signal("limit_near", {
      type: "deposit",
      period: "daily",
      used: 85,
      limit: 100,
      percent: 85,
      currency: "EUR",
    });
    expect(signalDetail(t, near, "en")).toBe("85 % of the daily deposit limit used (€85.00 of €100.00)");
    const chase = signal("loss_chasing", {
      deposits: 3,
      minutes: 20,
      deposited: 30,
      lost: 20,
      currency: "EUR",
    });
    expect(signalDetail(t, chase, "en")).toBe("3 deposits in 20 minutes (€30.00) after losing €20.00");
    const long = signal("long_session", { minutes: 65, lastSeenAt: "2026-11-26T10:00:00.000Z" });
    expect(signalDetail(t, long, "en")).toMatch(/^Playing for 65 minutes, last seen /);
  });

  it("has German texts for every kind", () => {
    const t = translator({ operator: de } as Tree);
    const near = signal("limit_near", {
      type: "loss",
      period: "weekly",
      used: 45,
      limit: 50,
      percent: 90,
      currency: "EUR",
    });
    expect(signalDetail(t, near, "de")).toContain("90 % des Wochen-Verlustlimits");
  });
});
