import type { HttpClient } from "./http-client";

/** A company profile with everything the law asks of an invoice's supplier (Settings → Company). */
export const COMPLETE_SUPPLIER = {
  legalName: "Dodavatel a.s.",
  street: "Václavské náměstí 1",
  city: "Praha",
  postalCode: "110 00",
  country: "CZ",
  registrationNumber: "27082440",
  taxId: "CZ27082440",
  vatPayer: true,
  bankAccount: "19-2000145399/0800",
  email: "fakturace@dodavatel.cz",
};

/** Saves the organization's company profile over the API (complete unless overridden). */
export async function setUpSupplierProfile(http: HttpClient, overrides: Record<string, unknown> = {}) {
  const current = await http.get<{ version: number }>("/api/v1/settings/company");
  if (current.status !== 200) throw new Error(`company profile: ${current.status} ${current.text}`);
  const saved = await http.put("/api/v1/settings/company", {
    ...COMPLETE_SUPPLIER,
    ...overrides,
    version: current.body.version,
  });
  if (saved.status !== 200) throw new Error(`company profile: ${saved.status} ${saved.text}`);
}
