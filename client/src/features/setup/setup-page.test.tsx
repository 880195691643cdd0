import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { authUrl, setupStatus, signedOutHandlers, testUser } from "@/test/auth-responses";
import { installFakeApi, pending } from "@/test/fake-trpc-server";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

const setupBodies: unknown[] = [];

beforeEach(() => {
  setupBodies.length = 0;
  mockServer.use(...signedOutHandlers());
  installFakeApi({ "health.check": pending(), "overview.get": pending() });
});

function setupAnswers(open: boolean) {
  mockServer.use(
    setupStatus(open),
    http.post("http://localhost/api/v1/setup", async ({ request }) => {
      setupBodies.push(await request.json());
      return HttpResponse.json(
        {
          organization: { id: testUser.orgId, name: "Vltava s.r.o." },
          user: { id: testUser.id, name: testUser.name, email: testUser.email },
          demoData: true,
        },
        { status: 201 },
      );
    }),
    http.post(authUrl("login"), () => HttpResponse.json({ user: testUser })),
  );
}

describe("SetupPage (issue 25 item 1)", () => {
  it("is where the sign-in page leads while Kancl is not set up", async () => {
    setupAnswers(true);
    renderRoutes(appRoutes, "/login");
    expect(await screen.findByRole("heading", { name: "Set up Kancl" })).toBeInTheDocument();
    expect(screen.getByLabelText("Fill with demo data")).toBeChecked();
  });

  it("checks the form with the server's rules, then sets up, signs in and goes to the Overview", async () => {
    setupAnswers(true);
    renderRoutes(appRoutes, "/setup");
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Set up Kancl" });
    await user.click(screen.getByRole("button", { name: "Set up Kancl" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Organization name is required");

    await user.type(screen.getByLabelText("Organization name"), "Vltava s.r.o.");
    await user.type(screen.getByLabelText("IČO (optional)"), "270 82 441");
    await user.type(screen.getByLabelText("Full Name"), "Jana Nováková");
    await user.type(screen.getByLabelText("Email"), "jana@vltava.cz");
    await user.type(screen.getByLabelText("Password"), "Kancl-heslo-2026!");
    await user.type(screen.getByLabelText("Confirm Password"), "Kancl-heslo-2026!");
    await user.click(screen.getByRole("button", { name: "Set up Kancl" }));
    expect(screen.getByRole("alert")).toHaveTextContent("IČO must be 8 digits with a valid check digit");
    expect(setupBodies).toEqual([]);

    await user.clear(screen.getByLabelText("IČO (optional)"));
    await user.type(screen.getByLabelText("IČO (optional)"), "270 82 440");
    await user.click(screen.getByRole("button", { name: "Set up Kancl" }));
    expect(await screen.findByRole("heading", { name: "Přehled" })).toBeInTheDocument();
    expect(setupBodies).toEqual([
      {
        organizationName: "Vltava s.r.o.",
        registrationNumber: "27082440",
        name: "Jana Nováková",
        email: "jana@vltava.cz",
        password: "Kancl-heslo-2026!",
        demoData: true,
      },
    ]);
  });

  it("says Kancl is set up once it is, with the way to sign in", async () => {
    setupAnswers(false);
    renderRoutes(appRoutes, "/setup");
    expect(await screen.findByRole("heading", { name: "Kancl is set up" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });
});
