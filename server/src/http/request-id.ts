/**
 * The form an X-Request-Id must have to be taken from a client (else one is generated): letters, digits and `. _ : -`,
 * starting with a letter or digit, at most 128 characters. Nothing in it can start a spreadsheet formula (`-A1` can't:
 * the audit log's CSV export prints it), break a log line, or leave a quoted SQL setting (audit-context.ts).
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export const isSafeRequestId = (value: unknown): value is string =>
  typeof value === "string" && SAFE_REQUEST_ID.test(value);
