/**
 * Category motifs for the 800x600 tutorial illustrations (part 1). Each motif is
 * drawn around (0, 0) within roughly ±175 px; `v` picks a small variation.
 */
import { AIN_D, BANGLA_A_D, glyph, PI_D } from "./glyphs";
import { circle, FONT, line, openBook, pick, rr } from "./kit";

export type Motif = (v: number) => string;

function text(x: number, y: number, size: number, fill: string, body: string, anchor = "middle"): string {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${fill}">${body}</text>`;
}

export const english: Motif = (v) =>
  `<path d="M-132 -160H60A28 28 0 0 1 88 -132V-38A28 28 0 0 1 60 -10H-70L-110 22V-10H-132A28 28 0 0 1 -160 -38V-132A28 28 0 0 1 -132 -160Z" fill="#4f46e5"/>` +
  text(-36, -56, 84, "#fff", "Aa") +
  `<path d="M-4 -44H144A26 26 0 0 1 170 -18V28A26 26 0 0 1 144 54H130L140 80L104 54H-4A26 26 0 0 1 -30 28V-18A26 26 0 0 1 -4 -44Z" fill="#fff"/>` +
  text(70, 18, 32, "#4338ca", pick(["Hello!", "Hi there", "Speak!"], v)) +
  openBook(-10, 170, 250, "#312e81");

export const math: Motif = (v) =>
  rr(-170, -160, 320, 200, 20, "#334155") +
  rr(-158, -148, 296, 176, 12, "#134e4a") +
  text(-10, -84, 34, "#f8fafc", pick(["a² + b² = c²", "2x + 3 = 11", "∑ n = 55", "y = mx + c"], v)) +
  glyph(PI_D, -118, -70, 80, "#fbbf24", 10) +
  text(-20, -8, 34, "#fbbf24", "≈ 3.14", "start") +
  rr(-40, 40, 60, 10, 5, "#94a3b8") +
  `<g transform="rotate(-8 -60 130)">${rr(-170, 104, 220, 46, 8, "#f59e0b")}${line(
    Array.from({ length: 10 }, (_, i) => `M${-152 + i * 20} 104v${i % 2 ? 12 : 20}`).join(""),
    "#fff",
    4,
  )}</g>` +
  `<path d="M60 176H176V60Z" fill="#4f46e5"/><path d="M96 160H160V96Z" fill="#c7d2fe"/>`;

export const physics: Motif = (v) => {
  const orbit = pick(["#2563eb", "#4f46e5", "#0284c7"], v);
  return (
    `<g transform="translate(-128 124)">${circle(0, 0, 30, "#f59e0b")}<ellipse cx="0" cy="0" rx="52" ry="13" fill="none" stroke="#fcd34d" stroke-width="7" transform="rotate(-20)"/></g>` +
    `<g fill="none" stroke="${orbit}" stroke-width="12"><ellipse cx="-20" cy="-20" rx="118" ry="44"/><ellipse cx="-20" cy="-20" rx="118" ry="44" transform="rotate(60 -20 -20)"/><ellipse cx="-20" cy="-20" rx="118" ry="44" transform="rotate(120 -20 -20)"/></g>` +
    circle(-20, -20, 24, "#f59e0b") +
    circle(98, -20, 13, "#e11d48") +
    circle(-79, -122.2, 13, "#e11d48") +
    circle(-79, 82.2, 13, "#e11d48") +
    `<g transform="translate(112 126) rotate(-20) scale(.9)"><path d="M-40 -50V10A40 40 0 0 0 40 10V-50" fill="none" stroke="#ef4444" stroke-width="28"/>${rr(-54, -70, 28, 24, 4, "#cbd5e1")}${rr(26, -70, 28, 24, 4, "#cbd5e1")}</g>`
  );
};

export const chemistry: Motif = (v) => {
  const liquid = pick(["#8b5cf6", "#22c55e", "#0ea5e9"], v);
  const tubes = ["#f43f5e", "#f59e0b", "#22c55e"]
    .map(
      (c, i) =>
        `<g transform="translate(${64 + i * 36} 0)">${rr(-13, -40, 26, 150, 13, "#fff")}${rr(-13, 30 - i * 20, 26, 80 + i * 20, 13, c)}${rr(-17, -46, 34, 12, 6, "#e2e8f0")}</g>`,
    )
    .join("");
  return (
    `<g transform="translate(-208 -126) scale(2.8)"><path d="M40 40L22 72Q18 80 27 80H69Q78 80 74 72L56 40Z" fill="#fff"/>` +
    `<path d="M30 58Q39 54 48 58T66 58L74 72Q78 80 69 80H27Q18 80 22 72Z" fill="${liquid}"/>` +
    `<path d="M40 22V40L22 72Q18 80 27 80H69Q78 80 74 72L56 40V22" fill="none" stroke="#6d28d9" stroke-width="4" stroke-linejoin="round"/>` +
    `<rect x="35" y="15" width="26" height="7" rx="3.5" fill="#6d28d9"/>${circle(40, 70, 3, "#fff", 'opacity=".7"')}${circle(54, 66, 2, "#fff", 'opacity=".7"')}</g>` +
    circle(-52, -150, 10, "#a78bfa") +
    circle(-26, -128, 14, "#c4b5fd") +
    rr(36, 70, 128, 20, 8, "#7c3aed") +
    rr(36, 100, 128, 12, 6, "#6d28d9") +
    tubes +
    `<g transform="translate(90 -112)">${line("M0 0L50 -26M0 0L46 34", "#475569", 7)}${circle(0, 0, 24, "#7c3aed")}${circle(50, -26, 16, "#f43f5e")}${circle(46, 34, 16, "#0ea5e9")}</g>`
  );
};

function helix(x: number, top: number, bottom: number, amp: number): string {
  const left: string[] = [];
  const right: string[] = [];
  const rungs: string[] = [];
  for (let y = top, i = 0; y <= bottom; y += 6, i++) {
    const t = ((y - top) / 70) * Math.PI;
    const dx = Math.sin(t) * amp;
    left.push(`${(x + dx).toFixed(1)} ${y}`);
    right.push(`${(x - dx).toFixed(1)} ${y}`);
    if (i % 4 === 2 && Math.abs(dx) > 8) {
      rungs.push(
        line(`M${(x + dx).toFixed(1)} ${y}H${(x - dx).toFixed(1)}`, i % 8 === 2 ? "#f59e0b" : "#38bdf8", 7),
      );
    }
  }
  return (
    rungs.join("") + line(`M${left.join("L")}`, "#0f766e", 10) + line(`M${right.join("L")}`, "#16a34a", 10)
  );
}

export const biology: Motif = (v) =>
  `<g transform="translate(-205 -190) scale(3.2)"><path d="M24 74C20 40 44 18 78 18C80 52 58 76 24 74Z" fill="${pick(["#22c55e", "#16a34a", "#4ade80"], v)}"/>` +
  `<path d="M24 74L64 32M40 58V44M40 58H54M52 46V34M52 46H64" fill="none" stroke="#dcfce7" stroke-width="2.5" stroke-linecap="round"/><path d="M26 72L15 83" stroke="#15803d" stroke-width="4" stroke-linecap="round"/></g>` +
  helix(104, -170, 170, 44) +
  `<g transform="translate(-110 110)">${circle(0, 0, 52, "#fff")}${circle(0, 0, 44, "#bbf7d0")}${circle(8, -6, 18, "#16a34a")}${circle(-22, 18, 6, "#4ade80")}${circle(24, 22, 5, "#4ade80")}</g>`;

/** Helper shared with motifs2: ع in a bubble / অ on a card. */
export function ainBubble(cx: number, cy: number, r: number, fill: string): string {
  return (
    circle(cx, cy, r, fill) +
    `<path d="M${cx + r * 0.5} ${cy + r * 0.72}L${cx + r * 1.05} ${cy + r * 1.12}L${cx + r * 0.86} ${cy + r * 0.4}Z" fill="${fill}"/>` +
    glyph(AIN_D, cx - r * 0.8, cy - r * 0.8, r * 1.45, "#fff", 10)
  );
}

export function banglaCard(x: number, y: number, size: number, fill: string): string {
  const k = size / 100;
  return (
    rr(x + 10 * k, y + 12 * k, size, size, 22 * k, "#000", 'opacity=".12"') +
    rr(x, y, size, size, 22 * k, fill) +
    glyph(BANGLA_A_D, x + 12 * k, y + 6 * k, 76 * k, "#fff", 10)
  );
}
