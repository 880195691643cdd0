import type { SupplierSnapshot } from "@kancl/shared";
import type { SupplierSource } from "../invoices/supplier-source";
import { DEMO_SUPPLIER, icoOf } from "./demo-data";

const ico = icoOf(DEMO_SUPPLIER.icoSeed);

/**
 * Who the demo's invoices are from (issue 34 item 11): a fictional supplier, frozen into each demo invoice when it is
 * issued, never written to the organization's own company profile. Its name and its footer say on every document
 * that it is demo data, so a demo invoice can never pass for one of the organization's own.
 */
export const DEMO_SUPPLIER_SNAPSHOT: SupplierSnapshot = {
  legalName: DEMO_SUPPLIER.legalName,
  street: DEMO_SUPPLIER.street,
  city: DEMO_SUPPLIER.city,
  postalCode: DEMO_SUPPLIER.postalCode,
  country: "CZ",
  registrationNumber: ico,
  taxId: `CZ${ico}`,
  vatPayer: true,
  bankAccount: DEMO_SUPPLIER.bankAccount,
  iban: null,
  bic: null,
  email: "fakturace@ukazkova-firma.example",
  phone: DEMO_SUPPLIER.phone,
  web: null,
  footerText: DEMO_SUPPLIER.footerText,
};

/** The supplier seam of the invoices service the demo fills through (services.ts): always the demo supplier. */
export const demoSupplierSource: SupplierSource = {
  issuerSnapshot: async () => DEMO_SUPPLIER_SNAPSHOT,
  isVatPayer: async () => true,
};
