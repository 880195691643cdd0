/** The runtime settings services need, derived once from the environment (see index.ts) or set by tests. */
export interface AppSettings {
  /** Signs access tokens (HS256). From SESSION_SECRET, or generated once into DATA_DIR. */
  sessionSecret: string;
  /** Bearer token of the admin API; undefined disables it (404). */
  adminToken: string | undefined;
  /** Origins besides the app's own that may make state-changing calls (CSRF). */
  appOrigins: string[];
  rateLimits: {
    loginFailuresPerAccount: number;
    authRequestsPerIp: number;
    windowMs: number;
    /** Calls per API key per minute. */
    apiKeyRequestsPerMinute: number;
  };
}
