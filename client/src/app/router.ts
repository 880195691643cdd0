import { createBrowserRouter } from "react-router";
import { appRoutes } from "./routes";

/** The browser router over the app's routes; created once in main.tsx, outside React. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
