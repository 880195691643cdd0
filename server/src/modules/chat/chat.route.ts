import { formatValidationIssues } from "@kancl/shared";
import { type NextFunction, type Request, type Response, Router } from "express";
import { runAsActor } from "../../db/audit-context";
import { AppError } from "../../errors/app-error";
import type { Services } from "../../services";
import { auditActorOf, resolveCaller } from "../auth/caller";
import { chatRequestSchema } from "./chat-request";

/** Every failure answers through the final error handler (toHttpAnswer); a stream already started is ended there. */
function answerError(error: unknown, _res: Response, next: NextFunction) {
  next(error);
}

/**
 * The assistant's HTTP routes (plain Express: the answer is a stream, not JSON), mounted under /api/v1 before the
 * REST adapter. The stream is never compressed (http/compression.ts takes JSON only): a compressor would hold back
 * server-sent events.
 */
export function chatRoutes(services: Services): Router {
  const routes = Router();

  routes.post("/ai/chat", async (req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = await resolveCaller(services, req);
      const parsed = chatRequestSchema.safeParse(req.body);
      if (!parsed.success) throw new AppError("BAD_REQUEST", formatValidationIssues(parsed.error.issues));
      // A client that goes away stops the model: nobody is left to read the answer.
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      // A confirmed change is the user's (the audit log names them, decision 110).
      await runAsActor(auditActorOf(caller, req), () =>
        services.chat.respond(caller, parsed.data, res, controller.signal),
      );
    } catch (error) {
      answerError(error, res, next);
    }
  });

  routes.get("/ai/chat/:chatId/stream", async (req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = await resolveCaller(services, req);
      if (!(await services.chat.resume(caller, String(req.params.chatId), res))) res.status(204).end();
    } catch (error) {
      answerError(error, res, next);
    }
  });

  routes.get("/ai/chat/:chatId", async (req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = await resolveCaller(services, req);
      res.json(await services.chat.get(caller, String(req.params.chatId)));
    } catch (error) {
      answerError(error, res, next);
    }
  });

  return routes;
}
