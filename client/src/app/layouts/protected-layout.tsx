import { Navigate, Outlet, useLocation } from "react-router";
import { loginRedirectState } from "@/features/auth/login-redirect";
import { useSession } from "@/features/auth/use-session";
import { SessionLoading } from "./session-loading";

/**
 * The guard of every route except /login and /register (spec §2, §6): Loading while the session resolves, the
 * page once signed in, otherwise /login. The attempted location rides along in the router state so sign-in can
 * return there — except after a deliberate logout, when the next user starts at /.
 */
export function ProtectedLayout() {
  const { state } = useSession();
  const location = useLocation();

  if (state.status === "loading") return <SessionLoading />;
  if (state.status === "signedOut") {
    const redirectState = state.reason === "loggedOut" ? undefined : loginRedirectState(location);
    return <Navigate to="/login" replace state={redirectState} />;
  }
  return <Outlet />;
}
