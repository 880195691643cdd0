import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAfterFirstPaint } from "./use-after-first-paint";

describe("useAfterFirstPaint", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is false on the first render and turns true after the next animation frame", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);

    // Nothing happens before the frame has come.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(false);

    expect(frames).toHaveLength(1);
    frames[0]?.(performance.now());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it("cancels what it scheduled when the component goes away first", () => {
    const cancel = vi.spyOn(window, "cancelAnimationFrame");
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 42);
    const { unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    expect(cancel).toHaveBeenCalledWith(42);
  });
});
