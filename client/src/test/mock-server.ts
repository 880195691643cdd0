import { setupServer } from "msw/node";

/**
 * The network as tests see it. Tests add handlers with `mockServer.use(...)` for the API answers they need;
 * the handlers are reset after each test.
 */
export const mockServer = setupServer();
