/**
 * Generated from GET /api/v1/openapi.json by openapi-typescript: `npm run api:types -w server`.
 * Do not edit; the contract test fails when it no longer matches the served document.
 */


export interface paths {
  "/account/language": {
    /**
     * Choose your language
     * @description `en` or `cs` for you alone, or `null` to follow the organization's default (decision 180). Answers the user as `GET /auth/me` does, with the effective `language`. Every role may choose its own language; needs a browser session (an API key gets 403).
     */
    put: operations["setAccountLanguage"];
  };
  "/account/leave": {
    /**
     * Leave the organization
     * @description Deactivates your own account and signs you out everywhere. The last active owner cannot leave (409). Needs a browser session.
     */
    post: operations["leaveOrganization"];
  };
  "/account/password": {
    /**
     * Change your password
     * @description Needs the current password (attempts are limited like sign-ins). Every other session ends; this one stays. Needs a browser session (an API key gets 403).
     */
    post: operations["changePassword"];
  };
  "/account/sessions": {
    /**
     * Your signed-in sessions
     * @description Most recently used first. `lastUsedAt` is the last renewal of the session (the web app renews every 13 minutes while open); `ipAddress` and `userAgent` are as seen then. `current` marks the session making this call.
     */
    get: operations["listSessions"];
  };
  "/account/sessions/{id}": {
    /**
     * Sign one of your sessions out
     * @description Its refresh and access tokens stop working at once. 404 for a session that is not yours or already ended.
     */
    delete: operations["endSession"];
  };
  "/account/sign-out-everywhere": {
    /**
     * Sign out of every session, this one included
     * @description Every session of yours ends at once, on every device; this answer clears this browser's cookies.
     */
    post: operations["signOutEverywhere"];
  };
  "/admin/organizations": {
    /** List organizations with their user counts */
    get: operations["listOrganizations"];
    /**
     * Create an organization
     * @description Needs `Authorization: Bearer <ADMIN_TOKEN>`. The returned id is the organization ID users register with.
     */
    post: operations["createOrganization"];
  };
  "/ai/chat": {
    /**
     * Ask the assistant
     * @description The useChat request: `{id, conversationId (= id), messages, trigger: submit-message | regenerate-message, messageId?}`. The server keeps the conversation (per user: chat ids are the user's own, and another user's id is simply one this user has not used yet); only the last user message is read from `messages`. A message's text is at most 10,000 characters (400 otherwise); a conversation stops at 500,000 characters stored (400: start a new chat). Changes to data are only proposed; they happen after the user's plain yes.
     */
    post: operations["chat"];
  };
  "/ai/chat/{chatId}": {
    /** A stored conversation */
    get: operations["getConversation"];
  };
  "/ai/chat/{chatId}/stream": {
    /**
     * Resume an answer still being generated
     * @description Replays the answer from its start and follows it. 204 when nothing is being generated. Works across app servers when REDIS_URL is set.
     */
    get: operations["resumeChatStream"];
  };
  "/api-keys": {
    /**
     * Your API keys
     * @description Needs a browser session (an API key gets 403).
     */
    get: operations["listApiKeys"];
    /**
     * Create an API key
     * @description The secret is in this answer only; it is stored as a hash. Needs a browser session (an API key gets 403). `Idempotency-Key` is refused here (400): a stored answer would keep the secret, so nothing is stored — if a creation's answer was lost, revoke that key and create another.
     */
    post: operations["createApiKey"];
  };
  "/api-keys/{id}": {
    /**
     * Revoke an API key
     * @description The key stops working at once (401). Needs a browser session (an API key gets 403).
     */
    delete: operations["revokeApiKey"];
  };
  "/auth/login": {
    /**
     * Sign in with e-mail and password
     * @description Sets the session cookies. Too many failed attempts for one account from one address (or, far more, from all addresses together) answer 429 with Retry-After.
     */
    post: operations["login"];
  };
  "/auth/logout": {
    /**
     * Sign out
     * @description Ends the session (its refresh token and its access tokens, on every app server) and clears its cookies. Always succeeds.
     */
    post: operations["logout"];
  };
  "/auth/me": {
    /** The signed-in user */
    get: operations["getCurrentUser"];
  };
  "/auth/password-reset": {
    /**
     * Set a new password with a reset link's token
     * @description The password rules of registration apply. Every session of the user ends. An unknown, used or expired token answers 400 and changes nothing.
     */
    post: operations["resetPassword"];
  };
  "/auth/password-reset/request": {
    /**
     * E-mail a password-reset link
     * @description Answers the same whether or not the address has an account, and as fast: a background job looks the address up and mails the link. The link works once, for 30 minutes. Limited per client address and per e-mail address (429 with Retry-After).
     */
    post: operations["requestPasswordReset"];
  };
  "/auth/refresh": {
    /**
     * Renew the session
     * @description Uses the refresh cookie (sent only to /api/v1/auth) and rotates it. Reusing an already used refresh token revokes the whole session and answers 401.
     */
    post: operations["refreshSession"];
  };
  "/auth/register": {
    /**
     * Create an account in an organization
     * @description The organization ID comes from an admin. The password needs 12–128 characters with an uppercase and a lowercase letter, a number and a special character. Does not sign in: call login next.
     */
    post: operations["register"];
  };
  "/crm/contacts": {
    /**
     * List contacts
     * @description Ordered by name; with `q`, by relevance (an exact name, e-mail, IČO or DIČ first, then names that start with the text, a word that starts with it, any other match, similar spellings), then name. Without `limit` every match is returned; with it, pages continue from `nextCursor`.
     */
    get: operations["listContacts"];
    /**
     * Create a person or an organization
     * @description A person needs a name and an e-mail; an organization a name and a legal name. Text is trimmed and empty values are dropped. Organization-only fields on a person (and position on an organization) answer 400.
     */
    post: operations["createContact"];
  };
  "/crm/contacts/{childId}/parent": {
    /**
     * Move an organization under another one (null: to the top)
     * @description The parent must be another organization outside the child's own subtree (409 for a cycle).
     */
    put: operations["setParentOrganization"];
  };
  "/crm/contacts/{id}": {
    /** Get a contact */
    get: operations["getContact"];
    /**
     * Update a contact
     * @description Send the `version` you read: if someone changed the contact since, the answer is 409 and nothing changes. The type cannot change.
     */
    put: operations["updateContact"];
    /**
     * Delete a contact
     * @description The contact disappears from every list and lookup, with its links; its sub-organizations become top-level. Deals and invoices that name it stay valid.
     */
    delete: operations["deleteContact"];
  };
  "/crm/contacts/{id}/hierarchy": {
    /**
     * The chain of parent organizations
     * @description `path` runs from the top ancestor down to the contact itself.
     */
    get: operations["getContactHierarchy"];
  };
  "/crm/contacts/{id}/merge/{otherId}": {
    /**
     * What merging another contact into this one would move
     * @description Counts the links, sub-organizations, deals, invoices and projects that name the other contact. Both must be persons or both organizations.
     */
    get: operations["previewContactMerge"];
    /**
     * Merge another contact into this one
     * @description In one transaction, everything that names the other contact moves to this one: links (a link this contact already has is kept instead), sub-organizations, deals, invoices (issued ones keep their frozen customer details) and projects. The other contact goes to the trash. This contact's own fields do not change.
     */
    post: operations["mergeContacts"];
  };
  "/crm/contacts/{id}/summary": {
    /**
     * A client's deals, invoices, projects and totals
     * @description The deals and invoices that name the contact as their billing contact (newest 100 each), the projects it is the client of, and totals per currency, never converted: open (issued invoices not paid: what is still due), overdue (of those, past their due date), paid this year (payments dated this calendar year) and open deals (estimated value of leads and negotiations).
     */
    get: operations["getContactSummary"];
  };
  "/crm/contacts/{id}/timeline": {
    /**
     * A contact's activity timeline
     * @description Notes and events recorded by the audit log (created; a field changed, old → new; a deal won or lost; an invoice created, issued, sent, paid), newest first, paged by `cursor` (the `nextCursor` of the previous page). A note appears once, as it is now; a deleted note not at all. Includes the events of its deals, invoices, links and projects.
     */
    get: operations["getContactTimeline"];
  };
  "/crm/contacts/{organizationId}/children": {
    /** An organization's sub-organizations */
    get: operations["listSubOrganizations"];
  };
  "/crm/contacts/{organizationId}/people": {
    /** The people linked to an organization */
    get: operations["listOrganizationPeople"];
  };
  "/crm/contacts/{personId}/organizations": {
    /** The organizations a person is linked to */
    get: operations["listPersonOrganizations"];
    /**
     * Link a person to an organization
     * @description A duplicate link answers 409. A primary link becomes the person's only primary link.
     */
    post: operations["linkPersonToOrganization"];
  };
  "/crm/contacts/{personId}/organizations/{relationshipId}": {
    /** Change a link's role or make it primary */
    put: operations["updatePersonOrganizationLink"];
    /** Remove a link */
    delete: operations["unlinkPersonFromOrganization"];
  };
  "/crm/contacts/export.csv": {
    /**
     * Export the filtered contact list as CSV
     * @description Every record the list shows with these filters (`limit` and `cursor` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, CRLF (decision 121). A cell holding a semicolon, a quote, a tab or a line break is quoted; a cell, or a line within it, that starts with `=`, `+`, `-`, `@`, a tab or CR (a spreadsheet formula) starts with an apostrophe, which the contact import reads back off.
     */
    get: operations["exportContactsCsv"];
  };
  "/crm/contacts/import": {
    /**
     * Import contacts from a CSV file (dry run or real)
     * @description Maps columns to contact fields (`mapping`: JSON of field → column index, `name` required). Each row is created, or updates the live contact with its IČO (else its e-mail), or is skipped (a duplicate of an earlier row, a match with nothing new, or any match with `onMatch=skip`), or is reported with the forms' validation messages per field. `dryRun=true` (the default) answers what would happen as JSON and writes nothing. `dryRun=false` first reads the whole file (a file that is not CSV or has too many rows answers 400 with nothing imported), then imports every valid row in batches of 250, each in its own transaction, and answers JSON Lines (`application/x-ndjson`): `{"type":"progress","processed":n}` after each batch, then `{"type":"done", …the result}` or `{"type":"error","error":…,"created":n,"updated":n}` — a failure keeps the batches before it, counted there; importing the same file again skips the rows they wrote when they have an IČO or e-mail.
     */
    post: operations["importContactsCsv"];
  };
  "/crm/contacts/import/inspect": {
    /**
     * Read a CSV file's header and first rows before an import
     * @description The file's encoding and delimiter (detected unless given), its header, its first five rows and its number of rows.
     */
    post: operations["inspectContactsCsv"];
  };
  "/crm/deals": {
    /**
     * List deals
     * @description Newest first. Without `limit` every match is returned; with it, pages continue from `nextCursor`.
     */
    get: operations["listDeals"];
    /**
     * Create a deal
     * @description Status defaults to lead and currency to USD. The billing contact must be one of your organizations.
     */
    post: operations["createDeal"];
  };
  "/crm/deals/{dealId}/invoices": {
    /** The invoices of a deal */
    get: operations["listDealInvoices"];
  };
  "/crm/deals/{id}": {
    /** Get a deal */
    get: operations["getDeal"];
    /**
     * Update a deal
     * @description Replaces the deal's fields. Send `version` to be told (409) when someone changed it since you read it.
     */
    put: operations["updateDeal"];
    /** Delete a deal */
    delete: operations["deleteDeal"];
  };
  "/crm/deals/{id}/mark-lost": {
    /**
     * Mark a deal in negotiation as lost
     * @description No body needed. A deal not in negotiation answers 409.
     */
    post: operations["markDealLost"];
  };
  "/crm/deals/{id}/mark-won": {
    /**
     * Mark a deal in negotiation as won
     * @description `actualValue` must be a positive number. A deal not in negotiation answers 409.
     */
    post: operations["markDealWon"];
  };
  "/crm/deals/{id}/timeline": {
    /**
     * A deal's activity timeline
     * @description Notes and events recorded by the audit log (created; a field changed, old → new; a deal won or lost; an invoice created, issued, sent, paid), newest first, paged by `cursor` (the `nextCursor` of the previous page). A note appears once, as it is now; a deleted note not at all. Includes the events of its invoices and its project.
     */
    get: operations["getDealTimeline"];
  };
  "/crm/deals/export.csv": {
    /**
     * Export the filtered deal list as CSV
     * @description Every record the list shows with these filters (`limit` and `cursor` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, CRLF (decision 121). A cell holding a semicolon, a quote, a tab or a line break is quoted; a cell, or a line within it, that starts with `=`, `+`, `-`, `@`, a tab or CR (a spreadsheet formula) starts with an apostrophe, which the contact import reads back off.
     */
    get: operations["exportDealsCsv"];
  };
  "/crm/exchange-rates/cnb": {
    /**
     * The Czech National Bank's exchange rate for an invoice
     * @description CZK for one unit of EUR, USD or GBP valid on `date` (the taxable supply's date): that day's fixing, or the last one before a weekend or holiday (`rateDate`). When the bank cannot be reached, or fetching is turned off (`CNB_RATES_URL=off`), `rate` is null and `message` asks for the rate by hand.
     */
    get: operations["getCnbExchangeRate"];
  };
  "/crm/invoices": {
    /**
     * List invoices (newest first)
     * @description Without parameters every invoice and credit note, newest first (as before). Filters: `status` (`overdue` is an issued, unpaid invoice past its due date), `kind`, `billingContactId`, `currency`, `issuedFrom`/`issuedTo`; `q` searches the number, the customer's name and the variable symbol (accent- and case-insensitive substring); `sort`/`order`; with `limit`, pages continue from `nextCursor`. The same filters export as CSV at GET /crm/invoices/export.csv.
     */
    get: operations["listInvoices"];
    /**
     * Create an invoice (a draft)
     * @description The server assigns the number (YYYY-NNNN per organization and year) and computes every amount; totals sent by the client are ignored. The billing contact must have billing information; it is copied onto the invoice.
     */
    post: operations["createInvoice"];
  };
  "/crm/invoices/{id}": {
    /** Get an invoice */
    get: operations["getInvoice"];
    /**
     * Update a draft invoice
     * @description Only drafts can be edited (409 otherwise). Send `version` to be told (409) about a concurrent change.
     */
    put: operations["updateInvoice"];
    /**
     * Delete a draft invoice
     * @description An issued invoice is a legal document: only drafts can be deleted (409 otherwise). Numbers stay without gaps: only the newest draft of its series and year can be deleted, and its number is given back; an older draft answers 409 (edit it instead).
     */
    delete: operations["deleteInvoice"];
  };
  "/crm/invoices/{id}/credit-notes": {
    /**
     * Make a credit note (opravný daňový doklad) of an issued invoice
     * @description A draft numbered DYYYY-NNNN (its own series per organization and year), linked to the invoice (`originalInvoiceId`; the invoice lists it in `creditNoteIds`). Lines are negative, at the invoice's VAT rates, up to what remains of the invoice per rate (400 above). Without `items` the whole invoice is cancelled. Issue it with POST …/issue; once issued it lowers the invoice's `amountDue`.
     */
    post: operations["createCreditNote"];
  };
  "/crm/invoices/{id}/generate-pdf": {
    /**
     * Render the invoice's PDF
     * @description Answers a same-origin `downloadUrl` (GET it with the same credentials). At most 2 renders run at once; a full queue answers 429 'PDF service is busy'.
     */
    post: operations["generateInvoicePdf"];
  };
  "/crm/invoices/{id}/isdoc": {
    /**
     * Download an issued invoice or credit note as ISDOC
     * @description The document as ISDOC 6.0.2 XML (`<number>.isdoc`, an attachment), valid against the official schema, for the customer's accounting software: parties as frozen when issued, a VAT rate per line, the VAT recapitulation (in CZK too for a foreign currency), reverse charge, payment means; a credit note names the invoice it corrects. A draft is no tax document: 409.
     */
    get: operations["downloadInvoiceIsdoc"];
  };
  "/crm/invoices/{id}/issue": {
    /**
     * Issue a draft (draft → sent): it becomes a tax document
     * @description Freezes the supplier's details (from the company profile: 400 naming the first missing field while it lacks what the law requires), the customer's billing details, the issue date (today unless set), the date of taxable supply (the issue date unless set), the variable symbol and the VAT treatment. An issued document cannot be edited or deleted (409): correct it with a credit note. A foreign-currency invoice of a VAT payer needs its exchange rate (400). Works for credit notes too. It takes no body; it runs with the invoice's row locked, so an edit made at the same moment is either issued or refused (409).
     */
    post: operations["issueInvoice"];
  };
  "/crm/invoices/{id}/payment-request.pdf": {
    /**
     * Download the payment request of an issued invoice
     * @description A separate document (výzva k úhradě), not a tax document: the invoice's total, its issued credit notes and its payments line by line, what remains to be paid (`amountDue`, or an overpayment), and a QR Platba code asking exactly what remains. Rendered from the invoice as it is now, never stored (`vyzva-k-uhrade-<number>.pdf`). A draft or a credit note: 409.
     */
    get: operations["downloadInvoicePaymentRequest"];
  };
  "/crm/invoices/{id}/payments": {
    /**
     * Record a payment of an issued invoice
     * @description Partial payments are kept (listed in `payments`; `amountDue` is what remains); the invoice is paid when nothing remains. A draft (409), a credit note (409), a paid invoice (409), an amount above what is due (400) or a date in the future (400) change nothing.
     */
    post: operations["recordInvoicePayment"];
  };
  "/crm/invoices/{id}/pdf": {
    /**
     * Download the invoice's PDF
     * @description The `downloadUrl` of generate-pdf. A4 Czech tax document, `faktura-<number>.pdf`. An issued document's PDF is the document as issued: made once, stored with its SHA-256 and served byte-identical on every download whatever `v` says (a stored file that no longer matches its hash answers 500, never other bytes); payments and credit notes are on its payment request. A draft is rendered afresh.
     */
    get: operations["downloadInvoicePdf"];
  };
  "/crm/invoices/{id}/status": {
    /**
     * Mark an invoice sent or paid (or undo one step)
     * @description draft → sent → paid, and back one step to undo a mistake. `overdue` is not set: a sent invoice past its due date reads as overdue. Since issue 22: `sent` issues the draft (as POST …/issue does, with its checks), `paid` records a payment of what is due today, paid → sent removes the newest payment, and sent → draft is refused once something was paid or credited.
     */
    post: operations["setInvoiceStatus"];
  };
  "/crm/invoices/export.csv": {
    /**
     * Export the filtered invoice list as CSV
     * @description Every invoice and credit note matching the list's filters and sort (`limit` and `cursor` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, dates as 25.11.2026, CRLF.
     */
    get: operations["exportInvoicesCsv"];
  };
  "/crm/invoices/export.isdoc.zip": {
    /**
     * Export the filtered invoice list as ISDOC files in a zip
     * @description One `.isdoc` file per issued invoice and credit note matching the list's filters and sort (`limit` and `cursor` are ignored), streamed as a zip (`faktury-isdoc-YYYY-MM-DD.zip`). Drafts are no tax documents: they are left out, and the `X-Skipped-Drafts` header says how many matched. An empty match is an empty zip.
     */
    get: operations["exportInvoicesIsdoc"];
  };
  "/crm/notes": {
    /**
     * Add a note to a contact, a deal or a project
     * @description Markdown, up to 20,000 characters. The author is you (the owner of the API key used).
     */
    post: operations["createNote"];
  };
  "/crm/notes/{id}": {
    /**
     * Delete your note
     * @description Only the author may delete a note (403 otherwise). Its text stays in the audit log.
     */
    delete: operations["deleteNote"];
    /**
     * Edit your note
     * @description Only the author may edit a note (403 otherwise). 409 if it changed since `version`. Every version stays in the audit log.
     */
    patch: operations["updateNote"];
  };
  "/crm/relationships": {
    /**
     * Every person–organization link, by update time
     * @description For an integrator's sync (decision 200): ordered by `updatedAt`, then id (`order=asc` by default); `updatedSince` keeps those changed at or after an instant. Without `limit` every link is returned; with it, pages continue from `nextCursor`. Removed links (unlinked, or with a deleted contact): `GET /sync/deleted?type=relationship`.
     */
    get: operations["listRelationships"];
  };
  "/crm/relationships/person-organization": {
    /** Link a person to an organization */
    post: operations["createPersonOrganizationRelationship"];
  };
  "/crm/trash": {
    /**
     * List the trash
     * @description Contacts, deals and invoice drafts your organization deleted in the last 30 days, newest deletion first. Older ones are deleted permanently by a background job.
     */
    get: operations["listTrash"];
  };
  "/crm/trash/{id}": {
    /**
     * Delete a record permanently
     * @description Deletes a record in the trash for good. A contact that deals or invoices still name is erased instead (its personal data removed). A deal that an invoice draft in the trash names answers 409.
     */
    delete: operations["deleteFromTrash"];
  };
  "/crm/trash/{id}/restore": {
    /**
     * Restore a deleted record
     * @description Puts the record back with its links and references. 409 says why when it would break a rule (its parent organization, deal or billing contact is in the trash or gone). A restored invoice draft is numbered as the next of its series: the same number unless another document took it.
     */
    post: operations["restoreFromTrash"];
  };
  "/demo-data": {
    /**
     * The organization's demo data: how much of it is left
     * @description `present` is false, with every count 0, when the organization has no demo data.
     */
    get: operations["getDemoData"];
    /**
     * Fill the organization with demo data
     * @description About 50 contacts with links and a hierarchy, 20 deals and 30 invoices (with a credit note) of a Czech company, made through the same rules as the API. The demo's invoices are from a fictional supplier marked as demo data; the organization's company profile is never read or written. 409 when the organization has demo data already.
     */
    post: operations["addDemoData"];
    /**
     * Remove the demo data
     * @description Deletes exactly the records the demo made, and takes the invoice numbering back to the highest number still used. 409 naming what blocks it while your own records depend on them (your own invoices, deals billed to a demo contact, sub-organizations of or links to demo contacts); 404 when there is none. The company profile was never touched.
     */
    delete: operations["removeDemoData"];
  };
  "/health": {
    /**
     * Check the server and its database
     * @description Always 200 here, with status "degraded" when the database does not answer. GET /api/health is the same check for load balancers: it answers 503 when degraded.
     */
    get: operations["getHealth"];
  };
  "/invitations/{token}": {
    /**
     * What an invitation link offers
     * @description The organization, the invited address and the role. An unknown token answers 404; a used, revoked or expired one 409 naming why.
     */
    get: operations["getInvitation"];
  };
  "/invitations/{token}/accept": {
    /**
     * Register through an invitation
     * @description Creates the account in the inviting organization with the invitation's address and role (the password rules of registration apply); the link is used up. Does not sign in: call login next. Unknown token 404; used, revoked or expired 409; an address that meanwhile has an account 409.
     */
    post: operations["acceptInvitation"];
  };
  "/overview": {
    /**
     * The home page's figures
     * @description The pipeline by deal status (count and value per currency), draft, unpaid and overdue invoices (count and amount due per currency), revenue of the last 12 months (paid invoices by issue month, in CZK), the most recently changed records, and tasks across projects (yours, yours overdue, everyone's overdue, and your next few). Each figure matches the list it names: /crm/deals?status=…, /crm/invoices?status=…&kind=invoice, for a month status=paid&kind=invoice&from=…&to=…, and for tasks GET /projects/my-tasks (scope=overdue) and /projects/overdue-tasks.
     */
    get: operations["getOverview"];
  };
  "/projects": {
    /**
     * List projects
     * @description Search (`q`, in the project's and the client's name), filters and sorting. Without `limit` every match is returned; with it, pages continue from `nextCursor`. A client's projects: `clientId`; a deal's project: `dealId`.
     */
    get: operations["listProjects"];
    /**
     * Create a project
     * @description The client must be an organization contact; the deal (optional) one billed to that client and without a project yet; the owner a user of your organization (you by default). The board starts with the columns To do, In progress and Done.
     */
    post: operations["createProject"];
  };
  "/projects/{id}": {
    /** Get a project */
    get: operations["getProject"];
    /** Delete a project with its board and tasks */
    delete: operations["deleteProject"];
    /**
     * Update a project
     * @description Fields not sent stay as they are. Send `version` to be told (409) when someone changed it since you read it.
     */
    patch: operations["updateProject"];
  };
  "/projects/{id}/board": {
    /**
     * The project's board
     * @description Columns in order, each with its first `tasksPerColumn` tasks in order (by `rank`) and its `taskCount`, and the board's `version`.
     */
    get: operations["getProjectBoard"];
  };
  "/projects/{id}/board-version": {
    /**
     * The board's version
     * @description A cheap question to poll: when `version` grew, reload the board (decision 161).
     */
    get: operations["getProjectBoardVersion"];
  };
  "/projects/{id}/columns": {
    /** The board's columns in order */
    get: operations["listProjectColumns"];
    /**
     * Add a column
     * @description Last unless `afterColumnId` is given (null: first).
     */
    post: operations["addProjectColumn"];
  };
  "/projects/{id}/columns/{columnId}": {
    /**
     * Delete an empty column
     * @description A column with tasks answers 409 (The column still has tasks: move or delete them first); so does the last one.
     */
    delete: operations["deleteProjectColumn"];
    /**
     * Rename a column, set its WIP limit or whether it means done
     * @description A WIP limit below the number of tasks already there is kept: no more tasks come in until it has room.
     */
    patch: operations["updateProjectColumn"];
  };
  "/projects/{id}/columns/{columnId}/move": {
    /** Reorder a column */
    post: operations["moveProjectColumn"];
  };
  "/projects/{id}/history": {
    /**
     * A project's notes and change history
     * @description Notes and events recorded by the audit log (created; a field changed, old → new; a deal won or lost; an invoice created, issued, sent, paid), newest first, paged by `cursor` (the `nextCursor` of the previous page). A note appears once, as it is now; a deleted note not at all. Includes the events of its columns and tasks.
     */
    get: operations["getProjectHistory"];
  };
  "/projects/{id}/invoices": {
    /**
     * Invoices of the project's deal
     * @description Empty when the project has no deal.
     */
    get: operations["listProjectInvoices"];
  };
  "/projects/{id}/tasks": {
    /** The project's tasks, by column and rank */
    get: operations["listProjectTasks"];
    /**
     * Create a task
     * @description At the end of its column (the first column when `columnId` is not given). A column at its WIP limit answers 409.
     */
    post: operations["createProjectTask"];
  };
  "/projects/{id}/tasks/{taskId}": {
    /** Get a task */
    get: operations["getProjectTask"];
    /** Delete a task */
    delete: operations["deleteProjectTask"];
    /**
     * Update a task
     * @description Fields not sent stay as they are; `checklist` replaces the whole list (items keep their `id`). Send `version` to be told (409) when someone changed it since you read it.
     */
    patch: operations["updateProjectTask"];
  };
  "/projects/{id}/tasks/{taskId}/assign": {
    /** Assign a task to a user (null: unassign) */
    post: operations["assignProjectTask"];
  };
  "/projects/{id}/tasks/{taskId}/comments": {
    /** A task's comments, oldest first */
    get: operations["listTaskComments"];
    /**
     * Comment on a task
     * @description `mentions` lists the user ids of the colleagues the comment mentions.
     */
    post: operations["addTaskComment"];
  };
  "/projects/{id}/tasks/{taskId}/comments/{commentId}": {
    /** Delete your comment */
    delete: operations["deleteTaskComment"];
  };
  "/projects/{id}/tasks/{taskId}/move": {
    /**
     * Move a task within or between columns
     * @description Name the neighbour it goes after (`afterTaskId`; null: the top), or before (`beforeTaskId`), or a 0-based `index`; nothing: the end. A named neighbour no longer in the target column (someone moved it meanwhile) falls back to `index` when sent, else answers 400. The server computes the rank from the column as it is; moving into another column at its WIP limit answers 409.
     */
    post: operations["moveProjectTask"];
  };
  "/projects/my-tasks": {
    /**
     * My tasks across projects
     * @description Your tasks not in a done column, in projects not archived, by due date. `scope`: open (default), dueToday (due today or earlier), overdue.
     */
    get: operations["listMyTasks"];
  };
  "/projects/overdue-tasks": {
    /**
     * Overdue tasks across projects
     * @description Tasks due before today and not in a done column; `assigneeId` narrows them to one person.
     */
    get: operations["listOverdueTasks"];
  };
  "/projects/people": {
    /** People who can own, be assigned or be mentioned */
    get: operations["listProjectPeople"];
  };
  "/projects/tasks": {
    /**
     * Every task of the organization, by update time
     * @description For an integrator's sync (decision 200): ordered by `updatedAt`, then id (`order=asc` by default); `updatedSince` keeps those changed at or after an instant. Without `limit` every task is returned; with it, pages continue from `nextCursor`. Deleted tasks: `GET /sync/deleted?type=task`.
     */
    get: operations["listTasks"];
  };
  "/search": {
    /**
     * Search contacts, deals, invoices, projects and tasks
     * @description Accent- and case-insensitive substring search, ranked: an exact value first, then names that start with the text, then a word that starts with it, then any other match, then (from four characters) similar spellings. At most `limit` results of each kind; each names its page in the web app (`link`).
     */
    get: operations["search"];
  };
  "/settings/audit-log": {
    /**
     * The audit log
     * @description Every create, update, delete, restore and permanent delete of the organization's records — who (a user, an API key, or the system), when, the fields changed (old → new) and the request's X-Request-Id — newest first, filtered and paged by `cursor`. Secrets (password and key hashes) and bookkeeping columns are never recorded. The log is append-only: the database refuses to change or delete its rows.
     */
    get: operations["listAuditLog"];
  };
  "/settings/audit-log/export.csv": {
    /**
     * Export the filtered audit log as CSV
     * @description Every record the list shows with these filters (`limit` and `cursor` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, CRLF (decision 121). A cell holding a semicolon, a quote, a tab or a line break is quoted; a cell, or a line within it, that starts with `=`, `+`, `-`, `@`, a tab or CR (a spreadsheet formula) starts with an apostrophe, which the contact import reads back off.
     */
    get: operations["exportAuditLogCsv"];
  };
  "/settings/company": {
    /**
     * The company's supplier profile
     * @description Who the organization's invoices are from. Before the first save every field is empty (version 0). `missingForIssuing` lists the fields an invoice paid by bank transfer needs before it can be issued.
     */
    get: operations["getCompanyProfile"];
    /**
     * Save the company's supplier profile
     * @description Replaces the profile (omitted text fields are cleared). Send the `version` you read (0 for the first save): 409 if someone saved since. IČO, DIČ, the Czech account and the IBAN are checked (400 naming the field); a missing account or IBAN is derived from the other where possible, and two that disagree answer 400. The bank details (account, IBAN, BIC) and the company's identity (legal name, address, country, IČO, DIČ, VAT payer, footer text) change only for an owner or an admin signed in to Kancl: anyone else, and every API key, gets 403 naming the first such field, and nothing is saved (sending them unchanged is fine). Every such change is audited and e-mailed to the owners.
     */
    put: operations["updateCompanyProfile"];
  };
  "/settings/company/logo": {
    /**
     * The company's logo
     * @description The image uploaded with PUT /settings/company/logo, with its media type (image/png or image/svg+xml). Served to the organization's own users and keys only.
     */
    get: operations["getCompanyLogo"];
    /**
     * Upload the company's logo
     * @description A PNG or SVG of at most 200 KB, in base64. A PNG is checked by its signature and dimensions (at most 2000 × 2000); an SVG is sanitized (no scripts, event handlers, styles or external references). Replaces the current logo; the profile's version does not change.
     */
    put: operations["uploadCompanyLogo"];
    /**
     * Remove the company's logo
     * @description 404 when there is no logo.
     */
    delete: operations["deleteCompanyLogo"];
  };
  "/settings/invitations": {
    /**
     * Pending invitations
     * @description Neither used, revoked nor expired; newest first. Owners and admins only, in a browser session (others get 403).
     */
    get: operations["listInvitations"];
    /**
     * Invite someone by e-mail
     * @description A single-use link valid for 7 days; the answer carries it (shown only now, stored as a hash) and says whether it was e-mailed. An earlier pending invitation of the address is revoked. Only owners invite owners (403); an address that has an account answers 409. `Idempotency-Key` is refused (400): the answer holds a secret. Owners and admins only, in a browser session (others get 403).
     */
    post: operations["createInvitation"];
  };
  "/settings/invitations/{id}": {
    /**
     * Revoke a pending invitation
     * @description Its link stops working at once. Owners and admins only, in a browser session (others get 403).
     */
    delete: operations["revokeInvitation"];
  };
  "/settings/language": {
    /**
     * The organization's default language
     * @description What its members read Kancl in unless they choose their own (`PUT /account/language`). `en` until an owner or admin changes it.
     */
    get: operations["getOrganizationLanguage"];
    /**
     * Set the organization's default language
     * @description `en` or `cs`. Owners and admins in a browser session (decision 130); others get 403. A member's own choice still wins. The API's error messages stay English whatever the language (decision 182).
     */
    put: operations["setOrganizationLanguage"];
  };
  "/settings/outbox": {
    /**
     * The organization's outgoing e-mail, newest first
     * @description Pages with `limit` (default 50) and `cursor` (the previous page's `nextCursor`). `smtpConfigured` is false when the server has no SMTP_URL: messages are then kept here, unsent.
     */
    get: operations["listOutbox"];
  };
  "/settings/outbox/{id}": {
    /**
     * One e-mail of the outbox, with its text
     * @description A one-time link or code meant for the recipient alone (password reset, invitation) is never answered: the text shows `[redacted]` in its place and `redacted` is true.
     */
    get: operations["getOutboxMessage"];
  };
  "/settings/outbox/{id}/retry": {
    /**
     * Send a failed or unsent e-mail again
     * @description Queues it with a fresh run of attempts. 409 when it is neither failed nor unsent, or when no SMTP server is configured.
     */
    post: operations["retryOutboxMessage"];
  };
  "/settings/users": {
    /**
     * The organization's users
     * @description Name, e-mail, role and status of every user. Owners and admins only, in a browser session (others get 403).
     */
    get: operations["listUsers"];
  };
  "/settings/users/{id}/deactivate": {
    /**
     * Deactivate a user
     * @description The user's sessions and API keys stop working at once (401); they cannot sign in until reactivated. Only an owner deactivates an owner; the last active owner cannot be deactivated (409). Owners and admins only, in a browser session (others get 403).
     */
    post: operations["deactivateUser"];
  };
  "/settings/users/{id}/reactivate": {
    /**
     * Reactivate a user
     * @description The user can sign in again (their old sessions stay ended). Owners and admins only, in a browser session (others get 403).
     */
    post: operations["reactivateUser"];
  };
  "/settings/users/{id}/role": {
    /**
     * Change a user's role
     * @description Only an owner makes owners or changes an owner's role (403); the last active owner cannot be demoted (409). Applies to the user's next request. Owners and admins only, in a browser session (others get 403).
     */
    put: operations["changeUserRole"];
  };
  "/setup": {
    /**
     * Whether Kancl still needs to be set up
     * @description `open` is true only while the database has no organization and the set-up was never used.
     */
    get: operations["getSetupStatus"];
    /**
     * Set Kancl up: the first organization and its first administrator
     * @description Only while the database has no organization; afterwards (and for the second of two concurrent calls) 409. Creates the organization, its first account (through registration), the supplier profile when an IČO is given, and the demo data when asked. Does not sign in: call login next.
     */
    post: operations["setUp"];
  };
  "/sync/deleted": {
    /**
     * Records deleted since an instant (tombstones)
     * @description Contacts, deals, invoices, projects and tasks deleted at or after `since`, oldest deletion first, for 30 days after the deletion. A record restored from the trash leaves this list and comes back in its own list with a new `updatedAt`. Deleting a project deletes its tasks: each has its own tombstone. Pages continue from `nextCursor` (null on the last page).
     */
    get: operations["listDeletedRecords"];
  };
  "/system/version": {
    /** The Kancl version and runtime */
    get: operations["getVersion"];
  };
  "/webhooks": {
    /**
     * The organization's webhook endpoints
     * @description Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
     */
    get: operations["listWebhooks"];
    /**
     * Register a webhook endpoint
     * @description The signing secret is in this answer only. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
     */
    post: operations["createWebhook"];
  };
  "/webhooks/{id}": {
    /**
     * Get a webhook endpoint
     * @description Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
     */
    get: operations["getWebhook"];
    /**
     * Delete a webhook endpoint
     * @description Its deliveries and their log go with it. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
     */
    delete: operations["deleteWebhook"];
    /**
     * Change a webhook endpoint
     * @description Only the fields sent change. `enabled: true` re-enables an endpoint Kancl disabled after failures. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
     */
    patch: operations["updateWebhook"];
  };
  "/webhooks/{id}/deliveries": {
    /**
     * A webhook's latest deliveries and their attempts
     * @description The 50 newest, each with its request body and every attempt's answer. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
     */
    get: operations["listWebhookDeliveries"];
  };
  "/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
    /**
     * Send a delivery again
     * @description Queued at once, whatever the delivery's state; the attempt appears in its log. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
     */
    post: operations["redeliverWebhook"];
  };
  "/webhooks/{id}/rotate-secret": {
    /**
     * Replace a webhook's signing secret
     * @description The new secret is in this answer only; the old one stops signing at once. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
     */
    post: operations["rotateWebhookSecret"];
  };
  "/webhooks/{id}/test": {
    /**
     * Send a ping event
     * @description A `ping` event to this endpoint only, also while it is disabled. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
     */
    post: operations["sendWebhookTest"];
  };
}

export type webhooks = Record<string, never>;

export interface components {
  schemas: {
    AcceptedInvitation: {
      user: components["schemas"]["User"];
    };
    /** @description A signed-in browser session of the user */
    AccountSession: {
      /** Format: date-time */
      createdAt: string;
      current: boolean;
      /** Format: uuid */
      id: string;
      ipAddress: string | null;
      /** Format: date-time */
      lastUsedAt: string;
      userAgent: string | null;
    };
    Address: {
      city?: string;
      country?: string;
      postalCode?: string;
      state?: string;
      street?: string;
    };
    /**
     * @example {
     *   "error": "Not found"
     * }
     */
    ApiError: {
      /** @description A machine-readable code, e.g. NOT_FOUND */
      code?: string;
      /** @description On a contact's 409: the live contact that already has this IČO or e-mail (send allowDuplicate: true to save anyway) */
      duplicate?: {
        /** @enum {string} */
        field: "registrationNumber" | "email";
        /** Format: uuid */
        id: string;
        name: string;
      };
      /** @description What went wrong, in words a person can read */
      error: string;
      /** @description The same text (kept for tRPC-style clients) */
      message?: string;
    };
    ApiKey: {
      /** Format: date-time */
      createdAt: string;
      expiresAt: string | null;
      /** Format: uuid */
      id: string;
      lastUsedAt: string | null;
      name: string;
      /** @description The key's first characters, to recognise it */
      prefix: string;
      revokedAt: string | null;
      /**
       * @description read, or read-write (never more than the owner's role allows)
       * @enum {string}
       */
      scope: "read" | "read-write";
    };
    AuditActor: {
      apiKeyId: string | null;
      apiKeyName: string | null;
      /**
       * @description user (a browser session), api_key, or system (background jobs)
       * @enum {string}
       */
      type: "user" | "api_key" | "system";
      userId: string | null;
      userName: string | null;
    };
    AuditChange: {
      /** @description The changed field, in the API's camelCase */
      field: string;
      /** @description The value after (null when deleted) */
      new: string | number | boolean | null | unknown[] | {
        [key: string]: unknown;
      };
      /** @description The value before (null when created) */
      old: string | number | boolean | null | unknown[] | {
        [key: string]: unknown;
      };
    };
    AuditEvent: {
      /** @enum {string} */
      action: "create" | "update" | "delete" | "restore" | "purge";
      actor: components["schemas"]["AuditActor"];
      changes: components["schemas"]["AuditChange"][];
      /** @description Increases with every event: the newest has the highest */
      id: string;
      /** @description ISO 8601: when the transaction that made the change began */
      occurredAt: string;
      recordId: string;
      /** @description The record's name, title or number at the time */
      recordLabel: string | null;
      /** @description The audit log only: the record's name, title or number now, for a contact, deal, invoice or project that still exists and is not in the trash; null when it is gone (or has no screen of its own). A draft invoice's number is a placeholder starting with pending- */
      recordNow?: string | null;
      /** @enum {string} */
      recordType: "contact" | "link" | "deal" | "invoice" | "payment" | "project" | "column" | "task" | "comment" | "note" | "user" | "invitation" | "api_key" | "company_profile";
      /** @description The X-Request-Id of the API request that made the change */
      requestId: string | null;
    };
    AuditPage: {
      events: components["schemas"]["AuditEvent"][];
      /** @description Pass as cursor for the next (older) page; null on the last */
      nextCursor: string | null;
    };
    /** @description Who invoices are addressed to. Send {} to clear it. */
    Billing: {
      address?: string;
      email?: string;
      name?: string;
      registrationNumber?: string;
      taxId?: string;
    };
    /** @description The customer's billing details as they were when the invoice was made */
    BillingSnapshot: {
      address: string | null;
      email: string | null;
      name: string;
      registrationNumber: string | null;
      taxId: string | null;
    };
    Board: {
      columns: ({
          /** @description Tasks here count as finished (not in My tasks or Overdue) */
          done: boolean;
          /** Format: uuid */
          id: string;
          name: string;
          /** Format: uuid */
          projectId: string;
          /** @description Fractional index: columns sort by it (byte order) */
          rank: string;
          taskCount: number;
          tasks: components["schemas"]["Task"][];
          wipLimit: number | null;
        })[];
      project: components["schemas"]["Project"];
      /** @description The board's version: poll board-version and reload when it grew */
      version: number;
    };
    BoardColumn: {
      /** @description Tasks here count as finished (not in My tasks or Overdue) */
      done: boolean;
      /** Format: uuid */
      id: string;
      name: string;
      /** Format: uuid */
      projectId: string;
      /** @description Fractional index: columns sort by it (byte order) */
      rank: string;
      taskCount: number;
      wipLimit: number | null;
    };
    BoardVersion: {
      /** Format: date-time */
      updatedAt: string;
      version: number;
    };
    ChecklistItem: {
      done: boolean;
      /** Format: uuid */
      id: string;
      text: string;
    };
    Children: {
      children: components["schemas"]["Contact"][];
    };
    Colleague: {
      email: string;
      /** Format: uuid */
      id: string;
      name: string;
    };
    /**
     * @example {
     *   "version": 3,
     *   "legalName": "Kancl s.r.o.",
     *   "street": "Václavské náměstí 1",
     *   "city": "Praha",
     *   "postalCode": "110 00",
     *   "country": "CZ",
     *   "registrationNumber": "27082440",
     *   "taxId": "CZ27082440",
     *   "vatPayer": true,
     *   "bankAccount": "19-2000145399/0800",
     *   "iban": "CZ6508000000192000145399",
     *   "bic": "GIBACZPX",
     *   "email": "fakturace@kancl.cz",
     *   "phone": "+420 123 456 789",
     *   "web": "https://kancl.cz",
     *   "footerText": "Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 12345",
     *   "logo": {
     *     "mediaType": "image/png",
     *     "size": 10240,
     *     "updatedAt": "2026-11-26T09:00:00.000Z"
     *   },
     *   "bankAccountChangedAt": null,
     *   "missingForIssuing": [],
     *   "updatedAt": "2026-11-26T09:00:00.000Z"
     * }
     */
    CompanyProfile: {
      bankAccount: string | null;
      /** @description When the bank details last replaced earlier ones (null: never) */
      bankAccountChangedAt: string | null;
      bic: string | null;
      city: string | null;
      /** @description ISO 3166-1 alpha-2 */
      country: string;
      email: string | null;
      footerText: string | null;
      iban: string | null;
      legalName: string | null;
      /** @description Read the image itself at GET /settings/company/logo */
      logo: ({
        /** @enum {string} */
        mediaType: "image/png" | "image/svg+xml";
        size: number;
        /** Format: date-time */
        updatedAt: string;
      }) | null;
      /** @description Fields an invoice needs before it can be issued (bank transfer), in form order; [] when complete */
      missingForIssuing: ("legalName" | "street" | "city" | "postalCode" | "country" | "registrationNumber" | "taxId" | "bankAccount")[];
      phone: string | null;
      postalCode: string | null;
      /** @description IČO */
      registrationNumber: string | null;
      street: string | null;
      /** @description DIČ */
      taxId: string | null;
      updatedAt: string | null;
      vatPayer: boolean;
      /** @description 0 while the organization has no profile yet */
      version: number;
      web: string | null;
    };
    Contact: {
      /** @description Organizations only */
      address: components["schemas"]["Address"] | null;
      billing: components["schemas"]["Billing"] | null;
      /** Format: date-time */
      createdAt: string;
      email: string | null;
      /** Format: uuid */
      id: string;
      /** @description The language of this customer's invoices; null: by the country (Czech or none: cs, else en) */
      invoiceLanguage: ("en" | "cs") | null;
      /** @description Organizations only */
      legalName: string | null;
      name: string;
      /** @description Organizations only */
      parentOrganizationId: string | null;
      phone: string | null;
      /** @description Persons only */
      position: string | null;
      /** @description Organizations only */
      registrationNumber: string | null;
      /** @description Organizations only */
      taxId: string | null;
      /** @enum {string} */
      type: "person" | "organization";
      /** Format: date-time */
      updatedAt: string;
      version: number;
    };
    ContactList: {
      contacts: components["schemas"]["Contact"][];
      nextCursor?: string | null;
    };
    ContactMergePreview: {
      kept: components["schemas"]["Contact"];
      mergedAway: components["schemas"]["Contact"];
      moves: {
        /** @description Sub-organizations that move under the kept organization */
        children: number;
        /** @description Deals whose billing contact becomes the kept contact */
        deals: number;
        /** @description Draft invoices whose customer becomes the kept contact */
        draftInvoices: number;
        /** @description Links the kept contact already has: dropped instead of moved */
        duplicateLinks: number;
        /** @description Issued invoices and credit notes that point to the kept contact; their frozen customer details stay */
        issuedInvoices: number;
        /** @description Person–organization links that move */
        links: number;
        /** @description Projects whose client becomes the kept contact */
        projects: number;
      };
    };
    ContactMergeResult: {
      contact: components["schemas"]["Contact"];
      moved: {
        /** @description Sub-organizations that move under the kept organization */
        children: number;
        /** @description Deals whose billing contact becomes the kept contact */
        deals: number;
        /** @description Draft invoices whose customer becomes the kept contact */
        draftInvoices: number;
        /** @description Links the kept contact already has: dropped instead of moved */
        duplicateLinks: number;
        /** @description Issued invoices and credit notes that point to the kept contact; their frozen customer details stay */
        issuedInvoices: number;
        /** @description Person–organization links that move */
        links: number;
        /** @description Projects whose client becomes the kept contact */
        projects: number;
      };
    };
    ContactSummary: {
      deals: ({
          currency: string;
          id: string;
          status: string;
          title: string;
          value: string | null;
        })[];
      invoices: {
          currency: string;
          dueDate: string;
          id: string;
          invoiceNumber: string;
          kind: string;
          overdue: boolean;
          status: string;
          total: string;
        }[];
      projects: ({
          dueDate: string | null;
          id: string;
          name: string;
          status: string;
        })[];
      totals: {
        /** @description Issued, not fully paid */
        open: {
            /** @description Decimal string */
            amount: string;
            currency: string;
          }[];
        /** @description Estimated value of deals in lead or negotiation */
        openDeals: {
            /** @description Decimal string */
            amount: string;
            currency: string;
          }[];
        /** @description Issued, not paid, past the due date */
        overdue: {
            /** @description Decimal string */
            amount: string;
            currency: string;
          }[];
        /** @description Invoices paid, whose last payment is in this calendar year */
        paidThisYear: {
            /** @description Decimal string */
            amount: string;
            currency: string;
          }[];
      };
    };
    CreatedApiKey: {
      apiKey: components["schemas"]["ApiKey"];
      /** @description The key itself: shown only now. Send it as `Authorization: Bearer <secret>`. */
      secret: string;
    };
    CreditNoteItemInput: {
      description?: string;
      /** @description Greater than 0, at most 3 decimals */
      quantity?: number;
      /** @description Less than 0: the amount taken off per unit */
      unitPrice?: number;
      /** @description One of the invoice's rates; absent: its taxRate */
      vatRate?: number | null;
    };
    Deal: {
      actualValue: number | null;
      /** @description null when there is none or the contact was deleted */
      billingContact: {
        /** Format: uuid */
        id: string;
        name: string;
      } | null;
      billingContactId: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      currency: "USD" | "EUR" | "CZK";
      estimatedValue: number | null;
      /** Format: uuid */
      id: string;
      source: string | null;
      /** @enum {string} */
      status: "lead" | "negotiation" | "won" | "lost";
      title: string;
      /** Format: date-time */
      updatedAt: string;
      version: number;
    };
    DealList: {
      deals: components["schemas"]["Deal"][];
      nextCursor?: string | null;
    };
    DemoCounts: {
      contacts: number;
      deals: number;
      invoices: number;
    };
    DemoStatus: {
      /** @description Whether the supplier profile was filled by the demo and is unchanged since */
      companyProfile: boolean;
      /** @description Demo records that still exist */
      counts: components["schemas"]["DemoCounts"];
      /** @description Whether the organization has demo data (false: none, and every count is 0) */
      present: boolean;
    };
    Health: {
      database: {
        /** @description Why the database check failed */
        error?: string;
        /** @enum {string} */
        status: "ok" | "unavailable";
      };
      pdfRenderer?: components["schemas"]["PdfRendererState"];
      /** @description The server runtime, e.g. "node v24.21.0" */
      runtime: string;
      /**
       * @description "ok" when the server and its database answer, "degraded" otherwise
       * @enum {string}
       */
      status: "ok" | "degraded";
      /**
       * Format: date-time
       * @description When the check ran (ISO 8601, UTC)
       */
      timestamp: string;
      /** @description The Kancl version */
      version: string;
    };
    /** @description From the top ancestor down to the contact itself */
    Hierarchy: {
      path: {
          /** Format: uuid */
          id: string;
          name: string;
        }[];
    };
    /** @description A pending invitation */
    Invitation: {
      /** Format: date-time */
      createdAt: string;
      email: string;
      /** Format: date-time */
      expiresAt: string;
      /** Format: uuid */
      id: string;
      /** @description The name of the user who invited */
      invitedBy: string;
      role: components["schemas"]["Role"];
    };
    /** @description What an invitation link offers, shown before registering */
    InvitationPreview: {
      email: string;
      /** Format: date-time */
      expiresAt: string;
      organizationName: string;
      role: components["schemas"]["Role"];
    };
    Invoice: {
      /** @description Issued: total − issued credit notes − payments, never below 0; a draft: 0 */
      amountDue: number;
      amountPaid: number;
      /** Format: uuid */
      billingContactId: string;
      billingSnapshot: components["schemas"]["BillingSnapshot"];
      constantSymbol: string | null;
      /** Format: date-time */
      createdAt: string;
      /** @description An invoice: its credit notes, oldest first */
      creditNoteIds: string[];
      /** @description A credit note: why the invoice is corrected */
      creditReason: string | null;
      /** @enum {string} */
      currency: "CZK" | "EUR" | "USD" | "GBP";
      /** @description The document in CZK (a foreign currency with an exchange rate) */
      czkTotals: {
        subtotal: number;
        tax: number;
        total: number;
      } | null;
      /** Format: uuid */
      dealId: string;
      /** @description Whether DELETE succeeds: a draft with the newest number of its series and year (any other answers 409, so numbers stay without gaps) */
      deletable: boolean;
      /**
       * Format: date
       * @description YYYY-MM-DD
       */
      dueDate: string;
      /** @description CZK for 1 unit of the currency */
      exchangeRate: number | null;
      /** @description YYYY-MM-DD; null: the date of taxable supply */
      exchangeRateDate: string | null;
      /** Format: uuid */
      id: string;
      /** @description YYYY-NNNN (a credit note: DYYYY-NNNN), assigned by the server per organization, series and year */
      invoiceNumber: string;
      /** @description When the document was issued (draft → sent); null on a draft */
      issuedAt: string | null;
      /** @description YYYY-MM-DD; null on a draft that takes the day it is issued */
      issueDate: string | null;
      /** @description An issued document of a VAT payer: a tax document (daňový doklad) */
      isTaxDocument: boolean;
      items: components["schemas"]["InvoiceItem"][];
      /**
       * @description invoice, or credit_note (opravný daňový doklad)
       * @enum {string}
       */
      kind: "invoice" | "credit_note";
      /**
       * @description The language of the document's labels (its PDF), chosen per customer
       * @enum {string}
       */
      language: "en" | "cs";
      /** @description A credit note: the invoice it corrects */
      originalInvoiceId: string | null;
      /** @enum {string} */
      paymentMethod: "bank_transfer" | "cash" | "card";
      payments: components["schemas"]["InvoicePayment"][];
      reverseCharge: boolean;
      /** @enum {string} */
      status: "draft" | "sent" | "paid" | "overdue";
      subtotal: number;
      /** @description Frozen when issued; null on a draft */
      supplierSnapshot: components["schemas"]["SupplierSnapshot"] | null;
      tax: number;
      /** @description DUZP, YYYY-MM-DD; null: the issue date */
      taxableSupplyDate: string | null;
      taxRate: number;
      total: number;
      /** Format: date-time */
      updatedAt: string;
      /** @description Up to 10 digits */
      variableSymbol: string;
      /** @description 'Daň odvede zákazník' (reverse charge), 'Nejsem plátce DPH' (non-payer) */
      vatNote: string | null;
      /** @description Whether the supplier is a VAT payer (as of issuing; today's profile on a draft) */
      vatPayer: boolean;
      /** @description Per VAT rate, highest first; empty for a non-payer */
      vatRecap: components["schemas"]["VatRecapLine"][];
      version: number;
    };
    InvoiceItem: {
      description: string;
      quantity: number;
      total: number;
      unitPrice: number;
      /** @description The line's VAT rate (%) */
      vatRate: number;
    };
    /**
     * @example {
     *   "description": "Consulting (hours)",
     *   "quantity": 12.5,
     *   "unitPrice": 1500,
     *   "vatRate": 21
     * }
     */
    InvoiceItemInput: {
      description?: string;
      /** @description Greater than 0, at most 3 decimals */
      quantity?: number;
      /** @description Ignored: the server computes every amount */
      total?: number;
      /** @description 0 or greater, at most 2 decimals */
      unitPrice?: number;
      /** @description 21, 12 or 0 (%); absent: the invoice's taxRate (the default for new lines) */
      vatRate?: number | null;
    };
    InvoiceList: {
      invoices: components["schemas"]["Invoice"][];
      /** @description With `limit`: the next page's cursor (null on the last) */
      nextCursor?: string | null;
    };
    InvoicePayment: {
      amount: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      /**
       * Format: date
       * @description YYYY-MM-DD
       */
      paidOn: string;
    };
    MoveTaskResult: {
      boardVersion: number;
      task: components["schemas"]["Task"];
    };
    Note: {
      authorId: string;
      authorName: string;
      /** @description Markdown */
      body: string;
      createdAt: string;
      /** @description Whether the body changed after it was written */
      edited: boolean;
      id: string;
      subjectId: string;
      /** @enum {string} */
      subjectType: "contact" | "deal" | "project";
      updatedAt: string;
      version: number;
    };
    Organization: {
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: uuid
       * @description The organization ID: users give it when they register
       */
      id: string;
      name: string;
    };
    OrganizationLanguage: {
      /**
       * @description en or cs
       * @enum {string}
       */
      language: "en" | "cs";
    };
    OrganizationPeople: {
      people: {
          /** Format: uuid */
          id: string;
          isPrimary: boolean;
          person: components["schemas"]["Contact"];
          role: string;
        }[];
    };
    OrganizationWithUsers: {
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: uuid
       * @description The organization ID: users give it when they register
       */
      id: string;
      name: string;
      userCount: number;
    };
    /** @description An e-mail of the organization's outbox, with its bodies */
    OutboxMessage: {
      attempts: number;
      /** Format: date-time */
      createdAt: string;
      html: string | null;
      /** Format: uuid */
      id: string;
      lastAttemptAt: string | null;
      lastError: string | null;
      /** @description True when the message carries a one-time secret (a password-reset or invitation link): `text` and `html` show it as `[redacted]`; only its recipient gets the real one (decision 142) */
      redacted: boolean;
      sentAt: string | null;
      /** @enum {string} */
      status: "queued" | "sent" | "failed" | "unsent";
      subject: string;
      text: string;
      to: string;
    };
    OutboxMessageSummary: {
      attempts: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      lastAttemptAt: string | null;
      lastError: string | null;
      /** @description True when the message carries a one-time secret (a password-reset or invitation link): `text` and `html` show it as `[redacted]`; only its recipient gets the real one (decision 142) */
      redacted: boolean;
      sentAt: string | null;
      /** @enum {string} */
      status: "queued" | "sent" | "failed" | "unsent";
      subject: string;
      to: string;
    };
    Overview: {
      invoices: {
        drafts: {
          count: number;
        };
        /** @description Issued invoices past their due date and not paid (status=overdue) */
        overdue: {
          count: number;
          /** @description What is still due, per currency */
          due: components["schemas"]["OverviewAmount"][];
        };
        /** @description Issued invoices not yet due and not paid (the list's status=sent) */
        unpaid: {
          count: number;
          /** @description What is still due, per currency */
          due: components["schemas"]["OverviewAmount"][];
        };
      };
      /** @description Every deal status in order, also those with no deal */
      pipeline: ({
          count: number;
          /** @enum {string} */
          status: "lead" | "negotiation" | "won" | "lost";
          /** @description Estimated values per currency (a won deal's actual value where it has one) */
          values: components["schemas"]["OverviewAmount"][];
        })[];
      /** @description The most recently created or changed records, newest first (at most 10) */
      recent: ({
          /** @enum {string} */
          action: "created" | "updated";
          /** Format: date-time */
          at: string;
          /** Format: uuid */
          id: string;
          /** @enum {string} */
          kind: "contact" | "deal" | "invoice";
          title: string;
        })[];
      revenue: {
        /** @constant */
        currency: "CZK";
        /** @description The last 12 months, oldest first: paid invoices by their issue date, in CZK (foreign ones at their exchange rate) */
        months: {
            amount: number;
            count: number;
            /** @description YYYY-MM */
            month: string;
          }[];
      };
      /** @description Tasks across projects (issue 26 item 4) */
      tasks: {
        /** @description Your open tasks: not in a done column, projects not archived (/projects/my-tasks) */
        mine: {
          count: number;
        };
        /** @description Those of them due before today (/projects/my-tasks?scope=overdue) */
        mineOverdue: {
          count: number;
        };
        /** @description Your open tasks soonest due first (at most 5), as /projects/my-tasks lists them */
        next: ({
            /** @description YYYY-MM-DD */
            dueDate: string | null;
            /** Format: uuid */
            id: string;
            overdue: boolean;
            project: {
              /** Format: uuid */
              id: string;
              name: string;
            };
            title: string;
          })[];
        /** @description Everyone's open tasks due before today (/projects/my-tasks?view=overdue) */
        overdue: {
          count: number;
        };
      };
    };
    OverviewAmount: {
      amount: number;
      /** @enum {string} */
      currency: "CZK" | "EUR" | "USD" | "GBP";
    };
    PdfLink: {
      downloadUrl: string;
    };
    PdfRendererState: {
      /** @description What was found, or what to install */
      message: string;
      /**
       * @description ready: a Chromium was found; installing: the server is installing it; missing: nothing to render with
       * @enum {string}
       */
      status: "ready" | "installing" | "missing";
    };
    PersonOrganizations: {
      organizations: {
          /** Format: uuid */
          id: string;
          isPrimary: boolean;
          organization: components["schemas"]["Contact"];
          role: string;
        }[];
    };
    Project: {
      /** @description Grows with every change of the board (columns and tasks) */
      boardVersion: number;
      /** @description null when the contact was deleted */
      client: {
        /** Format: uuid */
        id: string;
        name: string;
      } | null;
      /** Format: uuid */
      clientId: string;
      /** Format: date-time */
      createdAt: string;
      deal: {
        /** Format: uuid */
        id: string;
        title: string;
      } | null;
      dealId: string | null;
      description: string;
      /** @description YYYY-MM-DD */
      dueDate: string | null;
      /** Format: uuid */
      id: string;
      name: string;
      /** @description Tasks not in a done column */
      openTaskCount: number;
      owner: {
        /** Format: uuid */
        id: string;
        name: string;
      };
      /** Format: uuid */
      ownerId: string;
      /** @description YYYY-MM-DD */
      startDate: string | null;
      /** @enum {string} */
      status: "active" | "on_hold" | "done" | "archived";
      taskCount: number;
      /** Format: date-time */
      updatedAt: string;
      version: number;
    };
    ProjectInvoice: {
      billedTo: string;
      currency: string;
      /** Format: date */
      dueDate: string;
      /** Format: uuid */
      id: string;
      invoiceNumber: string;
      status: string;
      total: number;
    };
    ProjectList: {
      nextCursor?: string | null;
      projects: components["schemas"]["Project"][];
    };
    Relationship: {
      /** Format: uuid */
      id: string;
      isPrimary: boolean;
      /** Format: uuid */
      organizationId: string;
      /** Format: uuid */
      personId: string;
      role: string;
      /** Format: date-time */
      updatedAt: string;
    };
    RelationshipList: {
      nextCursor?: string | null;
      relationships: components["schemas"]["Relationship"][];
    };
    RestoredItem: {
      id: string;
      /** @description What the restore did, e.g. the new number of a restored invoice draft */
      message: string;
      name: string;
      /**
       * @description contact, deal or invoice
       * @enum {string}
       */
      type: "contact" | "deal" | "invoice";
    };
    /**
     * @description owner, admin, member or read-only
     * @enum {string}
     */
    Role: "owner" | "admin" | "member" | "read-only";
    SearchResult: {
      /** Format: uuid */
      id: string;
      /** @description The record's page in the web app (a path) */
      link: string;
      /** @description 0 exact, 1 starts with the text, 2 a word starts with it, 3 contains it, 4 similar */
      rank: number;
      /** @description A contact's e-mail or IČO, a deal's client, an invoice's client, … */
      subtitle: string | null;
      title: string;
      /** @enum {string} */
      type: "contact" | "deal" | "invoice" | "project" | "task";
    };
    SearchResults: {
      /** @description By kind (contacts, deals, invoices, projects, tasks), then rank */
      results: components["schemas"]["SearchResult"][];
    };
    SetupResult: {
      /** @description Whether demo data was added */
      demoData: boolean;
      /** @description Why the demo data asked for could not be added (the set-up itself succeeded) */
      demoDataError?: string;
      organization: {
        /** Format: uuid */
        id: string;
        name: string;
      };
      user: {
        email: string;
        /** Format: uuid */
        id: string;
        name: string;
      };
    };
    SetupStatus: {
      /** @description true while the database has no organization and the set-up has not been used */
      open: boolean;
    };
    SupplierSnapshot: {
      bankAccount: string | null;
      bic: string | null;
      city: string;
      /** @description ISO 3166-1 alpha-2 */
      country: string;
      email: string | null;
      footerText: string | null;
      iban: string | null;
      legalName: string;
      phone: string | null;
      postalCode: string;
      /** @description IČO */
      registrationNumber: string;
      street: string;
      /** @description DIČ */
      taxId: string | null;
      vatPayer: boolean;
      web: string | null;
    };
    Task: {
      assignee: {
        /** Format: uuid */
        id: string;
        name: string;
      } | null;
      assigneeId: string | null;
      checklist: components["schemas"]["ChecklistItem"][];
      /** Format: uuid */
      columnId: string;
      commentCount: number;
      /** Format: date-time */
      createdAt: string;
      description: string;
      /** @description YYYY-MM-DD */
      dueDate: string | null;
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      priority: "low" | "medium" | "high" | "urgent";
      /** Format: uuid */
      projectId: string;
      /** @description Fractional index within the column: tasks sort by it (byte order) */
      rank: string;
      /** @description YYYY-MM-DD */
      startDate: string | null;
      title: string;
      /** Format: date-time */
      updatedAt: string;
      version: number;
    };
    TaskComment: {
      author: {
        /** Format: uuid */
        id: string;
        name: string;
      } | null;
      /** @description Markdown; @mentions are listed in mentions */
      body: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      mentions: {
          /** Format: uuid */
          id: string;
          name: string;
        }[];
      /** Format: uuid */
      taskId: string;
    };
    TaskList: {
      nextCursor?: string | null;
      tasks: components["schemas"]["Task"][];
    };
    TaskOverview: {
      tasks: components["schemas"]["TaskOverviewItem"][];
      /** @description YYYY-MM-DD, the business day */
      today: string;
    };
    TaskOverviewItem: {
      assignee: {
        /** Format: uuid */
        id: string;
        name: string;
      } | null;
      assigneeId: string | null;
      checklist: components["schemas"]["ChecklistItem"][];
      column: {
        done: boolean;
        /** Format: uuid */
        id: string;
        name: string;
      };
      /** Format: uuid */
      columnId: string;
      commentCount: number;
      /** Format: date-time */
      createdAt: string;
      description: string;
      /** @description YYYY-MM-DD */
      dueDate: string | null;
      /** Format: uuid */
      id: string;
      overdue: boolean;
      /** @enum {string} */
      priority: "low" | "medium" | "high" | "urgent";
      project: {
        /** Format: uuid */
        id: string;
        name: string;
      };
      /** Format: uuid */
      projectId: string;
      /** @description Fractional index within the column: tasks sort by it (byte order) */
      rank: string;
      /** @description YYYY-MM-DD */
      startDate: string | null;
      title: string;
      /** Format: date-time */
      updatedAt: string;
      version: number;
    };
    /** @description A user of the organization (Settings → Users) */
    TeamUser: {
      /** Format: date-time */
      createdAt: string;
      email: string;
      /** Format: uuid */
      id: string;
      name: string;
      role: components["schemas"]["Role"];
      /** @enum {string} */
      status: "active" | "deactivated";
    };
    TimelineEntry: {
      /** @description For an event: what changed */
      event: components["schemas"]["AuditEvent"] | null;
      /** @description The event's id; the cursor of the next page is the last one's */
      id: string;
      /** @enum {string} */
      kind: "note" | "event";
      /** @description For a note: the note as it is now */
      note: components["schemas"]["Note"] | null;
      occurredAt: string;
    };
    TimelinePage: {
      entries: components["schemas"]["TimelineEntry"][];
      nextCursor: string | null;
    };
    Tombstone: {
      /** Format: date-time */
      deletedAt: string;
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      type: "contact" | "deal" | "invoice" | "project" | "task" | "relationship";
    };
    TombstoneList: {
      deleted: components["schemas"]["Tombstone"][];
      nextCursor: string | null;
    };
    TrashItem: {
      /** @description When it was deleted (ISO 8601) */
      deletedAt: string;
      /** @description Person or organization; the deal's client; the invoice's customer */
      detail: string | null;
      id: string;
      /** @description The contact's name, the deal's title or the invoice draft's number */
      name: string;
      /** @description When it will be deleted permanently (ISO 8601) */
      purgeAt: string;
      /**
       * @description contact, deal or invoice
       * @enum {string}
       */
      type: "contact" | "deal" | "invoice";
    };
    TrashList: {
      items: components["schemas"]["TrashItem"][];
    };
    /** @description The signed-in user */
    User: {
      email: string;
      /** Format: uuid */
      id: string;
      /**
       * @description The language the user reads Kancl in: their own choice, else the organization's default
       * @enum {string}
       */
      language: "en" | "cs";
      /** @description The user's own choice of language; null follows the organization's default */
      languagePreference: ("en" | "cs") | null;
      name: string;
      /**
       * @description The organization's default language for its members
       * @enum {string}
       */
      organizationLanguage: "en" | "cs";
      organizationName: string;
      /** Format: uuid */
      orgId: string;
      /**
       * @description owner, admin, member or read-only (issue 25): what the user may do
       * @enum {string}
       */
      role: "owner" | "admin" | "member" | "read-only";
    };
    UserResponse: {
      user: components["schemas"]["User"];
    };
    /**
     * @example {
     *   "rate": 21,
     *   "base": 1000,
     *   "vat": 210,
     *   "total": 1210,
     *   "baseCzk": 25130,
     *   "vatCzk": 5277.3,
     *   "totalCzk": 30407.3
     * }
     */
    VatRecapLine: {
      /** @description Sum of the lines at this rate */
      base: number;
      /** @description In CZK at the exchange rate (foreign currency only) */
      baseCzk: number | null;
      /** @description VAT rate (%) */
      rate: number;
      total: number;
      totalCzk: number | null;
      /** @description VAT of the base, rounded to cents half away from zero (0 with reverse charge) */
      vat: number;
      vatCzk: number | null;
    };
    Version: {
      name: string;
      runtime: string;
      version: string;
    };
    WebhookAttempt: {
      attempt: number;
      durationMs: number;
      error: string | null;
      /** @description An admin's redelivery */
      manual: boolean;
      /** @description The answer's first 2,000 characters */
      responseBody: string | null;
      /** Format: date-time */
      startedAt: string;
      statusCode: number | null;
      succeeded: boolean;
    };
    WebhookDelivery: {
      attemptLog: components["schemas"]["WebhookAttempt"][];
      attempts: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      eventId: string;
      eventType: string;
      /** Format: uuid */
      id: string;
      lastError: string | null;
      lastStatusCode: number | null;
      nextAttemptAt: string | null;
      /** @description The JSON body as sent (and signed) */
      requestBody: string;
      /** @enum {string} */
      state: "pending" | "succeeded" | "failed";
    };
    WebhookEndpoint: {
      consecutiveFailures: number;
      /** Format: date-time */
      createdAt: string;
      description: string;
      disabledAt: string | null;
      /** @description Why Kancl disabled the endpoint, when it did */
      disabledReason: string | null;
      enabled: boolean;
      events: string[];
      /** Format: uuid */
      id: string;
      /** @description The secret's last characters, to recognise it */
      secretHint: string;
      /** Format: date-time */
      updatedAt: string;
      url: string;
    };
    WebhookWithSecret: {
      /** @description The signing secret: shown only now. Verify `Kancl-Signature` with it. */
      secret: string;
      webhook: components["schemas"]["WebhookEndpoint"];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description API key answers: requests allowed per window */
    "RateLimit-Limit": number;
    /** @description API key answers: the limit and the window in seconds, e.g. `600;w=60` */
    "RateLimit-Policy": string;
    /** @description API key answers: requests left in the current window */
    "RateLimit-Remaining": number;
    /** @description API key answers: seconds until the window resets */
    "RateLimit-Reset": number;
    /** @description Seconds to wait before trying again */
    "Retry-After": number;
  };
  pathItems: never;
}

export type $defs = Record<string, never>;

export type external = Record<string, never>;

export interface operations {

  /**
   * Choose your language
   * @description `en` or `cs` for you alone, or `null` to follow the organization's default (decision 180). Answers the user as `GET /auth/me` does, with the effective `language`. Every role may choose its own language; needs a browser session (an API key gets 403).
   */
  setAccountLanguage: {
    requestBody: {
      content: {
        "application/json": {
          /** @description en, cs, or null for the organization's default */
          language: ("en" | "cs") | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["User"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Leave the organization
   * @description Deactivates your own account and signs you out everywhere. The last active owner cannot leave (409). Needs a browser session.
   */
  leaveOrganization: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Change your password
   * @description Needs the current password (attempts are limited like sign-ins). Every other session ends; this one stays. Needs a browser session (an API key gets 403).
   */
  changePassword: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Your signed-in sessions
   * @description Most recently used first. `lastUsedAt` is the last renewal of the session (the web app renews every 13 minutes while open); `ipAddress` and `userAgent` are as seen then. `current` marks the session making this call.
   */
  listSessions: {
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            sessions: components["schemas"]["AccountSession"][];
          };
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Sign one of your sessions out
   * @description Its refresh and access tokens stop working at once. 404 for a session that is not yours or already ended.
   */
  endSession: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Sign out of every session, this one included
   * @description Every session of yours ends at once, on every device; this answer clears this browser's cookies.
   */
  signOutEverywhere: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** List organizations with their user counts */
  listOrganizations: {
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            organizations: components["schemas"]["OrganizationWithUsers"][];
          };
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The admin API is off: the server has no ADMIN_TOKEN */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Create an organization
   * @description Needs `Authorization: Bearer <ADMIN_TOKEN>`. The returned id is the organization ID users register with.
   */
  createOrganization: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["Organization"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The admin API is off: the server has no ADMIN_TOKEN */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Ask the assistant
   * @description The useChat request: `{id, conversationId (= id), messages, trigger: submit-message | regenerate-message, messageId?}`. The server keeps the conversation (per user: chat ids are the user's own, and another user's id is simply one this user has not used yet); only the last user message is read from `messages`. A message's text is at most 10,000 characters (400 otherwise); a conversation stops at 500,000 characters stored (400: start a new chat). Changes to data are only proposed; they happen after the user's plain yes.
   */
  chat: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          conversationId?: string;
          id: string;
          messageId?: string;
          messages: unknown[];
          /**
           * @default submit-message
           * @enum {string}
           */
          trigger?: "submit-message" | "regenerate-message";
        };
      };
    };
    responses: {
      /** @description The AI SDK UI message stream (server-sent events), as useChat reads it */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "text/event-stream": string;
        };
      };
      /** @description Invalid request, a message too long, or a conversation at its maximum length */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Cross-origin request refused */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The server is shutting down */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** A stored conversation */
  getConversation: {
    parameters: {
      path: {
        /** @description The chat's id (useChat's `id`) */
        chatId: string;
      };
    };
    responses: {
      /** @description The user's conversation (empty when the user has not used this id yet) */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            id: string;
            messages: Record<string, never>[];
            title: string;
          };
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Resume an answer still being generated
   * @description Replays the answer from its start and follows it. 204 when nothing is being generated. Works across app servers when REDIS_URL is set.
   */
  resumeChatStream: {
    parameters: {
      path: {
        /** @description The chat's id (useChat's `id`) */
        chatId: string;
      };
    };
    responses: {
      /** @description The AI SDK UI message stream (server-sent events), as useChat reads it */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "text/event-stream": string;
        };
      };
      /** @description Nothing to resume (also for an id the user has not used) */
      204: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: never;
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Your API keys
   * @description Needs a browser session (an API key gets 403).
   */
  listApiKeys: {
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            apiKeys: components["schemas"]["ApiKey"][];
          };
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Create an API key
   * @description The secret is in this answer only; it is stored as a hash. Needs a browser session (an API key gets 403). `Idempotency-Key` is refused here (400): a stored answer would keep the secret, so nothing is stored — if a creation's answer was lost, revoke that key and create another.
   */
  createApiKey: {
    requestBody: {
      content: {
        "application/json": {
          /** @description When the key stops working (ISO 8601); omit for a key that does not expire */
          expiresAt?: string | null;
          name: string;
          /**
           * @description read: the key can only read; read-write (the default): what your role allows
           * @default read-write
           * @enum {string}
           */
          scope?: "read" | "read-write";
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["CreatedApiKey"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Revoke an API key
   * @description The key stops working at once (401). Needs a browser session (an API key gets 403).
   */
  revokeApiKey: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Sign in with e-mail and password
   * @description Sets the session cookies. Too many failed attempts for one account from one address (or, far more, from all addresses together) answer 429 with Retry-After.
   */
  login: {
    requestBody: {
      content: {
        "application/json": {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["UserResponse"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Invalid credentials or expired session */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Cross-origin request refused */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Sign out
   * @description Ends the session (its refresh token and its access tokens, on every app server) and clears its cookies. Always succeeds.
   */
  logout: {
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Cross-origin request refused */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** The signed-in user */
  getCurrentUser: {
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["User"];
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Set a new password with a reset link's token
   * @description The password rules of registration apply. Every session of the user ends. An unknown, used or expired token answers 400 and changes nothing.
   */
  resetPassword: {
    requestBody: {
      content: {
        "application/json": {
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            message: string;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Cross-origin request refused */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * E-mail a password-reset link
   * @description Answers the same whether or not the address has an account, and as fast: a background job looks the address up and mails the link. The link works once, for 30 minutes. Limited per client address and per e-mail address (429 with Retry-After).
   */
  requestPasswordReset: {
    requestBody: {
      content: {
        "application/json": {
          email: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            message: string;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Cross-origin request refused */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Renew the session
   * @description Uses the refresh cookie (sent only to /api/v1/auth) and rotates it. Reusing an already used refresh token revokes the whole session and answers 401.
   */
  refreshSession: {
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["UserResponse"];
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Invalid credentials or expired session */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Cross-origin request refused */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Create an account in an organization
   * @description The organization ID comes from an admin. The password needs 12–128 characters with an uppercase and a lowercase letter, a number and a special character. Does not sign in: call login next.
   */
  register: {
    requestBody: {
      content: {
        "application/json": {
          email: string;
          name: string;
          orgId: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["UserResponse"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Cross-origin request refused */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * List contacts
   * @description Ordered by name; with `q`, by relevance (an exact name, e-mail, IČO or DIČ first, then names that start with the text, a word that starts with it, any other match, similar spellings), then name. Without `limit` every match is returned; with it, pages continue from `nextCursor`.
   */
  listContacts: {
    parameters: {
      query?: {
        type?: "person" | "organization";
        q?: string;
        sort?: "name" | "type" | "createdAt" | "updatedAt";
        order?: "asc" | "desc";
        updatedSince?: string;
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ContactList"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Create a person or an organization
   * @description A person needs a name and an e-mail; an organization a name and a legal name. Text is trimmed and empty values are dropped. Organization-only fields on a person (and position on an organization) answer 400.
   */
  createContact: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          address?: components["schemas"]["Address"] | null;
          /** @description Save even when another live contact has the same IČO or e-mail (otherwise 409 naming it in `duplicate`) */
          allowDuplicate?: boolean;
          billing?: components["schemas"]["Billing"] | null;
          email?: string;
          /** @description The language of this customer's invoices (en, cs; decision 183). null: by the country (Czech or none: cs, else en); omitted on an update keeps it */
          invoiceLanguage?: ("en" | "cs") | null;
          legalName?: string;
          name?: string;
          parentOrganizationId?: string | null;
          phone?: string;
          position?: string;
          registrationNumber?: string;
          taxId?: string;
          /** @enum {string} */
          type: "person" | "organization";
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Contact"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Move an organization under another one (null: to the top)
   * @description The parent must be another organization outside the child's own subtree (409 for a cycle).
   */
  setParentOrganization: {
    parameters: {
      path: {
        /** @description Contact ID */
        childId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          parentOrganizationId: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Contact"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Get a contact */
  getContact: {
    parameters: {
      path: {
        /** @description Contact ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Contact"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Update a contact
   * @description Send the `version` you read: if someone changed the contact since, the answer is 409 and nothing changes. The type cannot change.
   */
  updateContact: {
    parameters: {
      path: {
        /** @description Contact ID */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          address?: components["schemas"]["Address"] | null;
          /** @description Save even when another live contact has the same IČO or e-mail (otherwise 409 naming it in `duplicate`) */
          allowDuplicate?: boolean;
          billing?: components["schemas"]["Billing"] | null;
          email?: string;
          /** @description The language of this customer's invoices (en, cs; decision 183). null: by the country (Czech or none: cs, else en); omitted on an update keeps it */
          invoiceLanguage?: ("en" | "cs") | null;
          legalName?: string;
          name?: string;
          parentOrganizationId?: string | null;
          phone?: string;
          position?: string;
          registrationNumber?: string;
          taxId?: string;
          /** @enum {string} */
          type: "person" | "organization";
          version: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Contact"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Delete a contact
   * @description The contact disappears from every list and lookup, with its links; its sub-organizations become top-level. Deals and invoices that name it stay valid.
   */
  deleteContact: {
    parameters: {
      path: {
        /** @description Contact ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The chain of parent organizations
   * @description `path` runs from the top ancestor down to the contact itself.
   */
  getContactHierarchy: {
    parameters: {
      path: {
        /** @description Contact ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Hierarchy"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * What merging another contact into this one would move
   * @description Counts the links, sub-organizations, deals, invoices and projects that name the other contact. Both must be persons or both organizations.
   */
  previewContactMerge: {
    parameters: {
      path: {
        /** @description Contact ID */
        id: string;
        /** @description The contact that would be merged away */
        otherId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ContactMergePreview"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Merge another contact into this one
   * @description In one transaction, everything that names the other contact moves to this one: links (a link this contact already has is kept instead), sub-organizations, deals, invoices (issued ones keep their frozen customer details) and projects. The other contact goes to the trash. This contact's own fields do not change.
   */
  mergeContacts: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Contact ID */
        id: string;
        /** @description The contact to merge away */
        otherId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ContactMergeResult"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * A client's deals, invoices, projects and totals
   * @description The deals and invoices that name the contact as their billing contact (newest 100 each), the projects it is the client of, and totals per currency, never converted: open (issued invoices not paid: what is still due), overdue (of those, past their due date), paid this year (payments dated this calendar year) and open deals (estimated value of leads and negotiations).
   */
  getContactSummary: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ContactSummary"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * A contact's activity timeline
   * @description Notes and events recorded by the audit log (created; a field changed, old → new; a deal won or lost; an invoice created, issued, sent, paid), newest first, paged by `cursor` (the `nextCursor` of the previous page). A note appears once, as it is now; a deleted note not at all. Includes the events of its deals, invoices, links and projects.
   */
  getContactTimeline: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["TimelinePage"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** An organization's sub-organizations */
  listSubOrganizations: {
    parameters: {
      path: {
        /** @description Contact ID */
        organizationId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Children"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** The people linked to an organization */
  listOrganizationPeople: {
    parameters: {
      path: {
        /** @description Contact ID */
        organizationId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["OrganizationPeople"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** The organizations a person is linked to */
  listPersonOrganizations: {
    parameters: {
      path: {
        /** @description Contact ID */
        personId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["PersonOrganizations"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Link a person to an organization
   * @description A duplicate link answers 409. A primary link becomes the person's only primary link.
   */
  linkPersonToOrganization: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Contact ID */
        personId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default false */
          isPrimary?: boolean;
          /** Format: uuid */
          organizationId: string;
          role: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Relationship"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Change a link's role or make it primary */
  updatePersonOrganizationLink: {
    parameters: {
      path: {
        /** @description Contact ID */
        personId: string;
        relationshipId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          isPrimary?: boolean;
          /** Format: uuid */
          organizationId?: string;
          role?: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Relationship"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Remove a link */
  unlinkPersonFromOrganization: {
    parameters: {
      path: {
        /** @description Contact ID */
        personId: string;
        relationshipId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Export the filtered contact list as CSV
   * @description Every record the list shows with these filters (`limit` and `cursor` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, CRLF (decision 121). A cell holding a semicolon, a quote, a tab or a line break is quoted; a cell, or a line within it, that starts with `=`, `+`, `-`, `@`, a tab or CR (a spreadsheet formula) starts with an apostrophe, which the contact import reads back off.
   */
  exportContactsCsv: {
    parameters: {
      query?: {
        type?: "person" | "organization";
        q?: string;
        sort?: "name" | "type" | "createdAt" | "updatedAt";
        order?: "asc" | "desc";
        updatedSince?: string;
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description The CSV file (`kontakty-YYYY-MM-DD.csv`) */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description Invalid filter */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Import contacts from a CSV file (dry run or real)
   * @description Maps columns to contact fields (`mapping`: JSON of field → column index, `name` required). Each row is created, or updates the live contact with its IČO (else its e-mail), or is skipped (a duplicate of an earlier row, a match with nothing new, or any match with `onMatch=skip`), or is reported with the forms' validation messages per field. `dryRun=true` (the default) answers what would happen as JSON and writes nothing. `dryRun=false` first reads the whole file (a file that is not CSV or has too many rows answers 400 with nothing imported), then imports every valid row in batches of 250, each in its own transaction, and answers JSON Lines (`application/x-ndjson`): `{"type":"progress","processed":n}` after each batch, then `{"type":"done", …the result}` or `{"type":"error","error":…,"created":n,"updated":n}` — a failure keeps the batches before it, counted there; importing the same file again skips the rows they wrote when they have an IČO or e-mail.
   */
  importContactsCsv: {
    parameters: {
      query: {
        /** @description JSON: field → column index, e.g. {"name":0,"email":2,"registrationNumber":3} */
        mapping: string;
        /** @description true (default): report only; false: import */
        dryRun?: "true" | "false";
        /** @description The type of rows without a mapped type column (default organization) */
        type?: "person" | "organization";
        /** @description What a row matching a live contact does (default update) */
        onMatch?: "update" | "skip";
        /** @description The file's encoding; detected when omitted */
        encoding?: "utf-8" | "windows-1250";
        /** @description The file's delimiter; detected when omitted */
        delimiter?: ";" | "," | "	";
      };
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    /** @description The CSV file as it is: UTF-8 (with or without a BOM) or Windows-1250, separated by `;`, `,` or tabs (detected unless given), the first row being the header. At most 50 MB (a larger body answers 413 before it is stored, by its Content-Length or as soon as its bytes pass the limit) and 100,000 rows. */
    requestBody: {
      content: {
        "text/csv": string;
      };
    };
    responses: {
      /** @description The dry run's result, or the import's progress and result as JSON Lines */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            delimiter: string;
            dryRun: boolean;
            encoding: string;
            /** @description The first 100 rows with errors and the first 1,000 other rows, in file order; the summary counts every row */
            rows: ({
                /** @enum {string} */
                action: "create" | "update" | "skip" | "error";
                contactId: string | null;
                errors: {
                    field: string;
                    message: string;
                  }[];
                name: string | null;
                note: string | null;
                /** @description The row's number in the file, the header being row 1 */
                row: number;
              })[];
            /** @description Some rows are not listed */
            rowsTruncated: boolean;
            summary: {
              create: number;
              error: number;
              rows: number;
              skip: number;
              update: number;
            };
          };
          "application/x-ndjson": string;
        };
      };
      /** @description A bad mapping or option, or a file that is not CSV */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A cross-origin request, or a read-only user or a read-scoped API key importing for real (dryRun=false) */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The file is larger than 50 MB */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not text/csv */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Read a CSV file's header and first rows before an import
   * @description The file's encoding and delimiter (detected unless given), its header, its first five rows and its number of rows.
   */
  inspectContactsCsv: {
    parameters: {
      query?: {
        /** @description The file's encoding; detected when omitted */
        encoding?: "utf-8" | "windows-1250";
        /** @description The file's delimiter; detected when omitted */
        delimiter?: ";" | "," | "	";
      };
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    /** @description The CSV file as it is: UTF-8 (with or without a BOM) or Windows-1250, separated by `;`, `,` or tabs (detected unless given), the first row being the header. At most 50 MB (a larger body answers 413 before it is stored, by its Content-Length or as soon as its bytes pass the limit) and 100,000 rows. */
    requestBody: {
      content: {
        "text/csv": string;
      };
    };
    responses: {
      /** @description What the file holds */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            /** @enum {string} */
            delimiter: ";" | "," | "	";
            /** @enum {string} */
            encoding: "utf-8" | "windows-1250";
            headers: string[];
            rowCount: number;
            sample: string[][];
          };
        };
      };
      /** @description Not a CSV file, an empty file, or not in the given encoding */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Cross-origin request refused */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The file is larger than 50 MB */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not text/csv */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * List deals
   * @description Newest first. Without `limit` every match is returned; with it, pages continue from `nextCursor`.
   */
  listDeals: {
    parameters: {
      query?: {
        status?: "lead" | "negotiation" | "won" | "lost";
        billingContactId?: string;
        q?: string;
        sort?: "createdAt" | "title" | "estimatedValue" | "status" | "updatedAt";
        order?: "asc" | "desc";
        updatedSince?: string;
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["DealList"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Create a deal
   * @description Status defaults to lead and currency to USD. The billing contact must be one of your organizations.
   */
  createDeal: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          billingContactId?: string | null;
          /**
           * @default USD
           * @enum {string}
           */
          currency?: "USD" | "EUR" | "CZK";
          estimatedValue?: number | null;
          source?: string;
          /**
           * @default lead
           * @enum {string}
           */
          status?: "lead" | "negotiation" | "won" | "lost";
          title: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Deal"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** The invoices of a deal */
  listDealInvoices: {
    parameters: {
      path: {
        /** @description Deal ID */
        dealId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["InvoiceList"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Get a deal */
  getDeal: {
    parameters: {
      path: {
        /** @description Deal ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Deal"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Update a deal
   * @description Replaces the deal's fields. Send `version` to be told (409) when someone changed it since you read it.
   */
  updateDeal: {
    parameters: {
      path: {
        /** @description Deal ID */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          billingContactId?: string | null;
          /**
           * @default USD
           * @enum {string}
           */
          currency?: "USD" | "EUR" | "CZK";
          estimatedValue?: number | null;
          source?: string;
          /**
           * @default lead
           * @enum {string}
           */
          status?: "lead" | "negotiation" | "won" | "lost";
          title: string;
          /** @description The version you read; when sent, a stale one answers 409 */
          version?: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Deal"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Delete a deal */
  deleteDeal: {
    parameters: {
      path: {
        /** @description Deal ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Mark a deal in negotiation as lost
   * @description No body needed. A deal not in negotiation answers 409.
   */
  markDealLost: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Deal ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Deal"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Mark a deal in negotiation as won
   * @description `actualValue` must be a positive number. A deal not in negotiation answers 409.
   */
  markDealWon: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Deal ID */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          actualValue: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Deal"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * A deal's activity timeline
   * @description Notes and events recorded by the audit log (created; a field changed, old → new; a deal won or lost; an invoice created, issued, sent, paid), newest first, paged by `cursor` (the `nextCursor` of the previous page). A note appears once, as it is now; a deleted note not at all. Includes the events of its invoices and its project.
   */
  getDealTimeline: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["TimelinePage"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Export the filtered deal list as CSV
   * @description Every record the list shows with these filters (`limit` and `cursor` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, CRLF (decision 121). A cell holding a semicolon, a quote, a tab or a line break is quoted; a cell, or a line within it, that starts with `=`, `+`, `-`, `@`, a tab or CR (a spreadsheet formula) starts with an apostrophe, which the contact import reads back off.
   */
  exportDealsCsv: {
    parameters: {
      query?: {
        status?: "lead" | "negotiation" | "won" | "lost";
        billingContactId?: string;
        q?: string;
        sort?: "createdAt" | "title" | "estimatedValue" | "status" | "updatedAt";
        order?: "asc" | "desc";
        updatedSince?: string;
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description The CSV file (`obchody-YYYY-MM-DD.csv`) */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description Invalid filter */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The Czech National Bank's exchange rate for an invoice
   * @description CZK for one unit of EUR, USD or GBP valid on `date` (the taxable supply's date): that day's fixing, or the last one before a weekend or holiday (`rateDate`). When the bank cannot be reached, or fetching is turned off (`CNB_RATES_URL=off`), `rate` is null and `message` asks for the rate by hand.
   */
  getCnbExchangeRate: {
    parameters: {
      query: {
        currency: "EUR" | "USD" | "GBP";
        date: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            /** @enum {string} */
            currency: "EUR" | "USD" | "GBP";
            /** Format: date */
            date: string;
            message?: string;
            rate: number | null;
            rateDate: string | null;
            /** @constant */
            source: "CNB";
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * List invoices (newest first)
   * @description Without parameters every invoice and credit note, newest first (as before). Filters: `status` (`overdue` is an issued, unpaid invoice past its due date), `kind`, `billingContactId`, `currency`, `issuedFrom`/`issuedTo`; `q` searches the number, the customer's name and the variable symbol (accent- and case-insensitive substring); `sort`/`order`; with `limit`, pages continue from `nextCursor`. The same filters export as CSV at GET /crm/invoices/export.csv.
   */
  listInvoices: {
    parameters: {
      query?: {
        status?: "draft" | "sent" | "paid" | "overdue";
        kind?: "invoice" | "credit_note";
        billingContactId?: string;
        currency?: "CZK" | "EUR" | "USD" | "GBP";
        issuedFrom?: string;
        issuedTo?: string;
        q?: string;
        sort?: "createdAt" | "dueDate" | "total" | "invoiceNumber" | "updatedAt";
        order?: "asc" | "desc";
        updatedSince?: string;
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["InvoiceList"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Create an invoice (a draft)
   * @description The server assigns the number (YYYY-NNNN per organization and year) and computes every amount; totals sent by the client are ignored. The billing contact must have billing information; it is copied onto the invoice.
   */
  createInvoice: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uuid */
          billingContactId?: string;
          /** @description Up to 4 digits, optional */
          constantSymbol?: string;
          /**
           * @default CZK
           * @enum {string}
           */
          currency?: "CZK" | "EUR" | "USD" | "GBP";
          /** Format: uuid */
          dealId?: string;
          /**
           * Format: date
           * @description YYYY-MM-DD, not before the issue date (a draft without one: not before today)
           */
          dueDate?: string;
          /** @description CZK for 1 unit of the currency (EUR, USD, GBP only); needed to issue a foreign-currency invoice */
          exchangeRate?: number;
          /**
           * Format: date
           * @description YYYY-MM-DD, the day of the rate; absent: the date of taxable supply
           */
          exchangeRateDate?: string;
          /**
           * Format: date
           * @description YYYY-MM-DD, not in the future (Europe/Prague), its year the number's series; absent: the day the invoice is issued
           */
          issueDate?: string;
          items: components["schemas"]["InvoiceItemInput"][];
          /**
           * @description The language of the document's labels (en, cs; decision 183); absent: the billing contact's
           * @enum {string}
           */
          language?: "en" | "cs";
          /**
           * @default bank_transfer
           * @enum {string}
           */
          paymentMethod?: "bank_transfer" | "cash" | "card";
          /**
           * @description Reverse charge (daň odvede zákazník): no VAT on the document; the customer's DIČ is required
           * @default false
           */
          reverseCharge?: boolean;
          /**
           * Format: date
           * @description DUZP, YYYY-MM-DD; absent: the issue date. More than 15 days before the issue date is late (§ 28 odst. 5 of the VAT act) but accepted: the screens warn
           */
          taxableSupplyDate?: string;
          /** @default 21 */
          taxRate?: number;
          /** @description Up to 10 digits; absent: the digits of the invoice number */
          variableSymbol?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Get an invoice */
  getInvoice: {
    parameters: {
      path: {
        /** @description Invoice ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Update a draft invoice
   * @description Only drafts can be edited (409 otherwise). Send `version` to be told (409) about a concurrent change.
   */
  updateInvoice: {
    parameters: {
      path: {
        /** @description Invoice ID */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uuid */
          billingContactId?: string;
          /** @description Up to 4 digits, optional */
          constantSymbol?: string;
          /**
           * @default CZK
           * @enum {string}
           */
          currency?: "CZK" | "EUR" | "USD" | "GBP";
          /** Format: uuid */
          dealId?: string;
          /**
           * Format: date
           * @description YYYY-MM-DD, not before the issue date (a draft without one: not before today)
           */
          dueDate?: string;
          /** @description CZK for 1 unit of the currency (EUR, USD, GBP only); needed to issue a foreign-currency invoice */
          exchangeRate?: number;
          /**
           * Format: date
           * @description YYYY-MM-DD, the day of the rate; absent: the date of taxable supply
           */
          exchangeRateDate?: string;
          /**
           * Format: date
           * @description YYYY-MM-DD, not in the future (Europe/Prague), its year the number's series; absent: the day the invoice is issued
           */
          issueDate?: string;
          items: components["schemas"]["InvoiceItemInput"][];
          /**
           * @description The language of the document's labels (en, cs; decision 183); absent: the billing contact's
           * @enum {string}
           */
          language?: "en" | "cs";
          /**
           * @default bank_transfer
           * @enum {string}
           */
          paymentMethod?: "bank_transfer" | "cash" | "card";
          /**
           * @description Reverse charge (daň odvede zákazník): no VAT on the document; the customer's DIČ is required
           * @default false
           */
          reverseCharge?: boolean;
          /**
           * Format: date
           * @description DUZP, YYYY-MM-DD; absent: the issue date. More than 15 days before the issue date is late (§ 28 odst. 5 of the VAT act) but accepted: the screens warn
           */
          taxableSupplyDate?: string;
          /** @default 21 */
          taxRate?: number;
          /** @description Up to 10 digits; absent: the digits of the invoice number */
          variableSymbol?: string;
          version?: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Delete a draft invoice
   * @description An issued invoice is a legal document: only drafts can be deleted (409 otherwise). Numbers stay without gaps: only the newest draft of its series and year can be deleted, and its number is given back; an older draft answers 409 (edit it instead).
   */
  deleteInvoice: {
    parameters: {
      path: {
        /** @description Invoice ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Make a credit note (opravný daňový doklad) of an issued invoice
   * @description A draft numbered DYYYY-NNNN (its own series per organization and year), linked to the invoice (`originalInvoiceId`; the invoice lists it in `creditNoteIds`). Lines are negative, at the invoice's VAT rates, up to what remains of the invoice per rate (400 above). Without `items` the whole invoice is cancelled. Issue it with POST …/issue; once issued it lowers the invoice's `amountDue`.
   */
  createCreditNote: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Invoice ID */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: date
           * @description Absent: the invoice's due date
           */
          dueDate?: string;
          /**
           * Format: date
           * @description Not in the future; its year is the credit note's series' year; absent: the day it is issued
           */
          issueDate?: string;
          /** @description Negative lines; absent: the whole invoice is cancelled (only while nothing of it is credited) */
          items?: components["schemas"]["CreditNoteItemInput"][];
          /** @description Why the invoice is corrected (the law asks for it) */
          reason: string;
          /**
           * Format: date
           * @description The date of the correction; absent: the issue date. More than 15 days before the issue date is late (§ 28 odst. 5) but accepted: the screens warn
           */
          taxableSupplyDate?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Render the invoice's PDF
   * @description Answers a same-origin `downloadUrl` (GET it with the same credentials). At most 2 renders run at once; a full queue answers 429 'PDF service is busy'.
   */
  generateInvoicePdf: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Invoice ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["PdfLink"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Download an issued invoice or credit note as ISDOC
   * @description The document as ISDOC 6.0.2 XML (`<number>.isdoc`, an attachment), valid against the official schema, for the customer's accounting software: parties as frozen when issued, a VAT rate per line, the VAT recapitulation (in CZK too for a foreign currency), reverse charge, payment means; a credit note names the invoice it corrects. A draft is no tax document: 409.
   */
  downloadInvoiceIsdoc: {
    parameters: {
      path: {
        /** @description Invoice ID */
        id: string;
      };
    };
    responses: {
      /** @description The ISDOC file */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/x-isdoc": string;
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No such invoice */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A draft (issue it first), or a document ISDOC cannot carry */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Issue a draft (draft → sent): it becomes a tax document
   * @description Freezes the supplier's details (from the company profile: 400 naming the first missing field while it lacks what the law requires), the customer's billing details, the issue date (today unless set), the date of taxable supply (the issue date unless set), the variable symbol and the VAT treatment. An issued document cannot be edited or deleted (409): correct it with a credit note. A foreign-currency invoice of a VAT payer needs its exchange rate (400). Works for credit notes too. It takes no body; it runs with the invoice's row locked, so an edit made at the same moment is either issued or refused (409).
   */
  issueInvoice: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Invoice ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Download the payment request of an issued invoice
   * @description A separate document (výzva k úhradě), not a tax document: the invoice's total, its issued credit notes and its payments line by line, what remains to be paid (`amountDue`, or an overpayment), and a QR Platba code asking exactly what remains. Rendered from the invoice as it is now, never stored (`vyzva-k-uhrade-<number>.pdf`). A draft or a credit note: 409.
   */
  downloadInvoicePaymentRequest: {
    parameters: {
      path: {
        /** @description Invoice ID */
        id: string;
      };
    };
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/pdf": string;
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No such invoice */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description A draft or a credit note has no payment request */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description PDF service is busy */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The PDF could not be rendered */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Record a payment of an issued invoice
   * @description Partial payments are kept (listed in `payments`; `amountDue` is what remains); the invoice is paid when nothing remains. A draft (409), a credit note (409), a paid invoice (409), an amount above what is due (400) or a date in the future (400) change nothing.
   */
  recordInvoicePayment: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Invoice ID */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description In the invoice's currency; at most the amount due */
          amount: number;
          /**
           * Format: date
           * @description YYYY-MM-DD, not in the future
           */
          paidOn: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Download the invoice's PDF
   * @description The `downloadUrl` of generate-pdf. A4 Czech tax document, `faktura-<number>.pdf`. An issued document's PDF is the document as issued: made once, stored with its SHA-256 and served byte-identical on every download whatever `v` says (a stored file that no longer matches its hash answers 500, never other bytes); payments and credit notes are on its payment request. A draft is rendered afresh.
   */
  downloadInvoicePdf: {
    parameters: {
      query?: {
        /** @description Invoice version (cache key) */
        v?: number;
      };
      path: {
        /** @description Invoice ID */
        id: string;
      };
    };
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/pdf": string;
        };
      };
      /** @description Invalid version */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No such invoice */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description PDF service is busy */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The stored file of an issued document does not match its hash */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The PDF could not be rendered */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Mark an invoice sent or paid (or undo one step)
   * @description draft → sent → paid, and back one step to undo a mistake. `overdue` is not set: a sent invoice past its due date reads as overdue. Since issue 22: `sent` issues the draft (as POST …/issue does, with its checks), `paid` records a payment of what is due today, paid → sent removes the newest payment, and sent → draft is refused once something was paid or credited.
   */
  setInvoiceStatus: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Invoice ID */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          status: "draft" | "sent" | "paid";
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Invoice"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Export the filtered invoice list as CSV
   * @description Every invoice and credit note matching the list's filters and sort (`limit` and `cursor` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, dates as 25.11.2026, CRLF.
   */
  exportInvoicesCsv: {
    parameters: {
      query?: {
        status?: "draft" | "sent" | "paid" | "overdue";
        kind?: "invoice" | "credit_note";
        billingContactId?: string;
        currency?: "CZK" | "EUR" | "USD" | "GBP";
        issuedFrom?: string;
        issuedTo?: string;
        q?: string;
        sort?: "createdAt" | "dueDate" | "total" | "invoiceNumber" | "updatedAt";
        order?: "asc" | "desc";
        updatedSince?: string;
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description The CSV file (`faktury-YYYY-MM-DD.csv`) */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description Invalid filter */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Export the filtered invoice list as ISDOC files in a zip
   * @description One `.isdoc` file per issued invoice and credit note matching the list's filters and sort (`limit` and `cursor` are ignored), streamed as a zip (`faktury-isdoc-YYYY-MM-DD.zip`). Drafts are no tax documents: they are left out, and the `X-Skipped-Drafts` header says how many matched. An empty match is an empty zip.
   */
  exportInvoicesIsdoc: {
    parameters: {
      query?: {
        status?: "draft" | "sent" | "paid" | "overdue";
        kind?: "invoice" | "credit_note";
        billingContactId?: string;
        currency?: "CZK" | "EUR" | "USD" | "GBP";
        issuedFrom?: string;
        issuedTo?: string;
        q?: string;
        sort?: "createdAt" | "dueDate" | "total" | "invoiceNumber" | "updatedAt";
        order?: "asc" | "desc";
        updatedSince?: string;
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description The zip */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/zip": string;
        };
      };
      /** @description Invalid filter */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Add a note to a contact, a deal or a project
   * @description Markdown, up to 20,000 characters. The author is you (the owner of the API key used).
   */
  createNote: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description Markdown */
          body: string;
          /** Format: uuid */
          subjectId: string;
          /** @enum {string} */
          subjectType: "contact" | "deal" | "project";
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Note"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description No such contact, deal or project */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Delete your note
   * @description Only the author may delete a note (403 otherwise). Its text stays in the audit log.
   */
  deleteNote: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Edit your note
   * @description Only the author may edit a note (403 otherwise). 409 if it changed since `version`. Every version stays in the audit log.
   */
  updateNote: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description Markdown */
          body: string;
          /** @description The version you edited: 409 if someone changed the note since */
          version: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Note"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Every person–organization link, by update time
   * @description For an integrator's sync (decision 200): ordered by `updatedAt`, then id (`order=asc` by default); `updatedSince` keeps those changed at or after an instant. Without `limit` every link is returned; with it, pages continue from `nextCursor`. Removed links (unlinked, or with a deleted contact): `GET /sync/deleted?type=relationship`.
   */
  listRelationships: {
    parameters: {
      query?: {
        updatedSince?: string;
        sort?: "updatedAt";
        order?: "asc" | "desc";
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["RelationshipList"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Link a person to an organization */
  createPersonOrganizationRelationship: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default false */
          isPrimary?: boolean;
          /** Format: uuid */
          organizationId: string;
          /** Format: uuid */
          personId: string;
          role: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Relationship"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * List the trash
   * @description Contacts, deals and invoice drafts your organization deleted in the last 30 days, newest deletion first. Older ones are deleted permanently by a background job.
   */
  listTrash: {
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["TrashList"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Delete a record permanently
   * @description Deletes a record in the trash for good. A contact that deals or invoices still name is erased instead (its personal data removed). A deal that an invoice draft in the trash names answers 409.
   */
  deleteFromTrash: {
    parameters: {
      path: {
        /** @description The deleted record's ID (a contact, a deal or an invoice draft) */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            /** @constant */
            success: true;
            /**
             * @description contact, deal or invoice
             * @enum {string}
             */
            type: "contact" | "deal" | "invoice";
          };
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Restore a deleted record
   * @description Puts the record back with its links and references. 409 says why when it would break a rule (its parent organization, deal or billing contact is in the trash or gone). A restored invoice draft is numbered as the next of its series: the same number unless another document took it.
   */
  restoreFromTrash: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description The deleted record's ID (a contact, a deal or an invoice draft) */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["RestoredItem"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The organization's demo data: how much of it is left
   * @description `present` is false, with every count 0, when the organization has no demo data.
   */
  getDemoData: {
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["DemoStatus"];
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The organization has no demo data */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Fill the organization with demo data
   * @description About 50 contacts with links and a hierarchy, 20 deals and 30 invoices (with a credit note) of a Czech company, made through the same rules as the API. The demo's invoices are from a fictional supplier marked as demo data; the organization's company profile is never read or written. 409 when the organization has demo data already.
   */
  addDemoData: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    requestBody?: {
      content: {
        "application/json": Record<string, never>;
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["DemoCounts"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The organization has no demo data */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Remove the demo data
   * @description Deletes exactly the records the demo made, and takes the invoice numbering back to the highest number still used. 409 naming what blocks it while your own records depend on them (your own invoices, deals billed to a demo contact, sub-organizations of or links to demo contacts); 404 when there is none. The company profile was never touched.
   */
  removeDemoData: {
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["DemoCounts"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Check the server and its database
   * @description Always 200 here, with status "degraded" when the database does not answer. GET /api/health is the same check for load balancers: it answers 503 when degraded.
   */
  getHealth: {
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["Health"];
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * What an invitation link offers
   * @description The organization, the invited address and the role. An unknown token answers 404; a used, revoked or expired one 409 naming why.
   */
  getInvitation: {
    parameters: {
      path: {
        token: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["InvitationPreview"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The invitation was used, revoked or has expired */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Register through an invitation
   * @description Creates the account in the inviting organization with the invitation's address and role (the password rules of registration apply); the link is used up. Does not sign in: call login next. Unknown token 404; used, revoked or expired 409; an address that meanwhile has an account 409.
   */
  acceptInvitation: {
    parameters: {
      path: {
        token: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["AcceptedInvitation"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Cross-origin request refused */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The invitation was used, revoked or has expired */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The home page's figures
   * @description The pipeline by deal status (count and value per currency), draft, unpaid and overdue invoices (count and amount due per currency), revenue of the last 12 months (paid invoices by issue month, in CZK), the most recently changed records, and tasks across projects (yours, yours overdue, everyone's overdue, and your next few). Each figure matches the list it names: /crm/deals?status=…, /crm/invoices?status=…&kind=invoice, for a month status=paid&kind=invoice&from=…&to=…, and for tasks GET /projects/my-tasks (scope=overdue) and /projects/overdue-tasks.
   */
  getOverview: {
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Overview"];
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * List projects
   * @description Search (`q`, in the project's and the client's name), filters and sorting. Without `limit` every match is returned; with it, pages continue from `nextCursor`. A client's projects: `clientId`; a deal's project: `dealId`.
   */
  listProjects: {
    parameters: {
      query?: {
        q?: string;
        status?: "active" | "on_hold" | "done" | "archived";
        clientId?: string;
        dealId?: string;
        ownerId?: string;
        sort?: "createdAt" | "updatedAt" | "name" | "dueDate";
        order?: "asc" | "desc";
        updatedSince?: string;
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ProjectList"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Create a project
   * @description The client must be an organization contact; the deal (optional) one billed to that client and without a project yet; the owner a user of your organization (you by default). The board starts with the columns To do, In progress and Done.
   */
  createProject: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: uuid
           * @description An organization contact
           */
          clientId: string;
          dealId?: string | null;
          /** @description Markdown */
          description?: string;
          /** Format: date */
          dueDate?: string | null;
          name: string;
          /** @description A user of your organization; you when not given */
          ownerId?: string | null;
          /** Format: date */
          startDate?: string | null;
          /**
           * @default active
           * @enum {string}
           */
          status?: "active" | "on_hold" | "done" | "archived";
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Project"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Get a project */
  getProject: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Project"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Delete a project with its board and tasks */
  deleteProject: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Update a project
   * @description Fields not sent stay as they are. Send `version` to be told (409) when someone changed it since you read it.
   */
  updateProject: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: uuid
           * @description An organization contact
           */
          clientId?: string;
          dealId?: string | null;
          /** @description Markdown */
          description?: string;
          /** Format: date */
          dueDate?: string | null;
          name?: string;
          /** Format: uuid */
          ownerId?: string;
          /** Format: date */
          startDate?: string | null;
          /** @enum {string} */
          status?: "active" | "on_hold" | "done" | "archived";
          /** @description The version you read; when sent, a stale one answers 409 */
          version?: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Project"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The project's board
   * @description Columns in order, each with its first `tasksPerColumn` tasks in order (by `rank`) and its `taskCount`, and the board's `version`.
   */
  getProjectBoard: {
    parameters: {
      query?: {
        tasksPerColumn?: number;
      };
      path: {
        /** @description Project ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Board"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The board's version
   * @description A cheap question to poll: when `version` grew, reload the board (decision 161).
   */
  getProjectBoardVersion: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["BoardVersion"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** The board's columns in order */
  listProjectColumns: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            columns: components["schemas"]["BoardColumn"][];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Add a column
   * @description Last unless `afterColumnId` is given (null: first).
   */
  addProjectColumn: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Project ID */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description Put it after this column; first when null; last when not given */
          afterColumnId?: string | null;
          done?: boolean;
          name: string;
          /** @description How many tasks the column may hold; null for no limit */
          wipLimit?: number | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            boardVersion: number;
            column: components["schemas"]["BoardColumn"];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Delete an empty column
   * @description A column with tasks answers 409 (The column still has tasks: move or delete them first); so does the last one.
   */
  deleteProjectColumn: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
        /** @description Column ID */
        columnId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            boardVersion: number;
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Rename a column, set its WIP limit or whether it means done
   * @description A WIP limit below the number of tasks already there is kept: no more tasks come in until it has room.
   */
  updateProjectColumn: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
        /** @description Column ID */
        columnId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          done?: boolean;
          name?: string;
          /** @description How many tasks the column may hold; null for no limit */
          wipLimit?: number | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            boardVersion: number;
            column: components["schemas"]["BoardColumn"];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Reorder a column */
  moveProjectColumn: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Project ID */
        id: string;
        /** @description Column ID */
        columnId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description The column it goes after; null puts it first */
          afterColumnId: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            boardVersion: number;
            column: components["schemas"]["BoardColumn"];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * A project's notes and change history
   * @description Notes and events recorded by the audit log (created; a field changed, old → new; a deal won or lost; an invoice created, issued, sent, paid), newest first, paged by `cursor` (the `nextCursor` of the previous page). A note appears once, as it is now; a deleted note not at all. Includes the events of its columns and tasks.
   */
  getProjectHistory: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["TimelinePage"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Invoices of the project's deal
   * @description Empty when the project has no deal.
   */
  listProjectInvoices: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            invoices: components["schemas"]["ProjectInvoice"][];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** The project's tasks, by column and rank */
  listProjectTasks: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            tasks: components["schemas"]["Task"][];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Create a task
   * @description At the end of its column (the first column when `columnId` is not given). A column at its WIP limit answers 409.
   */
  createProjectTask: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Project ID */
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          assigneeId?: string | null;
          checklist?: {
              /** @default false */
              done?: boolean;
              /**
               * Format: uuid
               * @description Keep an item's id; new items get one
               */
              id?: string;
              text: string;
            }[];
          /**
           * Format: uuid
           * @description The first column when not given; the task goes to the column's end
           */
          columnId?: string;
          /** @description Markdown */
          description?: string;
          /** Format: date */
          dueDate?: string | null;
          /**
           * @default medium
           * @enum {string}
           */
          priority?: "low" | "medium" | "high" | "urgent";
          /** Format: date */
          startDate?: string | null;
          title: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            boardVersion: number;
            task: components["schemas"]["Task"];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Get a task */
  getProjectTask: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
        /** @description Task ID */
        taskId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["Task"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Delete a task */
  deleteProjectTask: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
        /** @description Task ID */
        taskId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            boardVersion: number;
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Update a task
   * @description Fields not sent stay as they are; `checklist` replaces the whole list (items keep their `id`). Send `version` to be told (409) when someone changed it since you read it.
   */
  updateProjectTask: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
        /** @description Task ID */
        taskId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          assigneeId?: string | null;
          checklist?: {
              /** @default false */
              done?: boolean;
              /**
               * Format: uuid
               * @description Keep an item's id; new items get one
               */
              id?: string;
              text: string;
            }[];
          description?: string;
          /** Format: date */
          dueDate?: string | null;
          /** @enum {string} */
          priority?: "low" | "medium" | "high" | "urgent";
          /** Format: date */
          startDate?: string | null;
          title?: string;
          /** @description The version you read; when sent, a stale one answers 409 */
          version?: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            boardVersion: number;
            task: components["schemas"]["Task"];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Assign a task to a user (null: unassign) */
  assignProjectTask: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Project ID */
        id: string;
        /** @description Task ID */
        taskId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          assigneeId: string | null;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            boardVersion: number;
            task: components["schemas"]["Task"];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** A task's comments, oldest first */
  listTaskComments: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
        /** @description Task ID */
        taskId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            comments: components["schemas"]["TaskComment"][];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Comment on a task
   * @description `mentions` lists the user ids of the colleagues the comment mentions.
   */
  addTaskComment: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Project ID */
        id: string;
        /** @description Task ID */
        taskId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          body: string;
          /** @description User ids of the colleagues mentioned */
          mentions?: string[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            boardVersion: number;
            comment: components["schemas"]["TaskComment"];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** Delete your comment */
  deleteTaskComment: {
    parameters: {
      path: {
        /** @description Project ID */
        id: string;
        /** @description Task ID */
        taskId: string;
        /** @description Comment ID */
        commentId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            boardVersion: number;
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Move a task within or between columns
   * @description Name the neighbour it goes after (`afterTaskId`; null: the top), or before (`beforeTaskId`), or a 0-based `index`; nothing: the end. A named neighbour no longer in the target column (someone moved it meanwhile) falls back to `index` when sent, else answers 400. The server computes the rank from the column as it is; moving into another column at its WIP limit answers 409.
   */
  moveProjectTask: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Project ID */
        id: string;
        /** @description Task ID */
        taskId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description Place it right after this task of the target column */
          afterTaskId?: string | null;
          /** @description Place it right before this task (used when afterTaskId is not given) */
          beforeTaskId?: string | null;
          /**
           * Format: uuid
           * @description The target column (the same one to reorder)
           */
          columnId: string;
          /** @description 0-based position in the target column (used when neither neighbour is given); the end when nothing is given */
          index?: number;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["MoveTaskResult"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * My tasks across projects
   * @description Your tasks not in a done column, in projects not archived, by due date. `scope`: open (default), dueToday (due today or earlier), overdue.
   */
  listMyTasks: {
    parameters: {
      query?: {
        scope?: "open" | "dueToday" | "overdue";
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["TaskOverview"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Overdue tasks across projects
   * @description Tasks due before today and not in a done column; `assigneeId` narrows them to one person.
   */
  listOverdueTasks: {
    parameters: {
      query?: {
        assigneeId?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["TaskOverview"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** People who can own, be assigned or be mentioned */
  listProjectPeople: {
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            people: components["schemas"]["Colleague"][];
          };
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Every task of the organization, by update time
   * @description For an integrator's sync (decision 200): ordered by `updatedAt`, then id (`order=asc` by default); `updatedSince` keeps those changed at or after an instant. Without `limit` every task is returned; with it, pages continue from `nextCursor`. Deleted tasks: `GET /sync/deleted?type=task`.
   */
  listTasks: {
    parameters: {
      query?: {
        updatedSince?: string;
        sort?: "updatedAt";
        order?: "asc" | "desc";
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["TaskList"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Search contacts, deals, invoices, projects and tasks
   * @description Accent- and case-insensitive substring search, ranked: an exact value first, then names that start with the text, then a word that starts with it, then any other match, then (from four characters) similar spellings. At most `limit` results of each kind; each names its page in the web app (`link`).
   */
  search: {
    parameters: {
      query: {
        /** @description Accent- and case-insensitive: a substring of a contact's name, legal name, e-mail, phone (digits), IČO or DIČ; a deal's title or client; an invoice's number, client or variable symbol; a project's name; a task's title */
        q: string;
        types?: string;
        limit?: number;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["SearchResults"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The audit log
   * @description Every create, update, delete, restore and permanent delete of the organization's records — who (a user, an API key, or the system), when, the fields changed (old → new) and the request's X-Request-Id — newest first, filtered and paged by `cursor`. Secrets (password and key hashes) and bookkeeping columns are never recorded. The log is append-only: the database refuses to change or delete its rows.
   */
  listAuditLog: {
    parameters: {
      query?: {
        userId?: string;
        apiKeyId?: string;
        recordType?: "contact" | "link" | "deal" | "invoice" | "payment" | "project" | "column" | "task" | "comment" | "note" | "user" | "invitation" | "api_key" | "company_profile";
        recordId?: string;
        action?: "create" | "update" | "delete" | "restore" | "purge";
        from?: string;
        to?: string;
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["AuditPage"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Export the filtered audit log as CSV
   * @description Every record the list shows with these filters (`limit` and `cursor` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, CRLF (decision 121). A cell holding a semicolon, a quote, a tab or a line break is quoted; a cell, or a line within it, that starts with `=`, `+`, `-`, `@`, a tab or CR (a spreadsheet formula) starts with an apostrophe, which the contact import reads back off.
   */
  exportAuditLogCsv: {
    parameters: {
      query?: {
        userId?: string;
        apiKeyId?: string;
        recordType?: "contact" | "link" | "deal" | "invoice" | "payment" | "project" | "column" | "task" | "comment" | "note" | "user" | "invitation" | "api_key" | "company_profile";
        recordId?: string;
        action?: "create" | "update" | "delete" | "restore" | "purge";
        from?: string;
        to?: string;
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description The CSV file (`audit-log-YYYY-MM-DD.csv`) */
      200: {
        content: {
          "text/csv": string;
        };
      };
      /** @description Invalid filter */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Only owners and admins, signed in to Kancl (API keys may not) */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The company's supplier profile
   * @description Who the organization's invoices are from. Before the first save every field is empty (version 0). `missingForIssuing` lists the fields an invoice paid by bank transfer needs before it can be issued.
   */
  getCompanyProfile: {
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["CompanyProfile"];
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Save the company's supplier profile
   * @description Replaces the profile (omitted text fields are cleared). Send the `version` you read (0 for the first save): 409 if someone saved since. IČO, DIČ, the Czech account and the IBAN are checked (400 naming the field); a missing account or IBAN is derived from the other where possible, and two that disagree answer 400. The bank details (account, IBAN, BIC) and the company's identity (legal name, address, country, IČO, DIČ, VAT payer, footer text) change only for an owner or an admin signed in to Kancl: anyone else, and every API key, gets 403 naming the first such field, and nothing is saved (sending them unchanged is fine). Every such change is audited and e-mailed to the owners.
   */
  updateCompanyProfile: {
    requestBody: {
      content: {
        "application/json": {
          /** @description Czech account `[prefix-]number/bank code`; derived from a CZ IBAN when omitted */
          bankAccount?: string;
          /** @description BIC (SWIFT) of the bank, for payments from abroad */
          bic?: string;
          city?: string;
          /** @default CZ */
          country?: string;
          email?: string;
          /** @description Printed at the foot of every invoice, e.g. the commercial-register entry */
          footerText?: string;
          /** @description IBAN of any country; derived from a Czech account when omitted */
          iban?: string;
          legalName?: string;
          phone?: string;
          postalCode?: string;
          /** @description IČO: 8 digits with a valid check digit */
          registrationNumber?: string;
          street?: string;
          /** @description DIČ: CZ followed by 8 to 10 digits; a company's is CZ + its IČO */
          taxId?: string;
          /**
           * @description Plátce DPH: invoices are tax documents and show VAT
           * @default false
           */
          vatPayer?: boolean;
          /** @description The version you read; 0 while the organization has no profile yet */
          version: number;
          web?: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["CompanyProfile"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The company's logo
   * @description The image uploaded with PUT /settings/company/logo, with its media type (image/png or image/svg+xml). Served to the organization's own users and keys only.
   */
  getCompanyLogo: {
    responses: {
      /** @description The logo */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "image/png": string;
          "image/svg+xml": string;
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not signed in */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The company has no logo */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Upload the company's logo
   * @description A PNG or SVG of at most 200 KB, in base64. A PNG is checked by its signature and dimensions (at most 2000 × 2000); an SVG is sanitized (no scripts, event handlers, styles or external references). Replaces the current logo; the profile's version does not change.
   */
  uploadCompanyLogo: {
    requestBody: {
      content: {
        "application/json": {
          /** @description The image file in base64 (PNG or SVG, at most 200 KB) */
          data: string;
          /** @enum {string} */
          mediaType: "image/png" | "image/svg+xml";
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["CompanyProfile"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Remove the company's logo
   * @description 404 when there is no logo.
   */
  deleteCompanyLogo: {
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["CompanyProfile"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Pending invitations
   * @description Neither used, revoked nor expired; newest first. Owners and admins only, in a browser session (others get 403).
   */
  listInvitations: {
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            invitations: components["schemas"]["Invitation"][];
          };
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Invite someone by e-mail
   * @description A single-use link valid for 7 days; the answer carries it (shown only now, stored as a hash) and says whether it was e-mailed. An earlier pending invitation of the address is revoked. Only owners invite owners (403); an address that has an account answers 409. `Idempotency-Key` is refused (400): the answer holds a secret. Owners and admins only, in a browser session (others get 403).
   */
  createInvitation: {
    requestBody: {
      content: {
        "application/json": {
          email: string;
          /** @default member */
          role?: components["schemas"]["Role"];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": {
            emailed: boolean;
            invitation: components["schemas"]["Invitation"];
            /** @description The invitation link (path of the app: /invite/<token>): shown only now, stored as a hash. Without mail, copy it to the invitee. */
            link: string;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Revoke a pending invitation
   * @description Its link stops working at once. Owners and admins only, in a browser session (others get 403).
   */
  revokeInvitation: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The organization's default language
   * @description What its members read Kancl in unless they choose their own (`PUT /account/language`). `en` until an owner or admin changes it.
   */
  getOrganizationLanguage: {
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["OrganizationLanguage"];
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Set the organization's default language
   * @description `en` or `cs`. Owners and admins in a browser session (decision 130); others get 403. A member's own choice still wins. The API's error messages stay English whatever the language (decision 182).
   */
  setOrganizationLanguage: {
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description en or cs
           * @enum {string}
           */
          language: "en" | "cs";
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["OrganizationLanguage"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The organization's outgoing e-mail, newest first
   * @description Pages with `limit` (default 50) and `cursor` (the previous page's `nextCursor`). `smtpConfigured` is false when the server has no SMTP_URL: messages are then kept here, unsent.
   */
  listOutbox: {
    parameters: {
      query?: {
        status?: "queued" | "sent" | "failed" | "unsent";
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            messages: components["schemas"]["OutboxMessageSummary"][];
            nextCursor: string | null;
            smtpConfigured: boolean;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * One e-mail of the outbox, with its text
   * @description A one-time link or code meant for the recipient alone (password reset, invitation) is never answered: the text shows `[redacted]` in its place and `redacted` is true.
   */
  getOutboxMessage: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["OutboxMessage"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Send a failed or unsent e-mail again
   * @description Queues it with a fresh run of attempts. 409 when it is neither failed nor unsent, or when no SMTP server is configured.
   */
  retryOutboxMessage: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["OutboxMessage"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The organization's users
   * @description Name, e-mail, role and status of every user. Owners and admins only, in a browser session (others get 403).
   */
  listUsers: {
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": {
            users: components["schemas"]["TeamUser"][];
          };
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Deactivate a user
   * @description The user's sessions and API keys stop working at once (401); they cannot sign in until reactivated. Only an owner deactivates an owner; the last active owner cannot be deactivated (409). Owners and admins only, in a browser session (others get 403).
   */
  deactivateUser: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["TeamUser"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Reactivate a user
   * @description The user can sign in again (their old sessions stay ended). Owners and admins only, in a browser session (others get 403).
   */
  reactivateUser: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["TeamUser"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Change a user's role
   * @description Only an owner makes owners or changes an owner's role (403); the last active owner cannot be demoted (409). Applies to the user's next request. Owners and admins only, in a browser session (others get 403).
   */
  changeUserRole: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          role: components["schemas"]["Role"];
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["TeamUser"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Whether Kancl still needs to be set up
   * @description `open` is true only while the database has no organization and the set-up was never used.
   */
  getSetupStatus: {
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["SetupStatus"];
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Set Kancl up: the first organization and its first administrator
   * @description Only while the database has no organization; afterwards (and for the second of two concurrent calls) 409. Creates the organization, its first account (through registration), the supplier profile when an IČO is given, and the demo data when asked. Does not sign in: call login next.
   */
  setUp: {
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description Fill the new organization with demo data
           * @default false
           */
          demoData?: boolean;
          email: string;
          name: string;
          organizationName: string;
          password: string;
          /** @description IČO (8 digits with a valid check digit): starts the supplier profile (Settings → Company) */
          registrationNumber?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        content: {
          "application/json": components["schemas"]["SetupResult"];
        };
      };
      /** @description Invalid input data */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Cross-origin request refused */
      403: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Kancl is set up already */
      409: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Records deleted since an instant (tombstones)
   * @description Contacts, deals, invoices, projects and tasks deleted at or after `since`, oldest deletion first, for 30 days after the deletion. A record restored from the trash leaves this list and comes back in its own list with a new `updatedAt`. Deleting a project deletes its tasks: each has its own tombstone. Pages continue from `nextCursor` (null on the last page).
   */
  listDeletedRecords: {
    parameters: {
      query: {
        /** @description Deletions at or after this instant (ISO 8601 with a time zone); tombstones are kept for 30 days */
        since: string;
        type?: "contact" | "deal" | "invoice" | "project" | "task" | "relationship";
        limit?: number;
        cursor?: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["TombstoneList"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /** The Kancl version and runtime */
  getVersion: {
    responses: {
      /** @description Successful response */
      200: {
        content: {
          "application/json": components["schemas"]["Version"];
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * The organization's webhook endpoints
   * @description Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
   */
  listWebhooks: {
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            webhooks: components["schemas"]["WebhookEndpoint"][];
          };
        };
      };
      /** @description Invalid request (e.g. a NUL character in a parameter) */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Register a webhook endpoint
   * @description The signing secret is in this answer only. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
   */
  createWebhook: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A note for people
           * @default
           */
          description?: string;
          enabled?: boolean;
          /** @description The event types sent to this endpoint */
          events: ("contact.created" | "contact.updated" | "contact.deleted" | "deal.created" | "deal.updated" | "deal.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "invoice.sent" | "invoice.paid" | "invoice.overdue" | "project.created" | "project.updated" | "project.deleted" | "task.created" | "task.updated" | "task.deleted")[];
          /** @description Where events are POSTed: http:// or https://, no user name or password */
          url: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["WebhookWithSecret"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Get a webhook endpoint
   * @description Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
   */
  getWebhook: {
    parameters: {
      path: {
        /** @description Webhook ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpoint"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Delete a webhook endpoint
   * @description Its deliveries and their log go with it. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
   */
  deleteWebhook: {
    parameters: {
      path: {
        /** @description Webhook ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            /** @constant */
            success: true;
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Change a webhook endpoint
   * @description Only the fields sent change. `enabled: true` re-enables an endpoint Kancl disabled after failures. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
   */
  updateWebhook: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description A note for people */
          description?: string;
          /** @description true re-enables an endpoint that was disabled after failures */
          enabled?: boolean;
          /** @description The event types sent to this endpoint */
          events?: ("contact.created" | "contact.updated" | "contact.deleted" | "deal.created" | "deal.updated" | "deal.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "invoice.sent" | "invoice.paid" | "invoice.overdue" | "project.created" | "project.updated" | "project.deleted" | "task.created" | "task.updated" | "task.deleted")[];
          /** @description Where events are POSTed: http:// or https://, no user name or password */
          url?: string;
        };
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpoint"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * A webhook's latest deliveries and their attempts
   * @description The 50 newest, each with its request body and every attempt's answer. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
   */
  listWebhookDeliveries: {
    parameters: {
      path: {
        /** @description Webhook ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": {
            deliveries: components["schemas"]["WebhookDelivery"][];
          };
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Send a delivery again
   * @description Queued at once, whatever the delivery's state; the attempt appears in its log. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
   */
  redeliverWebhook: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Webhook ID */
        id: string;
        /** @description Delivery ID */
        deliveryId: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["WebhookDelivery"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Replace a webhook's signing secret
   * @description The new secret is in this answer only; the old one stops signing at once. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
   */
  rotateWebhookSecret: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Webhook ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["WebhookWithSecret"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
  /**
   * Send a ping event
   * @description A `ping` event to this endpoint only, also while it is disabled. Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.
   */
  sendWebhookTest: {
    parameters: {
      header?: {
        /** @description Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again. */
        "Idempotency-Key"?: string;
      };
      path: {
        /** @description Webhook ID */
        id: string;
      };
    };
    responses: {
      /** @description Successful response */
      200: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["WebhookDelivery"];
        };
      };
      /** @description Invalid input data */
      400: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Authorization not provided */
      401: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Insufficient access */
      403: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Not found (or another organization's) */
      404: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Conflict with the current state */
      409: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Request body too large */
      413: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Idempotency-Key reused with a different request */
      422: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Too many requests (see Retry-After) */
      429: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
          "Retry-After": components["headers"]["Retry-After"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description Internal server error */
      500: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
      /** @description The database is not available right now; try again in a moment */
      503: {
        headers: {
          "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
          "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
        };
        content: {
          "application/json": components["schemas"]["ApiError"];
        };
      };
    };
  };
}
