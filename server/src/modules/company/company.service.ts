import {
  BANK_FIELDS,
  COMPANY_MESSAGES,
  type CompanyProfile,
  isAdminRole,
  isWithinBankChangeWindow,
  type Language,
  type LogoMediaType,
  missingForIssuing,
  missingForIssuingMessage,
  PROTECTED_COMPANY_FIELDS,
  type ProtectedCompanyField,
  type Role,
  reconcileBankDetails,
  type SupplierSnapshot,
  type UpdateCompanyProfileInput,
} from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { AppError } from "../../errors/app-error";
import type { OutgoingMail } from "../../mail/mailer";
import {
  type CompanyProfileRow,
  type CompanyProfileValues,
  companyRepository,
  type StoredLogo,
} from "./company.repository";
import { companyChangeMail, type FieldChange } from "./company-change-mail";
import { EMPTY_PROFILE_ROW, toCompanyProfile, toSupplierSnapshot } from "./company-mapper";
import { checkLogo } from "./logo-image";

export const logoNotFound = () => new AppError("NOT_FOUND", COMPANY_MESSAGES.logoNotFound);

export interface IssuerSnapshotOptions {
  /** The invoice's payment method: an account is required only for "bank_transfer" (the default). */
  paymentMethod?: string;
}

/** Who saves the profile through the API: the role decides whether the bank details and the identity may change. */
export interface CompanyEditor {
  userId: string;
  role: Role;
  /** Set when the call is made with an API key: a key never changes where money goes. */
  apiKeyId?: string;
}

/** What the service needs of others to tell the owners about a change (wired in services.ts). */
export interface CompanyNotifications {
  enqueue(executor: Executor, mail: OutgoingMail): Promise<unknown>;
  /** The active owners, each with the language their e-mail is written in. */
  owners(orgId: string, executor: Executor): Promise<{ name: string; email: string; language: Language }[]>;
  /** A user's name and e-mail (who made the change). */
  user(orgId: string, userId: string, executor: Executor): Promise<{ name: string; email: string } | undefined>;
}

const BANK = new Set<string>(BANK_FIELDS);

/** The owner-or-admin fields whose stored value the save would change, in form order, with both values. */
function protectedChanges(current: CompanyProfileRow, next: CompanyProfileValues): FieldChange[] {
  return PROTECTED_COMPANY_FIELDS.filter((field) => (current[field] ?? null) !== (next[field] ?? null)).map(
    (field) => ({ field, from: current[field] ?? null, to: next[field] ?? null }),
  );
}

/** 403 unless the editor may change these fields: an owner or an admin, in a browser session. */
function assertMayChange(editor: CompanyEditor, first: ProtectedCompanyField): void {
  if (editor.apiKeyId) throw new AppError("FORBIDDEN", `${first}: ${COMPANY_MESSAGES.protectedFieldsKey}`);
  if (!isAdminRole(editor.role)) throw new AppError("FORBIDDEN", `${first}: ${COMPANY_MESSAGES.protectedFields}`);
}

/** The values a save writes: every text field (omitted = cleared), the bank details completed from each other. */
function valuesOf(input: UpdateCompanyProfileInput): CompanyProfileValues {
  const bank = reconcileBankDetails(input);
  // The schema refused two accounts that disagree; this guards a caller that skipped it.
  if (bank.mismatch) throw new AppError("BAD_REQUEST", `iban: ${COMPANY_MESSAGES.bankMismatch}`);
  return {
    legalName: input.legalName ?? null,
    street: input.street ?? null,
    city: input.city ?? null,
    postalCode: input.postalCode ?? null,
    country: input.country,
    registrationNumber: input.registrationNumber ?? null,
    taxId: input.taxId ?? null,
    vatPayer: input.vatPayer,
    bankAccount: bank.bankAccount,
    iban: bank.iban,
    bic: input.bic ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    web: input.web ?? null,
    footerText: input.footerText ?? null,
  };
}

/** The organization's supplier profile (Settings → Company) and the supplier details invoices freeze (decision 085). */
export function createCompanyService(db: Database, notifications?: CompanyNotifications) {
  /** An e-mail to every owner, in their language, in the save's transaction (decision 140): what changed, and who. */
  async function tellOwners(
    trx: Executor,
    orgId: string,
    editor: CompanyEditor,
    changes: FieldChange[],
    row: CompanyProfileRow,
  ) {
    if (!notifications) return;
    const actor = (await notifications.user(orgId, editor.userId, trx)) ?? { name: "?", email: "?" };
    const changedAt = new Date();
    const companyName = row.legalName ?? changes.find((c) => c.field === "legalName")?.from ?? "";
    for (const owner of await notifications.owners(orgId, trx)) {
      const mail = companyChangeMail({
        language: owner.language,
        ownerName: owner.name,
        actor,
        companyName: typeof companyName === "string" ? companyName : "",
        changedAt,
        changes,
      });
      await notifications.enqueue(trx, { orgId, to: owner.email, ...mail });
    }
  }

  return {
    async get(orgId: string): Promise<CompanyProfile> {
      return toCompanyProfile(await companyRepository.findByOrg(db, orgId));
    },

    /**
     * Replaces the profile if `version` is still current (0 before the first save): 409 when someone saved first.
     * With an `editor` (a call through the API), the bank details and the identity change only for an owner or an
     * admin in a browser session (403 naming the first such field, nothing saved), and every such change is mailed
     * to the owners. Without one (the set-up's first save) neither applies. Either way the audit trigger records it.
     */
    async update(orgId: string, input: UpdateCompanyProfileInput, editor?: CompanyEditor): Promise<CompanyProfile> {
      const values = valuesOf(input);
      return db.transaction().execute(async (trx) => {
        const current = await companyRepository.findByOrgForUpdate(trx, orgId);
        if ((current?.version ?? 0) !== input.version) throw new AppError("CONFLICT", COMPANY_MESSAGES.stale);
        const changes = protectedChanges(current ?? EMPTY_PROFILE_ROW, values);
        const [first] = changes;
        if (editor && first) assertMayChange(editor, first.field);
        // A change of where money goes, not the first entry of an account: invoices issued soon after say so.
        const hadAccount = Boolean(current?.bankAccount || current?.iban);
        const bankChanged = hadAccount && changes.some((change) => BANK.has(change.field));
        if (
          !(await companyRepository.saveIfVersion(
            trx,
            orgId,
            input.version,
            values,
            bankChanged ? new Date() : undefined,
          ))
        ) {
          throw new AppError("CONFLICT", COMPANY_MESSAGES.stale);
        }
        const saved = await companyRepository.findByOrg(trx, orgId);
        if (editor && first && saved) await tellOwners(trx, orgId, editor, changes, saved);
        return toCompanyProfile(saved);
      });
    },

    /**
     * When the bank details last replaced earlier ones, if that was less than 24 hours before `at` (now by default):
     * for the invoices module, to warn whoever issues an invoice so soon after (issue 34 item 8).
     */
    async recentBankAccountChange(orgId: string, executor: Executor = db, at = new Date()): Promise<Date | undefined> {
      const changedAt = (await companyRepository.findByOrg(executor, orgId))?.bankAccountChangedAt;
      return changedAt && isWithinBankChangeWindow(changedAt, at) ? changedAt : undefined;
    },

    /** Stores a PNG (checked) or an SVG (sanitized) of at most 200 KB; the profile's version does not change. */
    async setLogo(orgId: string, input: { mediaType: LogoMediaType; data: string }): Promise<CompanyProfile> {
      const logo = await checkLogo(input.mediaType, input.data);
      await companyRepository.saveLogo(db, orgId, input.mediaType, logo);
      return toCompanyProfile(await companyRepository.findByOrg(db, orgId));
    },

    async deleteLogo(orgId: string): Promise<CompanyProfile> {
      if (!(await companyRepository.deleteLogo(db, orgId))) throw logoNotFound();
      return toCompanyProfile(await companyRepository.findByOrg(db, orgId));
    },

    /** The logo's bytes, for the logo route (404 without one). */
    async logo(orgId: string): Promise<StoredLogo> {
      const logo = await companyRepository.findLogo(db, orgId);
      if (!logo) throw logoNotFound();
      return logo;
    },

    /** The logo's bytes or undefined, for a renderer (an invoice's PDF) inside its own transaction. */
    findLogo(orgId: string, executor: Executor = db): Promise<StoredLogo | undefined> {
      return companyRepository.findLogo(executor, orgId);
    },

    /**
     * The supplier details an invoice freezes when it is issued. A profile that lacks what the law requires
     * (missingForIssuing) answers 400 naming the first missing field and where to fill it in. Pass the
     * transaction that issues the invoice as `executor`, so the details read are those of that moment.
     */
    async issuerSnapshot(
      orgId: string,
      executor: Executor = db,
      options: IssuerSnapshotOptions = {},
    ): Promise<SupplierSnapshot> {
      const row = await companyRepository.findByOrg(executor, orgId);
      const [missing] = missingForIssuing(row, options);
      if (missing || !row) throw new AppError("BAD_REQUEST", missingForIssuingMessage(missing ?? "legalName"));
      return toSupplierSnapshot(row);
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
