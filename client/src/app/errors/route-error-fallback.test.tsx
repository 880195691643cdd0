import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorFallback } from "./route-error-fallback";

function Broken(): never {
  throw new Error("Cannot read the invoice total");
}

function renderFailingRoute() {
  const router = createMemoryRouter([{ path: "/", element: <Broken />, errorElement: <RouteErrorFallback /> }]);
  return render(<RouterProvider router={router} />);
}

describe("RouteErrorFallback", () => {
  it("replaces a failing page and reveals the error only on request", async () => {
    // React Router logs the caught error; keep the test output clean.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    renderFailingRoute();

    expect(screen.getByRole("heading", { name: "Something went wrong!" })).toBeInTheDocument();
    expect(screen.queryByText("Cannot read the invoice total")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show Error" }));
    expect(screen.getByText("Cannot read the invoice total")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hide Error" })).toHaveAttribute("aria-expanded", "true");

    await user.click(screen.getByRole("button", { name: "Hide Error" }));
    expect(screen.queryByText("Cannot read the invoice total")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show Error" })).toBeInTheDocument();

    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });

  it("shows status and text of a thrown response", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([
      {
        path: "/",
        loader: () => {
          throw new Response(null, { status: 404, statusText: "Not Found" });
        },
        element: <p>never</p>,
        hydrateFallbackElement: <p>Loading</p>,
        errorElement: <RouteErrorFallback />,
      },
    ]);
    render(<RouterProvider router={router} />);

    await user.click(await screen.findByRole("button", { name: "Show Error" }));
    expect(screen.getByText("404 Not Found")).toBeInTheDocument();
  });
});
