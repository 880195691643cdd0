import "@testing-library/jest-dom/vitest";
import { en } from "@kancl/shared/i18n/catalogue";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { installCatalogues } from "@/i18n/i18n";
import { mockServer } from "./mock-server";
import { forgetScreens } from "./render-with-providers";

// Each area's texts are a data file its route fetches (decision 210); tests render the pages directly, so the whole
// English catalogue is in place from the start.
installCatalogues({ en });

// jsdom has no pointer capture; sonner calls setPointerCapture when a toast (or a button in one) is pressed,
// which would surface as an uncaught TypeError outside the test that clicked it.
if (!("setPointerCapture" in Element.prototype)) {
  Object.assign(Element.prototype, {
    setPointerCapture() {},
    releasePointerCapture() {},
    hasPointerCapture: () => false,
  });
}

// \`findBy…\` and \`waitFor\` give up after 1 s by default. CI runs four test suites side by side on 2 cores, and there a
// mocked request and the re-render after it have taken longer than that (a session refresh, seen failing once). A
// longer wait only changes how long a failing test takes to fail.
configure({ asyncUtilTimeout: 5_000 });

// Any request a test did not describe is a bug in the test (or the code): fail instead of hitting the network.
beforeAll(() => mockServer.listen({ onUnhandledFrame: "error" }));

afterEach(() => {
  forgetScreens();
  cleanup();
  mockServer.resetHandlers();
  window.localStorage.clear();
  document.documentElement.className = "";
});

afterAll(() => mockServer.close());
