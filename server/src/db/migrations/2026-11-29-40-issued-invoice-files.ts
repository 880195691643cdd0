import { type Kysely, sql } from "kysely";

// Issue 34 item 10 (decision 204): an issued tax document is never changed. Its PDF and ISDOC as issued are stored
// once, with their SHA-256, and never rewritten (a trigger refuses every UPDATE); the invoice's row refuses going back
// to draft and any change of what the document says once issued; its lines refuse every change once it is issued.
// The old per-version cache (invoice_pdfs) keeps drafts only: the rows of issued documents in it were re-rendered
// with payments and are no document as issued, so they go (the issued file is rendered again from the frozen data).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table invoice_issued_files (
    org_id uuid not null,
    invoice_id uuid not null,
    format text not null, -- 'pdf' or 'isdoc' (the repository's IssuedFileFormat)
    filename text not null,
    content bytea not null,
    sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
    created_at timestamptz not null default now(),
    constraint invoice_issued_files_pkey primary key (org_id, invoice_id, format),
    constraint invoice_issued_files_invoice_fkey foreign key (org_id, invoice_id)
      references invoices (org_id, id) on delete cascade
  )`.execute(db);

  await sql`create function kancl_issued_file_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'An issued document''s file is never changed' using errcode = 'P0001';
    end $$`.execute(db);
  await sql`create trigger invoice_issued_files_immutable before update on invoice_issued_files
    for each row execute function kancl_issued_file_immutable()`.execute(db);

  await sql`create function kancl_issued_invoice_frozen() returns trigger language plpgsql as $$
    begin
      if old.status <> 'draft' and (
        new.status = 'draft'
        or new.invoice_number is distinct from old.invoice_number
        or new.kind is distinct from old.kind
        or new.original_invoice_id is distinct from old.original_invoice_id
        or new.credit_reason is distinct from old.credit_reason
        or new.subtotal is distinct from old.subtotal
        or new.tax is distinct from old.tax
        or new.total is distinct from old.total
        or new.currency is distinct from old.currency
        or new.tax_rate is distinct from old.tax_rate
        or new.due_date is distinct from old.due_date
        or new.issue_date is distinct from old.issue_date
        or new.taxable_supply_date is distinct from old.taxable_supply_date
        or new.variable_symbol is distinct from old.variable_symbol
        or new.constant_symbol is distinct from old.constant_symbol
        or new.payment_method is distinct from old.payment_method
        or new.exchange_rate is distinct from old.exchange_rate
        or new.exchange_rate_date is distinct from old.exchange_rate_date
        or new.vat_payer is distinct from old.vat_payer
        or new.reverse_charge is distinct from old.reverse_charge
        or new.language is distinct from old.language
        or new.billing_snapshot is distinct from old.billing_snapshot
        or new.supplier_snapshot is distinct from old.supplier_snapshot
        or new.issued_at is distinct from old.issued_at
      ) then
        raise exception 'An issued invoice is never changed: correct it with a credit note' using errcode = 'P0001';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger invoices_issued_frozen before update on invoices
    for each row execute function kancl_issued_invoice_frozen()`.execute(db);

  // The lines of an issued document: refused while its invoice row is there and issued (a deleted invoice's lines
  // go with it by the cascade, which finds no invoice row).
  await sql`create function kancl_issued_items_frozen() returns trigger language plpgsql as $$
    declare
      line invoice_items;
    begin
      line := case when tg_op = 'DELETE' then old else new end;
      if exists (select 1 from invoices i where i.org_id = line.org_id and i.id = line.invoice_id
                 and i.status <> 'draft') then
        raise exception 'An issued invoice''s lines are never changed' using errcode = 'P0001';
      end if;
      if tg_op = 'DELETE' then return old; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger invoice_items_issued_frozen before insert or update or delete on invoice_items
    for each row execute function kancl_issued_items_frozen()`.execute(db);

  await sql`delete from invoice_pdfs p using invoices i
    where i.org_id = p.org_id and i.id = p.invoice_id and i.status <> 'draft'`.execute(db);
}
