import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDelayedFlag } from "./use-delayed-flag";

describe("useDelayedFlag (spec §9: pending after 1000 ms, shown at least 500 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (active: boolean) =>
    renderHook(({ on }) => useDelayedFlag(on, 1000, 500), { initialProps: { on: active } });

  it("never shows for work that ends before the delay", () => {
    const { result, rerender } = render(true);
    act(() => vi.advanceTimersByTime(999));
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(false);
  });

  it("shows after the delay and stays for the minimum duration", () => {
    const { result, rerender } = render(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);

    act(() => vi.advanceTimersByTime(100));
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it("hides at once when the minimum duration has already passed", () => {
    const { result, rerender } = render(true);
    act(() => vi.advanceTimersByTime(1000 + 800));
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);
  });
});
