import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it } from "vitest";
import { ThemeProvider } from "@/app/theme/theme-provider";
import { AppToaster } from "./app-toaster";

describe("AppToaster (spec §9)", () => {
  it("shows toasts top-right, 356 px wide with a 14 px gap, in the current theme", async () => {
    render(
      <ThemeProvider>
        <AppToaster />
      </ThemeProvider>,
    );
    act(() => {
      toast.success("Contact created successfully");
    });

    const message = await screen.findByText("Contact created successfully");
    const toaster = message.closest<HTMLElement>("[data-sonner-toaster]");
    expect(toaster).toHaveAttribute("data-y-position", "top");
    expect(toaster).toHaveAttribute("data-x-position", "right");
    expect(toaster).toHaveAttribute("data-sonner-theme", "dark");
    expect(toaster?.style.getPropertyValue("--width")).toBe("356px");
    expect(toaster?.style.getPropertyValue("--gap")).toBe("14px");
  });
});
