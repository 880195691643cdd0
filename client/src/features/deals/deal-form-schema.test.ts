import { describe, expect, it } from "vitest";
import { dealFormDefaults, dealFormSchema, parseActualValue } from "./deal-form-schema";
import { makeDeal } from "./deal-test-kit";

describe("parseActualValue (spec §5: a positive number)", () => {
  it.each([
    ["1500", 1500],
    ["0.01", 0.01],
    [" 12.5 ", 12.5],
    ["999999999999.99", 999_999_999_999.99],
  ])("accepts %j", (text, value) => {
    expect(parseActualValue(text)).toBe(value);
  });

  it.each(["", "  ", "0", "-1", "-0.01", "abc", "1.234", "NaN", "Infinity", "1000000000000"])("refuses %j", (text) => {
    expect(parseActualValue(text)).toBeNull();
  });
});

describe("dealFormSchema", () => {
  const valid = { ...dealFormDefaults(), title: "Deal" };

  it("turns the inputs' text into the API's input", () => {
    expect(
      dealFormSchema.parse({
        ...valid,
        title: "  Deal ",
        estimatedValue: "10.5",
        billingContactId: "6f1c1e84-8d0f-4c55-9d0f-0b9d7c2f1a01",
        source: " Web ",
      }),
    ).toEqual({
      title: "Deal",
      status: "lead",
      currency: "USD",
      estimatedValue: 10.5,
      billingContactId: "6f1c1e84-8d0f-4c55-9d0f-0b9d7c2f1a01",
      source: "Web",
    });
  });

  it("sends null for an empty estimated value and billing contact, and leaves out an empty source", () => {
    expect(dealFormSchema.parse(valid)).toEqual({
      title: "Deal",
      status: "lead",
      currency: "USD",
      estimatedValue: null,
      billingContactId: null,
    });
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: " \t " }, "Title is required"],
    [{ title: "x".repeat(301) }, "Title must be at most 300 characters"],
    [{ estimatedValue: "-1" }, "Estimated value must be a number of 0 or more, with at most 2 decimal places"],
    [{ estimatedValue: "1.001" }, "Estimated value must be a number of 0 or more, with at most 2 decimal places"],
    [{ source: "x".repeat(201) }, "Source must be at most 200 characters"],
  ])("refuses %j: %s", (change, message) => {
    const result = dealFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("starts a new deal as lead in USD, and an edit from the deal's values", () => {
    expect(dealFormDefaults()).toMatchObject({ status: "lead", currency: "USD", title: "" });
    expect(dealFormDefaults(makeDeal({ estimatedValue: 0, source: null }))).toMatchObject({
      estimatedValue: "0",
      source: "",
      billingContactId: makeDeal().billingContact?.id,
    });
  });
});
