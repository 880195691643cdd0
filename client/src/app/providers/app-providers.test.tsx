import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { signedInAs } from "@/test/auth-responses";
import { mockServer } from "@/test/mock-server";
import { AppProviders } from "./app-providers";

describe("AppProviders' toaster", () => {
  it("is not part of the first render, and shows toasts once the first frame has been painted", async () => {
    mockServer.use(signedInAs());
    await import("./app-toaster"); // loaded already, so that only the first frame can hold the toaster back
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi
      .spyOn(window, "requestAnimationFrame")
      .mockImplementation((callback) => frames.push(callback));
    render(<AppProviders>page</AppProviders>);
    expect(screen.getByText("page")).toBeInTheDocument();
    // Time enough for the lazy toaster to mount (React reveals suspended content up to 300 ms late): it still is
    // not there before the first frame.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(document.querySelector("section[aria-label^='Notifications']")).toBeNull();

    requestFrame.mockRestore();
    act(() => {
      for (const frame of frames) frame(performance.now());
    });
    // The lazy toaster mounts; a toast raised from then on is shown.
    await vi.waitFor(() => expect(document.querySelector("section[aria-label^='Notifications']")).not.toBeNull());
    act(() => {
      toast.success("Saved");
    });
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });
});
