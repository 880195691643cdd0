import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { lookUpById } from "./look-up-by-id";

const ID = "0b0c6a36-6a1d-4f4e-9a53-5c8f6d1e2a3b";

describe("lookUpById", () => {
  const notFound = () => new AppError("NOT_FOUND", "Thing not found");
  const found: string[] = [];
  const find = lookUpById(
    {
      async findById(_executor: unknown, _orgId: string, id: string) {
        found.push(id);
        return id === ID ? { id } : undefined;
      },
    },
    notFound,
  );
  const executor = {} as Parameters<typeof find>[0];

  it("answers the row, or the feature's 404; an id that is not a uuid never reaches the database", async () => {
    await expect(find(executor, "org", ID)).resolves.toEqual({ id: ID });
    await expect(find(executor, "org", ID.replace(/b$/, "c"))).rejects.toThrow("Thing not found");
    await expect(find(executor, "org", "1; drop table")).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(found).toEqual([ID, ID.replace(/b$/, "c")]);
  });
});
