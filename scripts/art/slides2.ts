/** Hero carousel slides 3 and 4 (group class, exam prep). */
import { BRAND, bookSide, checkBadge, circle, FONT, HAIRS, line, person, rr, SHIRTS, SKINS } from "./kit";
import { slideFrame } from "./slides";

/** Slide 3: a batch class in front of a whiteboard. */
export function slide3(): string {
  const board =
    rr(846, 88, 540, 320, 20, "#94a3b8") +
    rr(858, 100, 516, 296, 12, "#f8fafc") +
    rr(1000, 396, 240, 14, 6, "#64748b") +
    rr(1030, 388, 40, 10, 4, "#ef4444") +
    rr(1080, 388, 40, 10, 4, "#2563eb") +
    // bar chart
    line("M900 350H1080M900 350V150", "#334155", 5) +
    rr(920, 270, 32, 80, 6, "#14b8a6") +
    rr(968, 220, 32, 130, 6, "#4f46e5") +
    rr(1016, 180, 32, 170, 6, "#f59e0b") +
    // formula and triangle
    `<text x="1108" y="176" font-family="${FONT}" font-weight="700" font-size="34" fill="#1e293b">a² + b² = c²</text>` +
    `<path d="M1140 340V230L1300 340Z" fill="#e0e7ff" stroke="#4f46e5" stroke-width="5" stroke-linejoin="round"/>` +
    line("M1140 318h22v22", "#4f46e5", 4) +
    `<text x="1118" y="292" font-family="${FONT}" font-size="26" fill="#4f46e5">a</text>` +
    `<text x="1212" y="372" font-family="${FONT}" font-size="26" fill="#4f46e5">b</text>` +
    `<text x="1228" y="278" font-family="${FONT}" font-size="26" fill="#4f46e5">c</text>`;

  const tutor = person({
    x: 1480,
    y: 176,
    scale: 0.92,
    skin: SKINS[4],
    hair: HAIRS[1],
    shirt: BRAND.primary,
    style: "bun",
    full: true,
    point: "left",
    trousers: "#312e81",
  });

  const studentStyles = ["short", "long", "curly", "bun"] as const;
  const students = [880, 1050, 1220, 1390]
    .map((x, i) =>
      person({
        x,
        y: 586 + (i % 2) * 12,
        scale: 1,
        skin: SKINS[i + 1],
        hair: [HAIRS[2], HAIRS[4], HAIRS[0], HAIRS[3]][i],
        shirt: [SHIRTS[4], SHIRTS[2], SHIRTS[3], SHIRTS[5]][i],
        style: studentStyles[i],
        view: "back",
        point: i === 2 ? "right" : "none",
      }),
    )
    .join("");

  return slideFrame(
    `<ellipse cx="1480" cy="452" rx="80" ry="10" fill="#000" opacity=".25"/>${board}${tutor}${students}`,
  );
}

/** Slide 4: exam prep / crash course with a calendar, checklist and timer. */
export function slide4(): string {
  const cx0 = 860;
  const cy0 = 96;
  const cells: string[] = [];
  const done = new Set([0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 14, 15]);
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 6; c++) {
      const i = r * 6 + c;
      const x = cx0 + 28 + c * 58;
      const y = cy0 + 120 + r * 62;
      if (i === 20) {
        cells.push(rr(x, y, 48, 50, 12, "#ffe4e6"));
        cells.push(
          `<path d="M${x + 24} ${y + 9}l5.3 10.8 11.9 1.7-8.6 8.4 2 11.9-10.6-5.6-10.6 5.6 2-11.9-8.6-8.4 11.9-1.7z" fill="#e11d48"/>`,
        );
      } else {
        cells.push(rr(x, y, 48, 50, 12, done.has(i) ? "#dcfce7" : "#f1f5f9"));
        if (done.has(i)) cells.push(checkBadge(x + 24, y + 25, 14, "#22c55e"));
      }
    }
  }
  const bx = cx0 + 54;
  const calendar =
    rr(cx0 + 8, cy0 + 12, 400, 380, 28, "#000", 'opacity=".2"') +
    rr(cx0, cy0, 400, 380, 28, "#fff") +
    `<path d="M${cx0} ${cy0 + 28}a28 28 0 0 1 28 -28h344a28 28 0 0 1 28 28v70H${cx0}z" fill="${BRAND.accent}"/>` +
    // header: an open book and two "title" bars instead of words, so it reads in any language
    `<path d="M${bx - 2} ${cy0 + 44}q-10 -6 -22 -5v32q12 -1 22 5z" fill="#fff"/>` +
    `<path d="M${bx + 2} ${cy0 + 44}q10 -6 22 -5v32q-12 -1 -22 5z" fill="#e0e7ff"/>` +
    rr(cx0 + 92, cy0 + 40, 136, 15, 7.5, "#fff") +
    rr(cx0 + 92, cy0 + 63, 88, 10, 5, "#fff", 'opacity=".6"') +
    // pill: a target (the exam) and two short bars instead of a day count
    rr(cx0 + 272, cy0 + 38, 100, 34, 17, "#818cf8") +
    circle(cx0 + 296, cy0 + 55, 11, "#fff") +
    circle(cx0 + 296, cy0 + 55, 7, "#818cf8") +
    circle(cx0 + 296, cy0 + 55, 3.5, "#fff") +
    rr(cx0 + 316, cy0 + 46, 40, 7, 3.5, "#fff") +
    rr(cx0 + 316, cy0 + 58, 26, 7, 3.5, "#fff", 'opacity=".7"') +
    rr(cx0 + 90, cy0 - 18, 16, 40, 8, "#1e293b") +
    rr(cx0 + 294, cy0 - 18, 16, 40, 8, "#1e293b") +
    cells.join("");

  const checklistItems = [0, 1, 2]
    .map((i) => {
      const y = 206 + i * 58;
      const ok = i < 2;
      return (
        rr(1340, y, 30, 30, 8, ok ? "#22c55e" : "#e2e8f0") +
        (ok ? line(`M1347 ${y + 15}l6 6l11 -12`, "#fff", 4) : "") +
        line(`M1386 ${y + 9}h${[100, 84, 108][i]}`, "#94a3b8", 7) +
        line(`M1386 ${y + 23}h${[64, 90, 56][i]}`, "#cbd5e1", 6)
      );
    })
    .join("");
  const clipboard =
    `<g transform="rotate(5 1420 280)">` +
    rr(1316, 150, 208, 246, 22, "#0f766e") +
    rr(1328, 170, 184, 214, 14, "#fff") +
    rr(1380, 138, 80, 34, 12, "#334155") +
    checklistItems +
    `</g>`;

  const tx = 972;
  const ty = 584;
  const timer =
    rr(tx - 11, ty - 92, 22, 18, 4, "#334155") +
    circle(tx, ty, 74, "#f59e0b") +
    circle(tx, ty, 60, "#fff") +
    `<path d="M${tx} ${ty}V${ty - 54}A54 54 0 0 1 ${tx + 51} ${ty + 18}Z" fill="#fde68a"/>` +
    line(`M${tx} ${ty}V${ty - 44}M${tx} ${ty}l26 14`, "#0f172a", 7) +
    circle(tx, ty, 7, "#0f172a") +
    `<path d="M1086 520l-30 50h24l-14 44l40 -60h-26l16 -34z" fill="#facc15"/>`;

  const student = person({
    x: 1440,
    y: 486,
    scale: 1,
    skin: SKINS[2],
    hair: HAIRS[6],
    shirt: "#e11d48",
    style: "short",
    glasses: true,
  });
  const books =
    bookSide(1290, 648, 300, 44, "#4f46e5") +
    bookSide(1316, 608, 256, 40, "#14b8a6") +
    bookSide(1300, 574, 240, 34, "#f59e0b");

  const progress =
    rr(1120, 566, 172, 54, 27, "#fff") +
    rr(1142, 587, 84, 12, 6, "#e2e8f0") +
    rr(1142, 587, 66, 12, 6, "#14b8a6") +
    `<text x="1236" y="600" font-family="${FONT}" font-weight="700" font-size="17" fill="#0f172a">80%</text>`;

  return slideFrame(calendar + clipboard + timer + student + books + progress);
}
