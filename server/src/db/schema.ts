import type { ColumnType, Generated, GeneratedAlways } from "kysely";

/**
 * The database as Kysely sees it: one interface per table, snake_case columns.
 * Tables are added here together with the migration that creates them.
 */
type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
  language: ColumnType<"en" | "cs", "en" | "cs" | undefined>;
}

export interface UsersTable {
  id: Generated<string>;
  org_id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  role: ColumnType<"owner" | "admin" | "member" | "read-only", "owner" | "admin" | "member" | "read-only" | undefined>;
  deactivated_at: Date | null;
  language: ColumnType<"en" | "cs" | null, "en" | "cs" | null | undefined>;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  org_id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
  user_agent: string | null;
  ip_address: string | null;
}

export interface ContactsTable {
  id: Generated<string>;
  org_id: string;
  version: Generated<number>;
  type: "person" | "organization";
  name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  legal_name: string | null;
  tax_id: string | null;
  registration_number: string | null;
  address: ColumnType<JsonObject | null, string | null, string | null>;
  parent_organization_id: string | null;
  billing: ColumnType<JsonObject | null, string | null, string | null>;
  /** The language of the customer's invoices (decision 183); null: by the country (defaultInvoiceLanguage). */
  invoice_language: "en" | "cs" | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
  /** Set when a deleted contact was erased for good but deals or invoices still name it (decision 120). */
  purged_at: Date | null;
  /** What the delete removed (links, detached sub-organizations), for a restore (decision 120). */
  deleted_relations: ColumnType<DeletedRelations | null, string | null, string | null>;
  /** The name folded for search (unaccent, lower; decision 100), generated. */
  search_name: GeneratedAlways<string>;
  /** Every searchable field folded, generated: name, legal name, e-mail, phone and its digits, IČO, DIČ. */
  search_text: GeneratedAlways<string>;
}

/** A deleted contact's links and the sub-organizations its delete made top-level. */
export interface DeletedRelations {
  links: { personId: string; organizationId: string; role: string; isPrimary: boolean }[];
  children: string[];
}

export interface PersonOrganizationLinksTable {
  id: Generated<string>;
  org_id: string;
  person_id: string;
  organization_id: string;
  role: string;
  is_primary: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** jsonb columns are written as JSON text and read back as objects (both drivers parse jsonb). */
export type JsonObject = Record<string, string | undefined>;

export interface DealsTable {
  id: Generated<string>;
  org_id: string;
  version: Generated<number>;
  title: string;
  status: "lead" | "negotiation" | "won" | "lost";
  billing_contact_id: string | null;
  /** numeric(14,2): a decimal string both ways. */
  estimated_value: string | null;
  actual_value: string | null;
  currency: "USD" | "EUR" | "CZK";
  source: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Soft delete (decision 120): in the trash for 30 days. */
  deleted_at: Generated<Date | null>;
}

export interface InvoiceCountersTable {
  org_id: string;
  /** 'invoice' (YYYY-NNNN) or 'credit_note' (DYYYY-NNNN). */
  series: Generated<"invoice" | "credit_note">;
  year: number;
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<string>;
  org_id: string;
  version: Generated<number>;
  invoice_number: string;
  deal_id: string;
  billing_contact_id: string;
  billing_snapshot: ColumnType<Record<string, string | null>, string, string>;
  /** date: "YYYY-MM-DD" both ways (type parsers). */
  due_date: string;
  tax_rate: string;
  currency: "CZK" | "EUR" | "USD" | "GBP";
  subtotal: string;
  tax: string;
  total: string;
  status: Generated<"draft" | "sent" | "paid">;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Issue 22: the tax document's data (decision 090). */
  kind: Generated<"invoice" | "credit_note">;
  original_invoice_id: string | null;
  credit_reason: string | null;
  issue_date: string | null;
  taxable_supply_date: string | null;
  issued_at: Date | null;
  variable_symbol: string | null;
  constant_symbol: string | null;
  payment_method: Generated<"bank_transfer" | "cash" | "card">;
  reverse_charge: Generated<boolean>;
  vat_payer: Generated<boolean>;
  exchange_rate: string | null;
  exchange_rate_date: string | null;
  supplier_snapshot: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** The language of the document's labels (decision 183): its customer's, unless the form chose another. */
  language: Generated<"en" | "cs">;
  /** Soft delete of a draft (decision 120): in the trash for 30 days. */
  deleted_at: Generated<Date | null>;
}

export interface InvoicePaymentsTable {
  id: Generated<string>;
  org_id: string;
  invoice_id: string;
  amount: string;
  paid_on: string;
  created_at: CreatedAt;
}

export interface InvoiceItemsTable {
  id: Generated<string>;
  org_id: string;
  invoice_id: string;
  position: number;
  description: string;
  quantity: string;
  unit_price: string;
  total: string;
  vat_rate: string;
}

/** Rendered PDFs, one per (invoice, version), shared by every app server (decision 070). */
export interface InvoicePdfsTable {
  org_id: string;
  invoice_id: string;
  version: number;
  filename: string;
  pdf: Uint8Array;
  created_at: CreatedAt;
}

/**
 * The PDF and ISDOC of an issued document as issued (decision 204): stored once, never updated (a trigger refuses
 * it), served byte-identical and checked against their SHA-256 on every download.
 */
export interface InvoiceIssuedFilesTable {
  org_id: string;
  invoice_id: string;
  format: "pdf" | "isdoc";
  filename: string;
  content: Uint8Array;
  /** Lower-case hex. */
  sha256: string;
  created_at: CreatedAt;
}

/** The organization's supplier profile, one row per organization (decision 085). */
export interface CompanyProfilesTable {
  org_id: string;
  version: Generated<number>;
  legal_name: string | null;
  street: string | null;
  city: string | null;
  postal_code: string | null;
  country: Generated<string>;
  registration_number: string | null;
  tax_id: string | null;
  vat_payer: Generated<boolean>;
  bank_account: string | null;
  iban: string | null;
  bic: string | null;
  email: string | null;
  phone: string | null;
  web: string | null;
  footer_text: string | null;
  logo: Uint8Array | null;
  logo_media_type: string | null;
  logo_updated_at: Date | null;
  /** When the bank account, IBAN or BIC last replaced earlier ones (issue 34 item 8); null: never. */
  bank_account_changed_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ApiKeysTable {
  id: Generated<string>;
  org_id: string;
  user_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_at: CreatedAt;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  scope: ColumnType<"read" | "read-write", "read" | "read-write" | undefined>;
}

/** Invitations to an organization (issue 25): the token is stored only as its SHA-256. */
export interface InvitationsTable {
  id: Generated<string>;
  org_id: string;
  email: string;
  role: "owner" | "admin" | "member" | "read-only";
  token_hash: string;
  invited_by: string;
  created_at: CreatedAt;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_user_id: string | null;
  revoked_at: Date | null;
}

export interface IdempotencyKeysTable {
  org_id: string;
  /** Whose answer it is: `user:<id>` (a browser session) or `api-key:<id>`. */
  credential: string;
  key: string;
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  created_at: CreatedAt;
}

/** Sessions (refresh-token families) whose access tokens are refused until they would have expired anyway. */
export interface RevokedSessionsTable {
  session_id: string;
  org_id: string;
  expires_at: Date;
}

export interface ChatConversationsTable {
  id: string;
  org_id: string;
  user_id: string;
  title: string;
  messages: ColumnType<unknown[], string, string>;
  pending_action: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  active_stream_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Background jobs (server/src/jobs/): not tenant data. */
export interface JobsTable {
  id: Generated<string>;
  kind: string;
  /** Written as JSON text, read back parsed. */
  payload: ColumnType<unknown, string, string>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: ColumnType<Date, Date | undefined, Date>;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
  finished_at: Date | null;
}

export type JobState = "queued" | "running" | "succeeded" | "failed";

/** One row per recurring job: when it is next due. */
export interface JobSchedulesTable {
  kind: string;
  every_seconds: number;
  max_attempts: number;
  next_run_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ProjectsTable {
  id: Generated<string>;
  org_id: string;
  version: Generated<number>;
  name: string;
  status: "active" | "on_hold" | "done" | "archived";
  client_contact_id: string;
  client_contact_type: Generated<"organization">;
  deal_id: string | null;
  owner_id: string;
  /** date: YYYY-MM-DD both ways. */
  start_date: string | null;
  due_date: string | null;
  description: Generated<string>;
  board_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  board_updated_at: ColumnType<Date, never, Date>;
}

export interface ProjectColumnsTable {
  id: Generated<string>;
  org_id: string;
  project_id: string;
  name: string;
  rank: string;
  wip_limit: number | null;
  done: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ProjectTasksTable {
  id: Generated<string>;
  org_id: string;
  project_id: string;
  column_id: string;
  version: Generated<number>;
  title: string;
  description: Generated<string>;
  assignee_id: string | null;
  priority: "low" | "medium" | "high" | "urgent";
  start_date: string | null;
  due_date: string | null;
  /** jsonb array of {id, text, done}; written as JSON text. */
  checklist: ColumnType<{ id: string; text: string; done: boolean }[], string | undefined, string>;
  rank: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProjectTaskCommentsTable {
  id: Generated<string>;
  org_id: string;
  task_id: string;
  author_id: string | null;
  body: string;
  /** jsonb array of user ids. */
  mentions: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
}

/** At most one row: the set-up in the browser was used (issue 25, decision 150). */
export interface SetupStateTable {
  id: Generated<boolean>;
  org_id: string;
  completed_at: CreatedAt;
}

/** The records the demo data made, so that removing it deletes only those (issue 25, decision 151). */
export interface DemoRecordsTable {
  org_id: string;
  kind: "contact" | "deal" | "invoice" | "company_profile";
  record_id: string;
  version: number | null;
  created_at: CreatedAt;
}

/** The append-only audit log (issue 24, decision 110): written only by the trigger audit_record_change(). */
export interface AuditEventsTable {
  id: ColumnType<number, never, never>;
  org_id: string;
  occurred_at: ColumnType<Date, never, never>;
  actor_type: "user" | "api_key" | "system";
  actor_user_id: string | null;
  actor_api_key_id: string | null;
  request_id: string | null;
  record_type: string;
  record_id: string;
  record_label: string | null;
  action: "create" | "update" | "delete" | "restore" | "purge";
  /** {column: [old, new]} */
  changes: ColumnType<Record<string, [unknown, unknown]>, never, never>;
  related_ids: ColumnType<string[], never, never>;
  transaction_id: ColumnType<number, never, never>;
}

/** Notes on contacts, deals and projects (issue 24, decision 111). */
export interface NotesTable {
  id: Generated<string>;
  org_id: string;
  version: Generated<number>;
  subject_type: "contact" | "deal" | "project";
  subject_id: string;
  author_id: string;
  body: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
}

/** Deleted records a sync reads for 30 days (decision 200): written by triggers, never by the app. */
export interface SyncTombstonesTable {
  org_id: string;
  record_type: "contact" | "deal" | "invoice" | "project" | "task" | "relationship";
  record_id: string;
  deleted_at: ColumnType<Date, never, never>;
}

export interface DB {
  sync_tombstones: SyncTombstonesTable;
  audit_events: AuditEventsTable;
  notes: NotesTable;
  projects: ProjectsTable;
  project_columns: ProjectColumnsTable;
  project_tasks: ProjectTasksTable;
  project_task_comments: ProjectTaskCommentsTable;
  company_profiles: CompanyProfilesTable;
  chat_conversations: ChatConversationsTable;
  api_keys: ApiKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_pdfs: InvoicePdfsTable;
  invoice_issued_files: InvoiceIssuedFilesTable;
  deals: DealsTable;
  contacts: ContactsTable;
  person_organization_links: PersonOrganizationLinksTable;
  organizations: OrganizationsTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  revoked_sessions: RevokedSessionsTable;
  setup_state: SetupStateTable;
  demo_records: DemoRecordsTable;
  mail_outbox: MailOutboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  invitations: InvitationsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  webhook_overdue_announcements: WebhookOverdueAnnouncementsTable;
}

export type MailStatus = "queued" | "sent" | "failed" | "unsent";

export interface MailOutboxTable {
  id: Generated<string>;
  org_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: MailStatus;
  attempts: Generated<number>;
  last_error: string | null;
  last_attempt_at: Date | null;
  sent_at: Date | null;
  smtp_response: string | null;
  /** Whether the bodies above had a one-time secret redacted (decision 142). */
  redacted: Generated<boolean>;
  /** The real bodies, sealed with the server's key until the message is sent; never read by an API. */
  sealed_body: string | null;
  created_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  org_id: string;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** Webhooks (issue 27, decision 198). */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  org_id: string;
  url: string;
  description: Generated<string>;
  events: string[];
  secret: string;
  enabled: Generated<boolean>;
  disabled_reason: string | null;
  disabled_at: Date | null;
  consecutive_failures: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WebhookEventsTable {
  id: Generated<string>;
  org_id: string;
  type: string;
  body: string;
  created_at: CreatedAt;
}

export type WebhookDeliveryState = "pending" | "succeeded" | "failed";

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  org_id: string;
  endpoint_id: string;
  event_id: string;
  state: ColumnType<WebhookDeliveryState, WebhookDeliveryState | undefined, WebhookDeliveryState>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_status_code: number | null;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  org_id: string;
  delivery_id: string;
  attempt: number;
  manual: Generated<boolean>;
  started_at: Date;
  duration_ms: number;
  status_code: number | null;
  response_body: string | null;
  error: string | null;
  succeeded: boolean;
}

export interface WebhookOverdueAnnouncementsTable {
  org_id: string;
  invoice_id: string;
  due_date: string;
  announced_at: ColumnType<Date, never, never>;
}
