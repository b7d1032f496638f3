/**
 * What a person typed, with Bangla (০–৯) and Arabic-Indic (٠–٩, and the Persian ۰–۹) digits read
 * as Latin ones and the Arabic decimal separator (٫) as a point: number fields accept every
 * digit the three languages write (docs/decisions.md, "Languages").
 */
const ZEROS = [0x09e6, 0x0660, 0x06f0];

export function latinDigits(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    out += zero === undefined ? (ch === "\u066b" ? "." : ch === "\u066c" ? "," : ch) : String(code - zero);
  }
  return out;
}
