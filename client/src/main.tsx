import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { findRootElement } from "./app/root-element";
import { createAppRouter } from "./app/router";
import "./index.css";

const router = createAppRouter();

createRoot(findRootElement()).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
