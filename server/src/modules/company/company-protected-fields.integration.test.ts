import {
  type AuditPage,
  COMPANY_MESSAGES,
  type CompanyProfile,
  type OutboxMessage,
  type OutboxSummary,
  PROTECTED_COMPANY_FIELDS,
} from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { type SignedInUser, signUpInNewOrganization } from "../../../test/factories";
import { createKey, keyClient, signUpWithRole } from "../../../test/team-factories";
import { useTestApp } from "../../../test/use-test-app";

// Issue 34 item 8: where the customers' money goes (the bank details) and who the supplier is (its identity) are
// changed only by owners and admins signed in to Kancl; every such change is audited and mailed to the owners, and an
// invoice issued within 24 hours of a changed account says so.

const { app } = useTestApp();

type ErrorBody = { error: string };

const complete = {
  legalName: "Chráněná s.r.o.",
  street: "Václavské náměstí 1",
  city: "Praha",
  postalCode: "110 00",
  country: "CZ",
  registrationNumber: "27082440",
  taxId: "CZ27082440",
  vatPayer: true,
  bankAccount: "19-2000145399/0800",
  bic: "GIBACZPX",
  email: "fakturace@kancl.cz",
  phone: "+420 123 456 789",
  web: "https://kancl.cz",
  footerText: "Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 12345",
};

/** Another valid value of each owner-or-admin field (valid, so only the role can refuse it). */
const OTHER_VALUES: Record<(typeof PROTECTED_COMPANY_FIELDS)[number], unknown> = {
  legalName: "Podvodná s.r.o.",
  street: "Jiná 2",
  city: "Brno",
  postalCode: "602 00",
  country: "SK",
  registrationNumber: "25596641",
  taxId: "CZ7103192745", // a person's DIČ (a sole trader's), which need not repeat the IČO
  vatPayer: false,
  footerText: "Plaťte prosím na účet 2701000002/2010",
  bankAccount: "2701000002/2010",
  iban: "SK3112000000198742637541",
  bic: "KOMBCZPP",
};

/** The profile as the form sends it back: every field, as stored. */
function asSent(profile: CompanyProfile) {
  const { logo, missingForIssuing, updatedAt, bankAccountChangedAt, ...fields } = profile;
  return fields;
}

async function organization() {
  const owner = await signUpInNewOrganization(app);
  const saved = await owner.http.put<CompanyProfile>("/api/v1/settings/company", { ...complete, version: 0 });
  expect(saved.status).toBe(200);
  return { owner, profile: saved.body };
}

const profileOf = async (user: SignedInUser) => (await user.http.get<CompanyProfile>("/api/v1/settings/company")).body;

async function outbox(owner: SignedInUser): Promise<OutboxMessage[]> {
  const list = await owner.http.get<{ messages: OutboxSummary[] }>("/api/v1/settings/outbox?limit=100");
  expect(list.status).toBe(200);
  const messages: OutboxMessage[] = [];
  for (const summary of list.body.messages) {
    messages.push((await owner.http.get<OutboxMessage>(`/api/v1/settings/outbox/${summary.id}`)).body);
  }
  return messages;
}

const changeMails = (messages: OutboxMessage[]) => messages.filter((m) => m.subject.startsWith("Kancl: "));

describe("the company profile's bank details and identity", () => {
  it("refuses a member every bank or identity field with 403 naming it, and changes nothing", async () => {
    const { owner, profile } = await organization();
    const member = await signUpWithRole(app, owner, "member");
    for (const field of PROTECTED_COMPANY_FIELDS) {
      const body = { ...asSent(profile), [field]: OTHER_VALUES[field] };
      // An IBAN of another account than the Czech one would be refused as a mismatch: it replaces both.
      if (field === "iban") body.bankAccount = null;
      if (field === "bankAccount") body.iban = null;
      // A company's DIČ repeats its IČO: a new IČO comes with its DIČ (and is named first, in form order).
      if (field === "registrationNumber") body.taxId = "CZ25596641";
      const res = await member.http.put<ErrorBody>("/api/v1/settings/company", body);
      expect(res.status, field).toBe(403);
      // A new IBAN of another account clears the Czech account, which comes first in form order.
      expect(res.body.error).toBe(`${field === "iban" ? "bankAccount" : field}: ${COMPANY_MESSAGES.protectedFields}`);
    }
    // Clearing one counts as changing it.
    const cleared = await member.http.put<ErrorBody>("/api/v1/settings/company", {
      ...asSent(profile),
      bankAccount: null,
      iban: null,
    });
    expect(cleared.status).toBe(403);
    expect(await profileOf(owner)).toEqual(profile);
    expect(changeMails(await outbox(owner))).toHaveLength(1); // the owner's own first save only
  });

  it("lets a member change the e-mail, phone and web with the rest sent back unchanged", async () => {
    const { owner, profile } = await organization();
    const member = await signUpWithRole(app, owner, "member");
    const res = await member.http.put<CompanyProfile>("/api/v1/settings/company", {
      ...asSent(profile),
      email: "ucetni@kancl.cz",
      phone: "+420 777 000 111",
      web: "https://www.kancl.cz",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: "ucetni@kancl.cz", bankAccount: profile.bankAccount, version: 2 });
    expect(res.body.bankAccountChangedAt).toBeNull();
    // Nothing of the money or the identity changed: no e-mail beyond the first save's.
    expect(changeMails(await outbox(owner))).toHaveLength(1);
  });

  it("refuses every API key, an admin's and an owner's too, and lets an admin in a browser session", async () => {
    const { owner } = await organization();
    const admin = await signUpWithRole(app, owner, "admin");
    for (const user of [owner, admin]) {
      const changed = { ...asSent(await profileOf(owner)), bankAccount: "2701000002/2010", iban: null };
      const key = keyClient(app, await createKey(user, "read-write"));
      const res = await key.put<ErrorBody>("/api/v1/settings/company", changed);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(`bankAccount: ${COMPANY_MESSAGES.protectedFieldsKey}`);
      // The tRPC surface answers the same.
      const trpc = await key.post("/api/trpc/company.update", changed);
      expect(trpc.status).toBe(403);
      expect(trpc.text).toContain(COMPANY_MESSAGES.protectedFieldsKey);
      // A key may still change what any writer may.
      expect((await key.put("/api/v1/settings/company", { ...asSent(await profileOf(owner)) })).status).toBe(200);
    }
    const current = await profileOf(owner);
    expect(current.bankAccount).toBe(complete.bankAccount);
    const res = await admin.http.put<CompanyProfile>("/api/v1/settings/company", {
      ...asSent(current),
      bankAccount: "2701000002/2010",
      iban: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bankAccount: "2701000002/2010", iban: "CZ9220100000002701000002" });
  });

  it("records the change in the audit log with the old and new values and the admin who made it", async () => {
    const { owner, profile } = await organization();
    const admin = await signUpWithRole(app, owner, "admin", { name: "Adéla Správcová" });
    const res = await admin.http.put<CompanyProfile>("/api/v1/settings/company", {
      ...asSent(profile),
      legalName: "Nová s.r.o.",
      bankAccount: "2701000002/2010",
      iban: null,
    });
    expect(res.status).toBe(200);
    const log = await owner.http.get<AuditPage>("/api/v1/settings/audit-log?recordType=company_profile");
    expect(log.status).toBe(200);
    const [latest] = log.body.events;
    expect(latest?.action).toBe("update");
    expect(latest?.actor).toMatchObject({ type: "user", userId: admin.user.id, userName: "Adéla Správcová" });
    const change = (field: string) => latest?.changes.find((c) => c.field === field);
    expect(change("bankAccount")).toEqual({ field: "bankAccount", old: "19-2000145399/0800", new: "2701000002/2010" });
    expect(change("iban")).toEqual({ field: "iban", old: profile.iban, new: "CZ9220100000002701000002" });
    expect(change("legalName")).toEqual({ field: "legalName", old: "Chráněná s.r.o.", new: "Nová s.r.o." });
    expect(change("bankAccountChangedAt")?.old).toBeNull();
    expect(change("bankAccountChangedAt")?.new).toEqual(expect.any(String));
  });

  it("mails every owner in their language who changed what, the account numbers masked", async () => {
    const { owner, profile } = await organization();
    const czechOwner = await signUpWithRole(app, owner, "owner", { name: "Olga Majitelová" });
    expect((await czechOwner.http.put("/api/v1/account/language", { language: "cs" })).status).toBe(200);
    const admin = await signUpWithRole(app, owner, "admin", { name: "Adam Správce" });
    const before = changeMails(await outbox(owner)).length;
    const res = await admin.http.put<CompanyProfile>("/api/v1/settings/company", {
      ...asSent(profile),
      bankAccount: "2701000002/2010",
      iban: null,
    });
    expect(res.status).toBe(200);
    const mails = changeMails(await outbox(owner)).slice(0, changeMails(await outbox(owner)).length - before);
    expect(mails.map((m) => m.to).sort()).toEqual([owner.user.email, czechOwner.user.email].sort());
    const english = mails.find((m) => m.to === owner.user.email) as OutboxMessage;
    const czech = mails.find((m) => m.to === czechOwner.user.email) as OutboxMessage;
    expect(english.subject).toBe("Kancl: the bank details of Chráněná s.r.o. were changed");
    expect(english.text).toContain(`Adam Správce <${admin.user.email}> changed the company profile of Chráněná s.r.o.`);
    expect(english.text).toContain("- Bank account: •••• 5399/0800 → •••• 0002/2010");
    expect(english.text).toContain("- IBAN: CZ65 •••• 5399 → CZ92 •••• 0002");
    expect(czech.subject).toBe("Kancl: bankovní údaje firmy Chráněná s.r.o. byly změněny");
    expect(czech.text).toContain("Dobrý den, Olga Majitelová,");
    expect(czech.text).toContain("- Číslo účtu: •••• 5399/0800 → •••• 0002/2010");
    for (const mail of mails) {
      // The whole new account is never in the e-mail.
      expect(mail.text).not.toContain("2701000002");
      expect(mail.html ?? "").not.toContain("2701000002");
    }
  });

  it("dates a replaced account (not a first one) and answers it for 24 hours", async () => {
    const owner = await signUpInNewOrganization(app);
    const first = await owner.http.put<CompanyProfile>("/api/v1/settings/company", { ...complete, version: 0 });
    expect(first.body.bankAccountChangedAt).toBeNull();
    expect(await app.services.company.recentBankAccountChange(owner.user.orgId)).toBeUndefined();
    const contactOnly = await owner.http.put<CompanyProfile>("/api/v1/settings/company", {
      ...asSent(first.body),
      phone: "+420 111 222 333",
    });
    expect(contactOnly.body.bankAccountChangedAt).toBeNull();
    const replaced = await owner.http.put<CompanyProfile>("/api/v1/settings/company", {
      ...asSent(contactOnly.body),
      bankAccount: "2701000002/2010",
      iban: null,
    });
    const changedAt = replaced.body.bankAccountChangedAt;
    expect(changedAt).toEqual(expect.any(String));
    expect(Math.abs(Date.parse(changedAt ?? "") - Date.now())).toBeLessThan(60_000);
    const recent = await app.services.company.recentBankAccountChange(owner.user.orgId);
    expect(recent?.toISOString()).toBe(changedAt);
    const tomorrow = new Date(Date.parse(changedAt ?? "") + 24 * 3_600_000 + 1);
    expect(await app.services.company.recentBankAccountChange(owner.user.orgId, undefined, tomorrow)).toBeUndefined();
  });
});
