import { useContext } from "react";
import { SessionContext, type SessionContextValue } from "./session-context";

/** The session and its actions. Throws outside a SessionProvider (spec §8), where there is nothing to read. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used within a SessionProvider");
  return value;
}
