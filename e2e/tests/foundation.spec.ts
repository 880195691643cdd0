import { expect, test } from "../fixtures/app-test";

// The walking skeleton: the built client, the API and the API reference, served by one process, in Chromium.
// `user: _` signs the page in: the app's pages are for signed-in users (the API reference is public).

test.describe("Overview", () => {
  test("shows the backend status reported by the API", async ({ page, request, user: _, consoleErrors }) => {
    const health = await (await request.get("/api/health")).json();
    expect(health.runtime).toMatch(/^node v24\./);

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Přehled", exact: true })).toBeVisible();
    await expect(page.getByText("Backend status", { exact: true })).toBeVisible();

    // The card is the smallest element holding both its title and the runtime it reports.
    const card = page.locator("body *").filter({ hasText: "Backend status" }).filter({ hasText: "node v24" }).last();
    // Each value is its own element, or follows its label ("Status: ok").
    await expect(card.getByText(/^(status:?\s*)?ok$/i)).toBeVisible();
    await expect(card.getByText(/^(runtime:?\s*)?node v24\.\d+\.\d+$/i)).toBeVisible();
    await expect(card).toContainText(health.version);
    await expect(page.getByText("Ověřuji dostupnost…")).toBeHidden();

    expect(consoleErrors, "console errors on the Overview").toEqual([]);
  });

  test("says 'Ověřuji dostupnost…' while the check is under way", async ({ page, user: _ }) => {
    // Hold the health request (REST or tRPC) until the loading text has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/.*health/, async (route) => {
      await released;
      await route.continue();
    });
    try {
      await page.goto("/");
      await expect(page.getByText("Ověřuji dostupnost…")).toBeVisible();
    } finally {
      release();
    }
    await expect(page.getByText("Ověřuji dostupnost…")).toBeHidden();
    await expect(page.getByText(/node v24\.\d+\.\d+/)).toBeVisible();
  });
});

test("an unknown path shows Not Found", async ({ page, user: _ }) => {
  await page.goto("/nope");
  await expect(page.getByText(/Not Found/).first()).toBeVisible();
});

test("the API reference renders Swagger UI from the app's own OpenAPI document", async ({ page, consoleErrors }) => {
  const openApiDocument = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/v1/openapi.json",
  );
  await page.goto("/api/v1/docs/");
  expect((await openApiDocument).status()).toBe(200);

  // Swagger UI gives each operation the id operations-<tag>-<operationId>.
  const getHealth = page.locator('.opblock[id$="-getHealth"]');
  await expect(getHealth).toBeVisible();
  await expect(getHealth).toContainText("/health");
  expect(consoleErrors, "console errors on the API reference").toEqual([]);
});
