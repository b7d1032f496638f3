/**
 * Hand-drawn stroke glyphs (100x100 design box) so no script font is needed at
 * render time. Draw with `line()` at a stroke width of ~9 in the design box.
 */

/** Arabic letter ain (ع), isolated form. */
export const AIN_D = "M68 28C60 17 38 17 37 32C36 45 52 48 64 45C42 49 28 60 30 74C32 90 58 93 76 83";

/** Bengali letter a (অ): headline, "3"-shaped body, connecting bar and stem. */
export const BANGLA_A_D =
  "M10 20H92M76 20V88M20 36C22 24 46 24 46 38C46 50 34 52 28 52C46 52 58 60 56 72C54 88 30 92 16 80M34 52H76";

/** Greek letter pi. */
export const PI_D = "M22 32C32 26 64 27 80 26M40 30C40 52 36 66 28 76M62 29V66C62 74 68 78 78 72";

/** Code brackets </> */
export const CODE_D = "M34 30L16 50L34 70M66 30L84 50L66 70M56 24L44 76";

/** Wraps a 100-box glyph path into a positioned, scaled group. */
export function glyph(d: string, x: number, y: number, size: number, stroke: string, width = 9): string {
  const k = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${k})"><path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}
