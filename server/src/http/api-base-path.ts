/**
 * Where the REST surface (trpc-to-openapi) and the plain API routes are mounted. Its own module, without imports, so
 * that a router can build an API address without importing the OpenAPI document (which imports every router).
 */
export const API_BASE_PATH = "/api/v1";
