/** When the tests' records were made and last changed: one instant for every fixture. */
export const FIXTURE_TIME = "2026-11-20T09:30:00.000Z";

/**
 * A uuid the server would accept (version 4 shape) made of one digit, easy to tell apart in a failure:
 * fixtureId(3) is "33333333-3333-4333-8333-333333333333".
 */
export function fixtureId(digit: number): string {
  const d = String(digit);
  return `${d.repeat(8)}-${d.repeat(4)}-4${d.repeat(3)}-8${d.repeat(3)}-${d.repeat(12)}`;
}
