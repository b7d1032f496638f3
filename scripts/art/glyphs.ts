/**
 * Hand-drawn stroke glyphs (100x100 design box) so no script font is needed at
 * render time. Draw with `line()` at a stroke width of ~9 in the design box.
 */

/** Arabic letter ain (ع), isolated form. */
export const AIN_D = "M68 28C60 17 38 17 37 32C36 45 52 48 64 45C42 49 28 60 30 74C32 90 58 93 76 83";

/**
 * Bengali letter a (অ): headline, right stem with a short diagonal foot, and a
 * round bowl whose top curls into a small knot hanging from the headline.
 */
export const BANGLA_A_D =
  "M4 31.4H95M81 31.4V90M81 86Q70 80 61 68.6M11.8 42.4C17 69 24 77.1 43.2 77.1C55 77.1 61.8 70 61.8 60.3" +
  "C61.8 50.4 55.8 43.5 46.1 43.5C38 43.5 33.5 47 33.5 51C33.5 55 37 57.5 40.8 57.5C44.5 57.5 47.5 55 47.5 51" +
  "C47.5 47.5 46 45 43.9 43.4C43.4 37.5 41 35 33.5 32.8";

/** Greek letter pi. */
export const PI_D = "M22 32C32 26 64 27 80 26M40 30C40 52 36 66 28 76M62 29V66C62 74 68 78 78 72";

/** Code brackets </> */
export const CODE_D = "M34 30L16 50L34 70M66 30L84 50L66 70M56 24L44 76";

/** Wraps a 100-box glyph path into a positioned, scaled group. */
export function glyph(d: string, x: number, y: number, size: number, stroke: string, width = 9): string {
  const k = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${k})"><path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}
