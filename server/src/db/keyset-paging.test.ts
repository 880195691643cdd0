import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { keysetPaging } from "./keyset-paging";

type Row = { id: string; name: string };
const paging = keysetPaging<Row, string>({
  write: (row) => row.name,
  read: (value) => (typeof value === "string" ? value : undefined),
});
const ID = "0b0c6a36-6a1d-4f4e-9a53-5c8f6d1e2a3b";
const rows = ["a", "b", "c"].map((name, i) => ({ id: ID.replace(/b$/, String(i)), name }));
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("keyset paging", () => {
  it("fetches one row more than the page and writes the next page's cursor from the page's last row", () => {
    expect(paging.fetchLimit(2)).toBe(3);
    const { rows: page, nextCursor } = paging.page(rows, 2);
    expect(page).toEqual(rows.slice(0, 2));
    expect(paging.after(nextCursor ?? undefined)).toEqual({ key: "b", id: rows[1]?.id });
  });

  it("answers null on the last page and no cursor at all without a limit", () => {
    expect(paging.page(rows.slice(0, 2), 2)).toEqual({ rows: rows.slice(0, 2), nextCursor: null });
    expect(paging.fetchLimit(undefined)).toBeUndefined();
    expect(paging.page(rows, undefined)).toStrictEqual({ rows });
    expect(paging.after(undefined)).toBeUndefined();
    expect(paging.after("")).toBeUndefined();
  });

  it.each([
    ["garbage", "garbage"],
    ["not JSON", Buffer.from("{").toString("base64url")],
    ["not a list", cursorOf(42)],
    ["a key the list does not sort by", cursorOf([7, ID])],
    ["an id that is not a uuid", cursorOf(["a", "1"])],
  ])("refuses %s with 400 'cursor: Invalid cursor'", (_, cursor) => {
    const refusal = (() => {
      try {
        paging.after(cursor);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "BAD_REQUEST", message: "cursor: Invalid cursor" });
  });
});
