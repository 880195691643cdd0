import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger";
import { isSafeRequestId } from "./request-id";
import { redactUrl } from "./secret-paths";

const REQUEST_ID_HEADER = "x-request-id";

/**
 * One log line per request with a request id (taken from an X-Request-Id of the safe form of `request-id.ts`, else
 * generated, and echoed back). Only method, URL and status are logged: headers and bodies carry cookies and
 * passwords, and a credential in the URL (an invitation's token, a tRPC input's `token`) is redacted
 * (`secret-paths.ts`).
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers[REQUEST_ID_HEADER];
      const id = isSafeRequestId(incoming) ? incoming : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req: IncomingMessage & { id?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return "error";
      if (res.statusCode >= 400) return "warn";
      return "info";
    },
  });
}
