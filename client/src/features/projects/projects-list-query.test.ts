import { describe, expect, it } from "vitest";
import { filterFromSearchParams, searchParamsOfFilter } from "./projects-list-query";

const UUID = "0b0e3c52-6d0c-4f43-9d55-0a1d1b0b8f11";

describe("the projects list's URL", () => {
  it("reads its own names into the API's filter", () => {
    const params = new URLSearchParams(`q=%20web%20&status=on_hold&client=${UUID}&owner=${UUID}&sort=name`);
    expect(filterFromSearchParams(params)).toEqual({
      q: "web",
      status: "on_hold",
      clientId: UUID,
      ownerId: UUID,
      sort: "name",
    });
  });

  it("drops what the API would refuse, and the default sort", () => {
    expect(filterFromSearchParams(new URLSearchParams("status=nope&client=7&sort=createdAt&owner="))).toEqual({});
  });

  it("writes a filter back in the same names, round trip", () => {
    const filter = { q: "acme", status: "active" as const, clientId: UUID, sort: "dueDate" as const };
    const params = searchParamsOfFilter(filter);
    expect(params.toString()).toBe(`q=acme&status=active&client=${UUID}&sort=dueDate`);
    expect(filterFromSearchParams(params)).toEqual(filter);
  });
});
