import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce";

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls once with the last arguments after the quiet time", () => {
    const fn = vi.fn();
    const run = debounce(fn, 300);
    run("g");
    vi.advanceTimersByTime(200);
    run("go");
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("go");
  });

  it("drops a pending call on cancel", () => {
    const fn = vi.fn();
    const run = debounce(fn, 100);
    run(1);
    run.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
