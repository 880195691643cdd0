import { type OrganizationLanguage, TEAM_MESSAGES, type User } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { signUpWithRole } from "../../../test/team-factories";
import { useTestApp } from "../../../test/use-test-app";
import { indexPages } from "../../http/client-app";

// Issue 23 item 3 (decision 180): the organization's default language, each user's own choice, and the index.html
// the server writes in the reader's language.
const { app, user: owner } = useTestApp();

describe("languages", () => {
  it("starts English for a new organization and user, and a user's own choice wins over the organization's", async () => {
    const me = (await owner.http.get<User>("/api/v1/auth/me")).body;
    expect(me).toMatchObject({ language: "en", languagePreference: null, organizationLanguage: "en" });

    const member = await signUpWithRole(app, owner, "member");
    const set = await owner.http.put<OrganizationLanguage>("/api/v1/settings/language", { language: "cs" });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ language: "cs" });
    expect((await member.http.get<OrganizationLanguage>("/api/v1/settings/language")).body.language).toBe("cs");
    expect((await member.http.get<User>("/api/v1/auth/me")).body).toMatchObject({
      language: "cs",
      languagePreference: null,
      organizationLanguage: "cs",
    });

    const own = await member.http.put<User>("/api/v1/account/language", { language: "en" });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ language: "en", languagePreference: "en", organizationLanguage: "cs" });
    const follow = await member.http.put<User>("/api/v1/account/language", { language: null });
    expect(follow.body).toMatchObject({ language: "cs", languagePreference: null });

    await owner.http.put("/api/v1/settings/language", { language: "en" });
  });

  it("lets only owners and admins set the organization's default; anyone may choose their own", async () => {
    const member = await signUpWithRole(app, owner, "member");
    const refused = await member.http.put<{ error: string }>("/api/v1/settings/language", { language: "cs" });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(TEAM_MESSAGES.adminOnly);
    const reader = await signUpWithRole(app, owner, "read-only");
    expect((await reader.http.put("/api/v1/account/language", { language: "cs" })).status).toBe(200);
    const admin = await signUpWithRole(app, owner, "admin");
    expect((await admin.http.put("/api/v1/settings/language", { language: "en" })).status).toBe(200);
  });

  it("refuses a language it does not speak, naming the field", async () => {
    const bad = await owner.http.put<{ error: string }>("/api/v1/account/language", { language: "de" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^language: /);
    expect((await owner.http.put("/api/v1/settings/language", { language: null })).status).toBe(400);
  });
});

describe("index.html in the reader's language", () => {
  it("writes <html lang> and the first Loading… of each language", () => {
    const html = '<html lang="en" class="dark"><body><p class="x">Loading…</p></body></html>';
    const pages = indexPages(html);
    expect(pages.en).toBe(html);
    expect(pages.cs).toBe('<html lang="cs" class="dark"><body><p class="x">Načítání…</p></body></html>');
  });
});
