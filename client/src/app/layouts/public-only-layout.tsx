import { Navigate, Outlet, useLocation } from "react-router";
import { redirectTargetAfterLogin } from "@/features/auth/login-redirect";
import { useSession } from "@/features/auth/use-session";
import { SessionLoading } from "./session-loading";

/**
 * The guard of /login and /register: signed-in users have nothing to do there. It is also what moves a user on
 * after signing in or registering — to the location the protected layout remembered, or to /.
 */
export function PublicOnlyLayout() {
  const { state } = useSession();
  const location = useLocation();

  if (state.status === "loading") return <SessionLoading />;
  if (state.status === "signedIn") return <Navigate to={redirectTargetAfterLogin(location.state)} replace />;
  return <Outlet />;
}
