import { afterEach, describe, expect, it, vi } from "vitest";
import { ROUTE_DATA_WAIT_MS, waitForRouteData } from "./route-data";

describe("waitForRouteData", () => {
  afterEach(() => vi.useRealTimers());

  it("lets the navigation go on as soon as the page's queries have answered, failed ones too", async () => {
    vi.useFakeTimers();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let done = false;
    const waiting = waitForRouteData([answered, Promise.reject(new Error("404"))]).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    answer();
    await waiting;
    expect(done).toBe(true);
  });

  it("holds the navigation at most ROUTE_DATA_WAIT_MS for a slow answer", async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = waitForRouteData([new Promise(() => {})]).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(ROUTE_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
