import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { ApiError, apiErrorFromResponse, describeFailedResponse, errorMessageOf } from "./api-error";

describe("describeFailedResponse (spec §8)", () => {
  it("takes the message from the JSON body's error field", () => {
    expect(describeFailedResponse(409, JSON.stringify({ error: "Version conflict" }))).toEqual({
      message: "Version conflict",
      body: { error: "Version conflict" },
    });
  });

  it("uses the response text when the body is not JSON", () => {
    expect(describeFailedResponse(502, "Bad Gateway").message).toBe("Bad Gateway");
  });

  it("falls back to the status for JSON without an error text", () => {
    expect(describeFailedResponse(500, JSON.stringify({ message: "x" })).message).toBe(
      "Request failed with status 500",
    );
    expect(describeFailedResponse(500, JSON.stringify({ error: { code: 1 } })).message).toBe(
      "Request failed with status 500",
    );
    expect(describeFailedResponse(404, "[]").message).toBe("Request failed with status 404");
  });

  it("falls back to the status for an empty body", () => {
    expect(describeFailedResponse(503, "").message).toBe("Request failed with status 503");
    expect(describeFailedResponse(503, "  \n").message).toBe("Request failed with status 503");
  });
});

describe("apiErrorFromResponse", () => {
  it("carries message, status and parsed body", async () => {
    const error = await apiErrorFromResponse(Response.json({ error: "Not found" }, { status: 404 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("Not found");
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ error: "Not found" });
  });

  it("keeps a text body as the message and the body", async () => {
    const error = await apiErrorFromResponse(new Response("Service Unavailable", { status: 503 }));
    expect(error.message).toBe("Service Unavailable");
    expect(error.body).toBe("Service Unavailable");
  });
});

describe("errorMessageOf", () => {
  it("reads the error field of our server's tRPC error shape", () => {
    const error = TRPCClientError.from({
      error: { error: "Contact not found", message: "Contact not found", code: -32004, data: { httpStatus: 404 } },
    });
    expect(errorMessageOf(error)).toBe("Contact not found");
  });

  it("falls back to the tRPC error's message when the shape has no error field", () => {
    const error = TRPCClientError.from({ error: { message: "Plain tRPC message", code: -32603, data: {} } });
    expect(errorMessageOf(error)).toBe("Plain tRPC message");
  });

  it("reads an ApiError or any Error", () => {
    expect(errorMessageOf(new ApiError("Email taken", 409, { error: "Email taken" }))).toBe("Email taken");
    expect(errorMessageOf(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });

  it("uses the fallback when there is no message", () => {
    expect(errorMessageOf(new Error(""))).toBe("An unexpected error occurred");
    expect(errorMessageOf(undefined, "Failed to load deals")).toBe("Failed to load deals");
    expect(errorMessageOf({ status: 500 })).toBe("An unexpected error occurred");
  });

  it("accepts a thrown string", () => {
    expect(errorMessageOf("Aborted")).toBe("Aborted");
  });
});
