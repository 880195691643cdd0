import { fillPlaceholders } from "@kancl/shared";
import { pdfFontFaces } from "../../../pdf/pdf-assets";
import type { InvoiceView, LabelledValue, PartyView, PdfLabels, RecapView } from "./invoice-view";

const escapeHtml = (value: string | number | null | undefined) =>
  String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A CSS string literal's content (then HTML-escaped as an attribute value by the caller). */
const cssString = (value: string) => value.replace(/[\\']/g, (c) => `\\${c}`).replace(/[\r\n]+/g, " ");

/**
 * The page's style. It is the same for every invoice (nothing in it comes from one): the PDF renderer then swaps
 * only the body of the next invoice into a page that holds it already (server/src/pdf/render-page.ts), and the
 * fonts stay loaded. What varies per document reaches the page footer through the `--doc` custom property on the
 * `<html>` element, which the page's margin boxes inherit.
 *
 * Pages (decision 097): A4; the items table breaks only between rows (`break-inside: avoid` on a row) and repeats
 * its header row on every page (a `<thead>` is a table-header-group); the closing block (recapitulation, totals,
 * notes and the footer text) moves whole to the next page rather than split, so no page holds a stray footer. Each page's bottom margin prints the document's name and "Strana
 * N/M" from CSS margin boxes (`@bottom-left`, `@bottom-right` with counter(page) and counter(pages)), in the
 * document's own font. A draft's "Koncept" is a fixed-position element, which print repeats on every page, behind
 * the content in a light grey that leaves every figure readable.
 */
const STYLE = `
@page{size:A4;margin:14mm 14mm 16mm;
  @bottom-left{content:var(--doc);font-family:"Kancl Sans",sans-serif;font-size:7.5pt;color:#555}
  @bottom-right{content:var(--page) " " counter(page) "/" counter(pages);font-family:"Kancl Sans",sans-serif;font-size:7.5pt;color:#555}}
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{font-family:"Kancl Sans",sans-serif;font-size:9pt;line-height:1.35;color:#111;margin:0}
.watermark{position:fixed;top:0;left:0;width:100%;height:100%;overflow:hidden;display:flex;align-items:center;justify-content:center;z-index:-1}
.watermark span{transform:rotate(-35deg);font-size:96pt;font-weight:700;color:#e4e7eb;text-transform:uppercase}
.top{display:flex;justify-content:space-between;align-items:flex-start;gap:8mm;margin-bottom:5mm;padding-bottom:4mm;border-bottom:2px solid #1d3557}
.logo{max-height:18mm;max-width:70mm;display:block}
.doc{text-align:right;margin-left:auto}
h1{font-size:17pt;line-height:1.15;margin:0;color:#1d3557}
.number{font-size:12pt;font-weight:700;margin-top:1mm}
.subtitle{display:inline-block;margin-top:1.5mm;padding:.6mm 2mm;border:1px solid #b42318;color:#b42318;font-weight:700;font-size:8.5pt;text-transform:uppercase}
.correction{border-left:3px solid #1d3557;background:#f3f5f8;padding:2mm 3mm;margin-bottom:4mm}
.correction div+div{margin-top:.8mm}
.parties{display:flex;gap:6mm;margin-bottom:4mm}
.party{flex:1;min-width:0;overflow-wrap:anywhere;border:1px solid #c9ced6;border-radius:1.5mm;padding:3mm 3.5mm}
h2{font-size:7.5pt;text-transform:uppercase;color:#4a5260;margin:0 0 1.5mm;font-weight:700}
.party .name{font-weight:700;font-size:11pt;margin-bottom:.8mm}
.party .ids{margin-top:1.5mm}
.party .contacts{margin-top:1.5mm;color:#333}
.info{display:flex;gap:4mm;margin-bottom:5mm;align-items:stretch}
.box{flex:1;min-width:0;border:1px solid #c9ced6;border-radius:1.5mm;padding:3mm 3.5mm}
.box.dates{flex:0 0 58mm}
.box.payment .kv th{white-space:nowrap}
.kv{border-collapse:collapse;width:100%}
.kv th{text-align:left;font-weight:400;color:#4a5260;padding:.4mm 3mm .4mm 0;vertical-align:top}
.kv td{text-align:right;font-weight:700;padding:.4mm 0;white-space:nowrap;vertical-align:top}
.kv td.pending{font-weight:400;font-style:italic;color:#4a5260}
.qr{margin:0;flex:none;width:37mm;text-align:center;border:1px solid #c9ced6;border-radius:1.5mm;padding:1mm}
.qr svg{display:block;width:35mm;height:35mm}
.qr figcaption{font-size:7.5pt;font-weight:700;color:#4a5260;margin-top:-1mm}
table.items{width:100%;border-collapse:collapse;margin-bottom:4mm}
table.items thead{display:table-header-group}
table.items th{background:#1d3557;color:#fff;font-size:8pt;font-weight:700;text-align:left;padding:1.6mm 2mm}
table.items td{border-bottom:1px solid #dde1e6;padding:1.6mm 2mm;vertical-align:top}
table.items tr{break-inside:avoid}
table.items td.desc{width:100%;overflow-wrap:anywhere}
caption.statement{text-align:left;font-size:7.5pt;text-transform:uppercase;color:#4a5260;font-weight:700;padding-bottom:1.5mm}
.num{text-align:right !important;white-space:nowrap;font-variant-numeric:tabular-nums}
.closing{break-inside:avoid}
.summary{display:flex;flex-wrap:wrap;gap:2mm 6mm;align-items:flex-start;margin-bottom:4mm}
.recaps{flex:1 1 95mm}
.recap{width:100%;border-collapse:collapse;margin-bottom:3mm}
.recap caption{text-align:left;font-size:8pt;color:#4a5260;font-weight:700;padding-bottom:1mm}
.recap th{font-size:8pt;font-weight:700;color:#4a5260;text-align:left;border-bottom:1px solid #8a93a0;padding:1mm 1.5mm}
.recap td{padding:1mm 1.5mm;border-bottom:1px solid #eceff2}
.recap tr.sum td{font-weight:700;border-top:1px solid #8a93a0;border-bottom:none}
.totals{flex:0 0 auto;min-width:78mm;border-collapse:collapse;margin-left:auto}
.totals td{padding:1.2mm 1.5mm}
.totals td:first-child{color:#4a5260}
.totals tr.strong td{font-weight:700;font-size:12.5pt;color:#111;border-top:2px solid #1d3557;padding-top:2mm}
.notes{margin:0 0 3mm;padding:2mm 3mm;border:1px solid #1d3557;font-weight:700}
.notes p{margin:0}
.doc-footer{margin-top:6mm;padding-top:2mm;border-top:1px solid #c9ced6;color:#4a5260;font-size:8pt;white-space:pre-line}
`;

let cachedHead: string | undefined;

/** The `<head>`: the same for every invoice (see STYLE). */
function head(): string {
  cachedHead ??= `<head><meta charset="utf-8"><title>Faktura</title><style>${pdfFontFaces()}${STYLE}</style></head>`;
  return cachedHead;
}

const kvTable = (rows: LabelledValue[]) =>
  `<table class="kv">${rows
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(row.label)}</th><td${row.pending ? ' class="pending"' : ""}>${escapeHtml(row.value)}</td></tr>`,
    )
    .join("")}</table>`;

function party(view: PartyView): string {
  const address = view.addressLines.map(escapeHtml).join("<br>");
  const ids = view.ids.map((id) => `${escapeHtml(id.label)}: ${escapeHtml(id.value)}`).join("<br>");
  const contacts = view.contactLines.map(escapeHtml).join("<br>");
  return `<section class="party"><h2>${escapeHtml(view.heading)}</h2><div class="name">${escapeHtml(view.name)}</div>${address ? `<div>${address}</div>` : ""}${ids ? `<div class="ids">${ids}</div>` : ""}${contacts ? `<div class="contacts">${contacts}</div>` : ""}</section>`;
}

function recapTable(recap: RecapView, caption: string, L: PdfLabels): string {
  const rows = recap.rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.rate)}</td><td class="num">${escapeHtml(row.base)}</td><td class="num">${escapeHtml(row.vat)}</td><td class="num">${escapeHtml(row.total)}</td></tr>`,
    )
    .join("");
  return `<table class="recap"><caption>${escapeHtml(recap.caption ?? caption)}</caption><thead><tr><th>${escapeHtml(L.vatRate)}</th><th class="num">${escapeHtml(L.taxBase)}</th><th class="num">${escapeHtml(L.vat)}</th><th class="num">${escapeHtml(L.total)}</th></tr></thead><tbody>${rows}<tr class="sum"><td>${escapeHtml(L.total)}</td><td class="num">${escapeHtml(recap.sum.base)}</td><td class="num">${escapeHtml(recap.sum.vat)}</td><td class="num">${escapeHtml(recap.sum.total)}</td></tr></tbody></table>`;
}

function itemsTable(view: InvoiceView): string {
  const withVat = view.columns !== "nonPayer";
  const L = view.labels;
  const th = (text: string, num = true) => `<th${num ? ' class="num"' : ""}>${escapeHtml(text)}</th>`;
  const header =
    th(L.description, false) +
    th(L.quantity) +
    th(L.unitPrice) +
    (withVat ? th(L.vatRate) + th(L.taxBase) : th(L.total));
  const rows = view.items
    .map(
      (item) =>
        `<tr><td class="desc">${escapeHtml(item.description)}</td><td class="num">${escapeHtml(item.quantity)}</td><td class="num">${escapeHtml(item.unitPrice)}</td>${withVat ? `<td class="num">${escapeHtml(item.vatRate)}</td>` : ""}<td class="num">${escapeHtml(item.base)}</td></tr>`,
    )
    .join("");
  return `<table class="items"><thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** A payment request's statement: the invoice, its credit notes and payments, one line each, in the items' style. */
function statementTable(view: InvoiceView): string {
  const statement = view.statement;
  if (!statement) return "";
  const rows = statement.rows
    .map(
      (row) =>
        `<tr><td class="desc">${escapeHtml(row.item)}</td><td class="num">${escapeHtml(row.date)}</td><td class="num">${escapeHtml(row.amount)}</td></tr>`,
    )
    .join("");
  const { columns } = statement;
  return `<table class="items"><caption class="statement">${escapeHtml(statement.heading)}</caption><thead><tr><th>${escapeHtml(columns.item)}</th><th class="num">${escapeHtml(columns.date)}</th><th class="num">${escapeHtml(columns.amount)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * The invoice's page as HTML (an A4 document for the PDF renderer): inline styles, no scripts, and no URL but the
 * fonts' (pdf-assets.ts), which the renderer answers itself; the logo is a data: URL and the QR code an inline SVG.
 * Every value is HTML-escaped. `qrSvg` is the drawn QR code of `view.payment.qr` (renderQrSvg), if any.
 */
export function renderInvoiceHtml(view: InvoiceView, qrSvg: string | null = null): string {
  const L = view.labels;
  const watermark = view.draft
    ? `<div class="watermark" aria-hidden="true"><span>${escapeHtml(L.draftWatermark)}</span></div>`
    : "";
  const logo = view.logo ? `<img class="logo" src="${escapeHtml(view.logo.src)}" alt="Logo">` : "";
  const subtitle = view.subtitle ? `<div class="subtitle">${escapeHtml(view.subtitle)}</div>` : "";
  const correction = view.correction
    ? `<section class="correction"><div>${escapeHtml(L.correctionOf)} <b>${escapeHtml(view.correction.originalNumber)}</b></div><div>${escapeHtml(L.correctionReason)} ${escapeHtml(view.correction.reason)}</div></section>`
    : view.reference
      ? `<section class="correction"><div>${escapeHtml(view.reference)}</div></section>`
      : "";
  const qr =
    qrSvg && view.payment.qr
      ? `<figure class="qr">${qrSvg}<figcaption>${escapeHtml(L.qrPayment)}</figcaption></figure>`
      : "";
  const recaps = [
    view.recap ? recapTable(view.recap, L.vatRecap, L) : "",
    view.czkRecap ? recapTable(view.czkRecap, L.czkRecap, L) : "",
  ].join("");
  const totals = view.totals
    .map(
      (row) =>
        `<tr${row.strong ? ' class="strong"' : ""}><td>${escapeHtml(row.label)}</td><td class="num">${escapeHtml(row.value)}</td></tr>`,
    )
    .join("");
  const notes = view.notes.length
    ? `<div class="notes">${view.notes.map((note) => `<p>${escapeHtml(note)}</p>`).join("")}</div>`
    : "";
  const footer = view.footer ? `<footer class="doc-footer">${escapeHtml(view.footer)}</footer>` : "";

  return `<!doctype html>
<html lang="${view.language}" style="--doc:'${escapeHtml(cssString(view.documentLabel))}';--page:'${escapeHtml(cssString(view.pageLabel))}'">${head()}
<body>${watermark}
<header class="top"><div class="brand">${logo}</div><div class="doc"><h1>${escapeHtml(view.title)}</h1><div class="number">${escapeHtml(fillPlaceholders(L.number, { number: view.number }))}</div>${subtitle}</div></header>
${correction}
<div class="parties">${party(view.supplier)}${party(view.customer)}</div>
<div class="info"><section class="box dates"><h2>${escapeHtml(L.dates)}</h2>${kvTable(view.dates)}</section><section class="box payment"><h2>${escapeHtml(view.payment.heading)}</h2>${kvTable(view.payment.rows)}</section>${qr}</div>
${view.statement ? statementTable(view) : itemsTable(view)}
<div class="closing"><div class="summary"><div class="recaps">${recaps}</div><table class="totals">${totals}</table></div>
${notes}${footer}</div>
</body></html>`;
}
