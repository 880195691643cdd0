import { beforeAll, describe, expect, it } from "vitest";
import { createContact, personBody } from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";

// Issue 20, item 8: "?q=% and ?q=_ match every contact". A search is a substring match (LIKE '%q%', decision 100);
// the characters LIKE treats as wildcards (% and _) and its escape character (\) must mean themselves in a search,
// on every list that searches (contacts and deals), on both API surfaces.
const { user } = useTestApp();

const CONTACT_NAMES = ["%Sale", "_Under", "\\Backslash", "Alpha", "Beta", "50% off", "a_b"];
const DEAL_TITLES = ["% deal", "_ deal", "\\ deal", "Plain deal", "Other deal"];

beforeAll(async () => {
  for (const name of CONTACT_NAMES) await createContact(user.http, personBody({ name }));
  for (const title of DEAL_TITLES) await user.http.post("/api/v1/crm/deals", { title });
});

const contactsMatching = async (q: string) => {
  const rest = await user.http.get<{ contacts: { name: string }[] }>(`/api/v1/crm/contacts?q=${encodeURIComponent(q)}`);
  const trpc = await user.http.get<{ result: { data: { contacts: { name: string }[] } } }>(
    `/api/trpc/contacts.list?input=${encodeURIComponent(JSON.stringify({ q }))}`,
  );
  expect(rest.status).toBe(200);
  const names = rest.body.contacts.map((c) => c.name).sort();
  expect(trpc.body.result.data.contacts.map((c) => c.name).sort(), "tRPC").toEqual(names);
  return names;
};

const dealsMatching = async (q: string) => {
  const res = await user.http.get<{ deals: { title: string }[] }>(`/api/v1/crm/deals?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.deals.map((d) => d.title).sort();
};

describe("a search for LIKE's special characters", () => {
  it("?q=% and ?q=_ match only contacts whose name contains that character", async () => {
    // One or two characters match the start of a name (decision 100); from three, anywhere.
    expect(await contactsMatching("%")).toEqual(["%Sale"]);
    expect(await contactsMatching("_")).toEqual(["_Under"]);
    expect(await contactsMatching("% o")).toEqual(["50% off"]);
    expect(await contactsMatching("a_b")).toEqual(["a_b"]);
    expect(await contactsMatching("\\")).toEqual(["\\Backslash"]);
    expect(await contactsMatching("50%")).toEqual(["50% off"]);
    expect(await contactsMatching("a_")).toEqual(["a_b"]);
    expect(await contactsMatching("a%")).toEqual([]);
  });

  it("a raw % in the URL (not percent-encoded) is the text % as well", async () => {
    const res = await user.http.get<{ contacts: { name: string }[] }>("/api/v1/crm/contacts?q=%");
    expect(res.status).toBe(200);
    expect(res.body.contacts.map((c) => c.name)).toEqual(["%Sale"]);
  });

  it("deals: the same", async () => {
    expect(await dealsMatching("%")).toEqual(["% deal"]);
    expect(await dealsMatching("_")).toEqual(["_ deal"]);
    expect(await dealsMatching("\\")).toEqual(["\\ deal"]);
    expect(await dealsMatching("P")).toEqual(["Plain deal"]);
  });
});
