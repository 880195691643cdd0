import type { RegisterInput, User } from "@kancl/shared";
import { createContext } from "react";
import type { SessionState } from "./session-machine";

export interface SessionContextValue {
  state: SessionState;
  /** The signed-in user, or null while loading and when signed out. */
  user: User | null;
  /** Signs in; rejects with the server's error (an ApiError) or a network error, leaving the session as it was. */
  login: (email: string, password: string) => Promise<User>;
  /** Creates the account, then signs in with the same credentials (spec §4). */
  register: (input: RegisterInput) => Promise<User>;
  /** Signs out; the user is cleared even when the server cannot be reached (spec §4). Never rejects. */
  logout: () => Promise<void>;
  /** The server answered a new version of the signed-in user (its language changed): puts it on screen. */
  updateUser: (user: User) => void;
}

/** null outside a SessionProvider, which useSession turns into an error. */
export const SessionContext = createContext<SessionContextValue | null>(null);
