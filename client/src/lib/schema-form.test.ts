import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkForm, parsedByServerSchema, refuse, reportFirstUnmet } from "./schema-form";

const serverSchema = z.object({ name: z.string().max(3, "too long"), code: z.string().max(2, "too long") }).strict();

const formSchema = z
  .object({ name: z.string(), code: z.string() })
  .superRefine((values, ctx) =>
    reportFirstUnmet(ctx, [
      [!values.name.trim(), "name", "Name is required"],
      [!values.code.trim(), "code", "Code is required"],
    ]),
  )
  .transform((values, ctx) => {
    if (values.code === "xx") return refuse(ctx, "code", "Code xx is taken");
    return parsedByServerSchema(serverSchema, { name: values.name.trim(), code: values.code.trim() }, ctx, (issue) => ({
      field: issue.path.join("."),
      message: `${String(issue.path[0])}: ${issue.message}`,
    }));
  });

describe("form schemas (lib/schema-form)", () => {
  it("report the first unmet rule only, on its field", () => {
    expect(formSchema.safeParse({ name: "", code: "" }).error?.issues).toHaveLength(1);
    expect(checkForm(formSchema, { name: " ", code: "" })).toEqual({
      problem: { field: "name", message: "Name is required" },
    });
    expect(checkForm(formSchema, { name: "Al", code: "" })).toEqual({
      problem: { field: "code", message: "Code is required" },
    });
  });

  it("refuse a value in the transform, on its field", () => {
    expect(checkForm(formSchema, { name: "Al", code: "xx" })).toEqual({
      problem: { field: "code", message: "Code xx is taken" },
    });
  });

  it("check the request with the server's schema, its issues reworded, the first one shown", () => {
    expect(formSchema.safeParse({ name: "Alice", code: "abc" }).error?.issues.map((issue) => issue.message)).toEqual([
      "name: too long",
      "code: too long",
    ]);
    expect(checkForm(formSchema, { name: "Alice", code: "a" })).toEqual({
      problem: { field: "name", message: "name: too long" },
    });
  });

  it("give the request when every rule is met", () => {
    expect(checkForm(formSchema, { name: " Al ", code: "a" })).toEqual({ submission: { name: "Al", code: "a" } });
  });
});
