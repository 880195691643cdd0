/** Helpers for CSV import tests and the import benchmark: valid Czech IČOs and Windows-1250 bytes. */

import { withIcoCheckDigit } from "@kancl/shared";

/** The n-th valid IČO (seven digits and the shared check digit), distinct for n below 9,000,000. */
export const icoOf = (n: number): string => withIcoCheckDigit(String(1_000_000 + (n % 9_000_000)));

let cp1250: Map<string, number> | undefined;

/** Text as Windows-1250 bytes (the decoder's table read backwards): Czech Excel's "CSV" save. */
export function windows1250(text: string): Uint8Array {
  if (!cp1250) {
    cp1250 = new Map();
    const decoder = new TextDecoder("windows-1250");
    for (let byte = 0; byte < 256; byte++) cp1250.set(decoder.decode(new Uint8Array([byte])), byte);
  }
  const table = cp1250;
  return Uint8Array.from(
    [...text].map((char) => {
      const byte = table.get(char);
      if (byte === undefined) throw new Error(`${char} has no Windows-1250 byte`);
      return byte;
    }),
  );
}
