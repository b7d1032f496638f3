/** Category motifs for the tutorial illustrations (part 2). Same conventions as motifs.ts. */
import { CODE_D, glyph } from "./glyphs";
import { bookSide, circle, FONT, line, openBook, pick, rr } from "./kit";
import { ainBubble, banglaCard, type Motif } from "./motifs";

export const computer: Motif = (v) => {
  const palette = ["#22d3ee", "#a78bfa", "#f472b6", "#fbbf24", "#4ade80"];
  const rows = [
    [0, 70, 1, 60],
    [24, 90, 2, 40],
    [24, 50, 3, 80],
    [48, 110, 0, 30],
    [24, 60, 4, 70],
    [0, 40, 1, 0],
  ];
  const code = rows
    .map(([indent, w1, c, w2], i) => {
      const y = -104 + i * 22;
      const x = -132 + indent;
      const first = line(`M${x} ${y}h${w1}`, pick(palette, c + v), 9);
      return w2 ? first + line(`M${x + w1 + 18} ${y}h${w2}`, "#64748b", 9) : first;
    })
    .join("");
  return (
    rr(-176, -150, 310, 210, 20, "#0f172a") +
    rr(-164, -138, 286, 170, 12, "#1e293b") +
    code +
    `<path d="M-40 60H12L22 104H-50Z" fill="#334155"/>` +
    rr(-86, 100, 144, 14, 7, "#475569") +
    rr(-170, 132, 230, 46, 12, "#475569") +
    Array.from({ length: 8 }, (_, i) => rr(-158 + i * 27, 142, 20, 10, 3, "#cbd5e1")).join("") +
    rr(-130, 160, 150, 10, 3, "#cbd5e1") +
    `<ellipse cx="112" cy="156" rx="26" ry="34" fill="#475569"/>` +
    line("M112 128v20", "#cbd5e1", 4) +
    circle(118, -128, 50, "#0891b2") +
    glyph(CODE_D, 88, -158, 60, "#fff", 12)
  );
};

function star8(r: number, fill: string, extra = ""): string {
  const sq = `<rect x="${-r}" y="${-r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.12}"/>`;
  return `<g fill="${fill}" ${extra}>${sq}<g transform="rotate(45)">${sq}</g></g>`;
}

export const arabic: Motif = (v) =>
  star8(150, pick(["#99f6e4", "#a7f3d0", "#bae6fd"], v), 'opacity=".55"') +
  `<g fill="none" stroke="#0f766e" stroke-width="4" opacity=".35"><rect x="-118" y="-118" width="236" height="236" rx="14"/><rect x="-118" y="-118" width="236" height="236" rx="14" transform="rotate(45)"/></g>` +
  ainBubble(-14, -18, 96, "#0f766e") +
  `<g transform="translate(132 120) rotate(35)">${rr(-9, -110, 18, 140, 6, "#b45309")}<path d="M-9 30L0 56L9 30Z" fill="#1e293b"/></g>` +
  `<path d="M-170 138Q-170 116 -150 114H-80Q-60 116 -60 138V164Q-60 176 -72 176H-158Q-170 176 -170 164Z" fill="#1e293b"/>` +
  rr(-136, 96, 42, 22, 6, "#334155") +
  rr(-158, 140, 86, 10, 5, "#f59e0b");

function shapla(x: number, y: number, s: number, petal: string): string {
  const petals = [-60, -30, 0, 30, 60]
    .map(
      (a) =>
        `<ellipse cx="0" cy="-34" rx="14" ry="34" fill="${petal}" transform="rotate(${a})" stroke="#fff" stroke-width="3"/>`,
    )
    .join("");
  return `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="14" rx="78" ry="18" fill="#22c55e"/>${petals}${circle(0, -6, 12, "#facc15")}</g>`;
}

export const bangla: Motif = (v) =>
  banglaCard(-170, -160, 220, pick(["#e11d48", "#db2777", "#be123c"], v)) +
  shapla(118, -66, 1.1, "#f9a8d4") +
  openBook(70, 176, 220, "#9f1239") +
  `<g transform="translate(-120 120) rotate(-30)">${rr(-10, -60, 20, 110, 8, "#1e293b")}${rr(-10, -60, 20, 26, 8, "#f59e0b")}<path d="M-10 50L0 76L10 50Z" fill="#fbbf24"/></g>`;

export const generalKnowledge: Motif = (v) =>
  `<g transform="translate(-40 -20)">` +
  `<path d="M-128 40A132 132 0 0 0 90 104" fill="none" stroke="#64748b" stroke-width="12" stroke-linecap="round"/>` +
  circle(0, 0, 110, "#38bdf8") +
  `<path d="M-80 -60C-50 -90 -10 -70 -20 -40C-30 -10 -70 0 -86 -20C-96 -34 -90 -50 -80 -60Z" fill="#22c55e"/>` +
  `<path d="M10 10C40 -10 80 0 84 30C88 62 50 86 28 70C10 56 -6 30 10 10Z" fill="#22c55e"/>` +
  `<path d="M30 -90C50 -96 70 -80 62 -62C54 -48 34 -56 30 -90Z" fill="#22c55e"/>` +
  `<g fill="none" stroke="#fff" stroke-width="3" opacity=".45">${circle(0, 0, 110, "none")}<ellipse cx="0" cy="0" rx="46" ry="110"/><path d="M-110 0H110M-96 -52H96M-96 52H96"/></g>` +
  rr(-12, 130, 24, 40, 6, "#64748b") +
  rr(-70, 166, 140, 18, 9, "#475569") +
  `</g>` +
  `<g transform="translate(128 -112)">${circle(0, 0, 40, pick(["#fbbf24", "#f97316", "#facc15"], v))}${rr(-18, 36, 36, 14, 5, "#475569")}${rr(-13, 52, 26, 10, 5, "#475569")}` +
  line("M0 -58v-14M-44 -40l-10 -10M44 -40l10 -10M-58 0h-14M58 0h14", "#fde68a", 6) +
  `</g>` +
  `<g transform="translate(140 110)">${circle(0, 0, 44, "#fff")}<text x="0" y="22" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="62" fill="#ea580c">?</text></g>`;

/** Fallback: a stack of books topped with a graduation cap. */
export const generic: Motif = (v) =>
  bookSide(-150, 110, 280, 56, pick(["#4f46e5", "#0f766e", "#e11d48"], v)) +
  bookSide(-130, 54, 250, 56, "#f59e0b") +
  bookSide(-160, -2, 270, 56, "#0ea5e9") +
  `<path d="M-100 -50V-14Q-20 20 60 -14V-50L-20 -12Z" fill="#334155"/>` +
  `<path d="M-160 -70L-20 -130L120 -70L-20 -10Z" fill="#1e293b"/>` +
  line("M-20 -70L90 -44V10", "#fbbf24", 6) +
  rr(82, 6, 16, 28, 6, "#fbbf24") +
  circle(-20, -70, 9, "#fbbf24");
