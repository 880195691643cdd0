import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { signedInAs } from "@/test/auth-responses";
import { installFakeApi, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

describe("AppLayout", () => {
  it("shows the page with the sidebar and, in the right column, the assistant panel once its code has loaded", async () => {
    mockServer.use(signedInAs());
    installFakeApi({ "health.check": pending() });
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
