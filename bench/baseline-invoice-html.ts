import type { Invoice } from "@kancl/shared";
import { pdfFontFaces } from "../server/src/pdf/pdf-assets";

let cachedFonts: string | undefined;

const escapeHtml = (value: string | number | null | undefined) =>
  String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("cs-CZ", { style: "currency", currency, minimumFractionDigits: 2 }).format(amount);

const czDate = (isoDate: string) => {
  const [y, m, d] = isoDate.slice(0, 10).split("-");
  return `${Number(d)}. ${Number(m)}. ${y}`;
};

const quantity = (value: number) => new Intl.NumberFormat("cs-CZ", { maximumFractionDigits: 3 }).format(value);

export interface InvoiceDocument {
  invoice: Invoice;
  supplierName: string;
  issueDate: string;
}

/**
 * The baseline of benchmark 13, never used by the product: the invoice page as it was before issue 22 (main at
 * 5c7e495, server/src/modules/invoices/pdf/invoice-html.ts), word for word but for this comment and the import path.
 *
 * A Czech tax document ("Faktura – daňový doklad") as HTML: inline styles, no scripts, and no URL but the fonts'
 * (pdf-assets.ts), which the renderer answers itself — it refuses every other request. Every value from users is
 * HTML-escaped.
 */
export function renderBaselineInvoiceHtml({ invoice, supplierName, issueDate }: InvoiceDocument): string {
  cachedFonts ??= pdfFontFaces();
  const snapshot = invoice.billingSnapshot;
  const variableSymbol = invoice.invoiceNumber.replace(/\D/g, "");
  const rows = invoice.items
    .map(
      (item) => `<tr>
        <td>${escapeHtml(item.description)}</td>
        <td class="num">${escapeHtml(quantity(item.quantity))}</td>
        <td class="num">${escapeHtml(money(item.unitPrice, invoice.currency))}</td>
        <td class="num">${escapeHtml(money(item.total, invoice.currency))}</td>
      </tr>`,
    )
    .join("");
  const customerLines = [
    snapshot.address ? escapeHtml(snapshot.address).replace(/\n/g, "<br>") : "",
    snapshot.registrationNumber ? `IČO: ${escapeHtml(snapshot.registrationNumber)}` : "",
    snapshot.taxId ? `DIČ: ${escapeHtml(snapshot.taxId)}` : "",
    snapshot.email ? escapeHtml(snapshot.email) : "",
  ].filter(Boolean);

  return `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><title>Faktura ${escapeHtml(invoice.invoiceNumber)}</title>
<style>${cachedFonts}
@page{size:A4;margin:18mm 16mm}
*{box-sizing:border-box}
body{font-family:"Kancl Sans",sans-serif;font-size:10.5pt;color:#111;margin:0}
h1{font-size:20pt;margin:0 0 2mm}
.sub{color:#555;margin:0 0 8mm}
.parties{display:flex;gap:10mm;margin-bottom:8mm}
.party{flex:1;border:1px solid #ccc;border-radius:2mm;padding:4mm}
.party h2{font-size:9pt;text-transform:uppercase;color:#555;margin:0 0 2mm;letter-spacing:.05em}
.party .name{font-weight:700;font-size:12pt;margin-bottom:1mm}
.meta{width:100%;margin-bottom:8mm;border-collapse:collapse}
.meta td{padding:1mm 0}
.meta td:first-child{color:#555;width:45mm}
table.items{width:100%;border-collapse:collapse}
table.items th{text-align:left;border-bottom:1.5px solid #111;padding:2mm 1mm;font-size:9pt}
table.items td{border-bottom:1px solid #ddd;padding:2mm 1mm;vertical-align:top}
.num{text-align:right;white-space:nowrap}
.summary{margin-left:auto;margin-top:6mm;width:80mm;border-collapse:collapse}
.summary td{padding:1.5mm 1mm}
.summary .total td{font-weight:700;font-size:13pt;border-top:1.5px solid #111}
</style></head>
<body>
<h1>Faktura – daňový doklad</h1>
<p class="sub">Číslo faktury ${escapeHtml(invoice.invoiceNumber)}</p>
<div class="parties">
  <section class="party"><h2>Dodavatel</h2><div class="name">${escapeHtml(supplierName)}</div></section>
  <section class="party"><h2>Odběratel</h2><div class="name">${escapeHtml(snapshot.name)}</div>${customerLines.join("<br>")}</section>
</div>
<table class="meta">
  <tr><td>Datum vystavení</td><td>${escapeHtml(czDate(issueDate))}</td></tr>
  <tr><td>Datum splatnosti</td><td>${escapeHtml(czDate(invoice.dueDate))}</td></tr>
  <tr><td>Variabilní symbol</td><td>${escapeHtml(variableSymbol)}</td></tr>
  <tr><td>Měna</td><td>${escapeHtml(invoice.currency)}</td></tr>
</table>
<table class="items">
  <thead><tr><th>Popis</th><th class="num">Množství</th><th class="num">Cena za jednotku</th><th class="num">Celkem</th></tr></thead>
  <tbody>${rows}</tbody>
</table>
<table class="summary">
  <tr><td>Základ daně</td><td class="num">${escapeHtml(money(invoice.subtotal, invoice.currency))}</td></tr>
  <tr><td>DPH ${escapeHtml(quantity(invoice.taxRate))} %</td><td class="num">${escapeHtml(money(invoice.tax, invoice.currency))}</td></tr>
  <tr class="total"><td>Celkem k úhradě</td><td class="num">${escapeHtml(money(invoice.total, invoice.currency))}</td></tr>
</table>
</body></html>`;
}
