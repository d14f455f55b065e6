import type { LimitsResponse } from "@casino/contract";
import { describe, expect, it } from "vitest";
import {
  COOLING_OFF_MS,
  changeEffectiveAt,
  type LimitView,
  limitBody,
  limitChange,
  limitsOf,
  parseMinutesInput,
  splitMinutes,
  usageTone,
  usedPercent,
} from "./limit-view";

const daily: LimitView = {
  period: "daily",
  value: 50,
  used: 10,
  remaining: 40,
  resetsAt: "2026-05-01T22:00:00Z",
  pending: null,
};

describe("limit changes (UKGC RTS 12, as the server applies them)", () => {
  it("applies a new, lower or equal limit at once and a higher one after 24 hours", () => {
    const now = Date.parse("2026-05-01T10:00:00Z");
    expect(limitChange(undefined, 100)).toBe("new");
    expect(limitChange(daily, 20)).toBe("lower");
    expect(limitChange(daily, 50)).toBe("same");
    expect(limitChange(daily, 80)).toBe("higher");
    expect(changeEffectiveAt("lower", now).getTime()).toBe(now);
    expect(changeEffectiveAt("higher", now).getTime()).toBe(now + COOLING_OFF_MS);
  });

  it("knows a raise that is already waiting, and keeps its original time", () => {
    const pending = { ...daily, pending: { value: 80, effectiveAt: "2026-05-02T09:00:00Z" } };
    expect(limitChange(pending, 80)).toBe("alreadyPending");
    expect(changeEffectiveAt("alreadyPending", 0, pending.pending.effectiveAt).toISOString()).toBe(
      "2026-05-02T09:00:00.000Z",
    );
    expect(limitChange(pending, 90)).toBe("higher");
  });
});

describe("limit view", () => {
  it("reads money and session limits into one shape by period", () => {
    const response = {
      depositLimits: [{ ...daily, amount: 50, currency: "GBP", pending: { amount: null, effectiveAt: "x" } }],
      wageringLimits: [],
      lossLimits: [],
      sessionLimits: [{ ...daily, period: "weekly", minutes: 600, used: 30, remaining: 570, pending: null }],
    } as unknown as LimitsResponse;
    expect(limitsOf(response, "deposit").get("daily")).toMatchObject({
      value: 50,
      pending: { value: null, effectiveAt: "x" },
    });
    expect(limitsOf(response, "session").get("weekly")).toMatchObject({ value: 600, used: 30 });
    expect(limitsOf(response, "loss").size).toBe(0);
  });

  it("fills the bar by the share used and colours it as it runs out", () => {
    expect(usedPercent(10, 50)).toBe(20);
    expect(usedPercent(60, 50)).toBe(100);
    expect(usedPercent(0, 0)).toBe(100);
    expect(usageTone(20)).toBe("ok");
    expect(usageTone(80)).toBe("warn");
    expect(usageTone(100)).toBe("full");
  });

  it("accepts whole minutes up to the length of the window", () => {
    expect(parseMinutesInput(" 90 ", "daily")).toBe(90);
    expect(parseMinutesInput("1440", "daily")).toBe(1440);
    expect(parseMinutesInput("1441", "daily")).toBeNull();
    expect(parseMinutesInput("1441", "weekly")).toBe(1441);
    expect(parseMinutesInput("0", "daily")).toBeNull();
    expect(parseMinutesInput("1.5", "daily")).toBeNull();
    expect(splitMinutes(150)).toEqual({ hours: 2, minutes: 30 });
  });
});

describe("limit requests", () => {
  it("sends one money limit with its currency, or minutes for a session limit", () => {
    expect(limitBody("deposit", "daily", 10, "GBP")).toEqual({
      depositLimits: [{ period: "daily", amount: 10, currency: "GBP" }],
    });
    expect(limitBody("loss", "monthly", 99.5, "EUR")).toEqual({
      lossLimits: [{ period: "monthly", amount: 99.5, currency: "EUR" }],
    });
    expect(limitBody("session", "weekly", 600, "EUR")).toEqual({
      sessionLimit: 600,
      sessionLimitUnit: "minute",
      period: "weekly",
    });
  });
});
