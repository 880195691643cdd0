import type { Request, Response } from "express";
import type { Services } from "../services";

/** What every procedure receives. Built per request from the app's services. */
export interface Context {
  req: Request;
  res: Response;
  services: Services;
}

export function contextFactory(services: Services) {
  return ({ req, res }: { req: Request; res: Response }): Context => ({ req, res, services });
}
