import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, emailSchema, passwordProblem, registerInputSchema } from "./auth";

describe("passwordProblem", () => {
  it.each([
    ["Short1!", AUTH_MESSAGES.passwordTooShort],
    ["alllowercase1!", AUTH_MESSAGES.passwordUppercase],
    ["ALLUPPERCASE1!", AUTH_MESSAGES.passwordLowercase],
    ["NoDigitsHere!!", AUTH_MESSAGES.passwordNumber],
    ["NoSpecials1234", AUTH_MESSAGES.passwordSpecial],
    [`Aa1!${"x".repeat(125)}`, AUTH_MESSAGES.passwordTooLong],
  ])("rejects %s with the spec's message", (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it("accepts a password meeting every rule, including exactly 12 and 128 characters", () => {
    expect(passwordProblem("Abcdefgh12!x")).toBeUndefined();
    expect(passwordProblem(`Aa1!${"x".repeat(124)}`)).toBeUndefined();
  });

  it("reports the length rule before the character rules", () => {
    expect(passwordProblem("abc")).toBe(AUTH_MESSAGES.passwordTooShort);
  });
});

describe("emailSchema", () => {
  it("trims and lowercases", () => {
    expect(emailSchema.parse("  Jana.Novak@Example.CZ ")).toBe("jana.novak@example.cz");
  });

  it.each(["no-at-sign", "two@@example.com", "space in@example.com", "nodot@example"])("rejects %s", (email) => {
    expect(emailSchema.safeParse(email).success).toBe(false);
  });
});

describe("registerInputSchema", () => {
  it("requires a name", () => {
    const result = registerInputSchema.safeParse({
      email: "a@b.cz",
      password: "Abcdefgh12!x",
      name: "   ",
      orgId: "x",
    });
    expect(result.success).toBe(false);
  });
});
