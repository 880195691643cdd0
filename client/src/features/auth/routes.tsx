import type { RouteObject } from "react-router";
import { withTexts } from "@/i18n/with-texts";

// Issue 35 item 1: a feature exports its routes and the app's route tree (app/routes.tsx) lists them, one line each.
// Every page is its own chunk (the function form of `lazy`, decision 201).

/** The sign-in screens, for visitors who are not signed in (behind PublicOnlyLayout). */
export const authPublicRoutes: RouteObject[] = [
  {
    path: "login",
    lazy: withTexts(["auth"], async () => ({ Component: (await import("./login-page")).LoginPage })),
  },
  {
    path: "register",
    lazy: withTexts(["auth"], async () => ({ Component: (await import("./register-page")).RegisterPage })),
  },
  {
    path: "forgot-password",
    lazy: withTexts(["auth"], async () => ({ Component: (await import("./forgot-password-page")).ForgotPasswordPage })),
  },
  {
    path: "invite/:token",
    lazy: withTexts(["auth"], async () => ({ Component: (await import("./invitation-page")).InvitationPage })),
  },
];

/** Open to anyone holding a link, signed in or not: a reset ends every session anyway. */
export const authOpenRoutes: RouteObject[] = [
  {
    path: "reset-password",
    lazy: withTexts(["auth"], async () => ({ Component: (await import("./reset-password-page")).ResetPasswordPage })),
  },
];
