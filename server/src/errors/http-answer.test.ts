import { INTERNAL_ERROR_MESSAGE } from "@kancl/shared";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../db/errors";
import { AppError, TooManyRequestsError } from "./app-error";
import { toHttpAnswer } from "./http-answer";

describe("toHttpAnswer", () => {
  it("answers an AppError with its code's status and its message, wrapped by tRPC or not", () => {
    const error = new AppError("CONFLICT", "This deal was changed by someone else.");
    const expected = { status: 409, body: { error: error.message }, headers: {} };
    expect(toHttpAnswer(error)).toEqual(expected);
    expect(toHttpAnswer(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error }))).toEqual(expected);
  });

  it("adds Retry-After, in whole seconds and at least 1, to a 429", () => {
    const later = toHttpAnswer(new TooManyRequestsError("Too many", Date.now() + 29_500));
    expect(later).toEqual({ status: 429, body: { error: "Too many" }, headers: { "Retry-After": "30" } });
    expect(toHttpAnswer(new TooManyRequestsError("Too many", Date.now() - 5_000)).headers).toEqual({
      "Retry-After": "1",
    });
  });

  it("answers a database outage 503 with a plain sentence", () => {
    const outage = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const expected = { status: 503, body: { error: DATABASE_UNAVAILABLE_MESSAGE }, headers: {} };
    expect(toHttpAnswer(outage)).toEqual(expected);
    expect(toHttpAnswer(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: outage }))).toEqual(expected);
  });

  it("answers body-parser's errors with their 4xx and a fixed text", () => {
    const tooLarge = Object.assign(new Error("request entity too large"), { status: 413, type: "entity.too.large" });
    expect(toHttpAnswer(tooLarge)).toEqual({
      status: 413,
      body: { error: "Request body too large: the limit is 1 MB" },
      headers: {},
    });
    expect(toHttpAnswer(Object.assign(new Error("secret"), { status: 400 })).body).toEqual({ error: "Bad request" });
  });

  it("answers anything else 500 with a generic text, never its own", () => {
    for (const error of [new Error('relation "secret_table" does not exist'), "a string", undefined]) {
      expect(toHttpAnswer(error)).toEqual({ status: 500, body: { error: INTERNAL_ERROR_MESSAGE }, headers: {} });
    }
    const wrapped = new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: new Error("secret_table") });
    expect(toHttpAnswer(wrapped)).toEqual({ status: 500, body: { error: INTERNAL_ERROR_MESSAGE }, headers: {} });
  });
});
