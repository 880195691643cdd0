import { screen, within } from "@testing-library/react";
import { delay, http } from "msw";
import { describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { signedInAs } from "@/test/auth-responses";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";
import { trpcUrl } from "@/test/trpc-responses";

describe("AppLayout", () => {
  it("shows the page with the sidebar and, in the right column, the assistant panel once its code has loaded", async () => {
    mockServer.use(
      signedInAs(),
      http.get(trpcUrl("health.check"), () => delay("infinite")),
    );
    renderRoutes(appRoutes, "/");

    expect(await screen.findByRole("heading", { level: 1, name: "Přehled" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    const panel = screen.getByRole("complementary", { name: "AI Assistant" });
    expect(panel).toHaveClass("w-80", "shrink-0");

    expect(await within(panel).findByRole("heading", { level: 2, name: "AI Assistant / Chat" })).toBeInTheDocument();
    expect(within(panel).getByLabelText("Zadej příkaz")).toBeEnabled();
    expect(within(panel).getByRole("log")).toBeInTheDocument();
    expect(within(panel).queryByTestId("chat-panel-loading")).not.toBeInTheDocument();
    // The panel lives beside the page, not inside it.
    expect(within(screen.getByRole("main")).queryByRole("log")).not.toBeInTheDocument();
  });
});
