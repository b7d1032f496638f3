/**
 * Shared drawing kit for TutorNest's generated art: palette, SVG helpers and a
 * flat "person" figure. Only uses SVG features that librsvg (sharp) supports.
 */

export const BRAND = {
  primary: "#0f766e",
  primaryLight: "#14b8a6",
  primarySoft: "#ccfbf1",
  accent: "#4f46e5",
  accentLight: "#818cf8",
  amber: "#f59e0b",
  ink: "#0f172a",
  inkSoft: "#1e293b",
  slate: "#64748b",
  paper: "#f8fafc",
} as const;

export const FONT = "DejaVu Sans, Arial, sans-serif";

export const SKINS = ["#f5c9a6", "#e0a878", "#c68642", "#8d5524", "#f1d3bd", "#a66a3f"] as const;
export const HAIRS = ["#1f2937", "#4b2e1e", "#111827", "#7c4a2d", "#b45309", "#374151", "#52301c"] as const;
export const SHIRTS = [
  "#4f46e5",
  "#0f766e",
  "#db2777",
  "#f59e0b",
  "#0284c7",
  "#7c3aed",
  "#16a34a",
  "#e11d48",
] as const;

export type HairStyle = "short" | "long" | "bun" | "hijab" | "curly" | "bald";
export const HAIR_STYLES: readonly HairStyle[] = ["short", "long", "bun", "hijab", "curly", "short", "long"];

export interface PersonOpts {
  x: number;
  y: number;
  scale?: number;
  skin?: string;
  hair?: string;
  shirt?: string;
  style?: HairStyle;
  /** "back" draws the person seen from behind (no face). */
  view?: "front" | "back";
  /** Draws trousers and shoes below the torso (standing figure). */
  full?: boolean;
  /** Arm pose for standing figures. */
  point?: "left" | "right" | "none";
  trousers?: string;
  /** Adds glasses to the face. */
  glasses?: boolean;
}

/** Rounded rectangle. */
export function rr(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** Stroked path with round caps/joins. */
export function line(d: string, stroke: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ""}/>`;
}

export function svgDoc(w: number, h: number, body: string, defs = ""): string {
  const d = defs ? `<defs>${defs}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${d}${body}</svg>`;
}

export function linearGradient(id: string, stops: [string, string][], x2 = 1, y2 = 1): string {
  const s = stops.map(([off, c]) => `<stop offset="${off}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** A simple check mark inside a circle. */
export function checkBadge(cx: number, cy: number, r: number, fill = "#22c55e"): string {
  const k = r / 10;
  return (
    circle(cx, cy, r, fill) +
    line(`M${cx - 4.5 * k} ${cy + 0.2 * k}l${3.2 * k} ${3.2 * k}l${6 * k} ${-6.5 * k}`, "#fff", 2.4 * k)
  );
}

/** A closed book seen from the side (for stacks). */
export function bookSide(x: number, y: number, w: number, h: number, cover: string): string {
  return (
    rr(x, y, w, h, Math.min(6, h / 3), cover) +
    rr(x + w - 10, y + 3, 8, h - 6, 2, "#f8fafc") +
    rr(x + 12, y + h / 2 - 2, w * 0.4, 4, 2, "#ffffff", 'opacity=".55"')
  );
}

/** An open book seen from the front, centred at x, with its spine bottom at y. */
export function openBook(x: number, y: number, w: number, cover: string): string {
  const h = w * 0.36;
  const half = w / 2;
  const page = (dir: 1 | -1) =>
    `<path d="M${x} ${y - 4}C${x + dir * half * 0.4} ${y - h * 0.25} ${x + dir * half * 0.8} ${y - h * 0.2} ${x + dir * (half - 6)} ${y - h * 0.1}V${y - h}C${x + dir * half * 0.7} ${y - h * 1.1} ${x + dir * half * 0.3} ${y - h * 1.08} ${x} ${y - h * 0.92}Z" fill="#fff"/>`;
  const lines = [0.35, 0.55, 0.75]
    .map((t) => {
      const yy = y - h * (0.95 - t * 0.7);
      return (
        line(`M${x - half * 0.75} ${yy}h${half * 0.55}`, "#cbd5e1", 3) +
        line(`M${x + half * 0.2} ${yy}h${half * 0.55}`, "#cbd5e1", 3)
      );
    })
    .join("");
  return (
    `<path d="M${x - half} ${y - h * 0.9}V${y + 4}H${x + half}V${y - h * 0.9}Z" fill="${cover}"/>` +
    page(-1) +
    page(1) +
    lines
  );
}

/** A potted plant standing on y (base line). */
export function plant(x: number, y: number, s = 1, leaf = "#22c55e", pot = "#f97316"): string {
  const leaves = [
    `M0 -40C-30 -60 -40 -100 -22 -118C-8 -96 -4 -66 0 -40Z`,
    `M0 -40C26 -66 44 -96 30 -124C8 -102 2 -70 0 -40Z`,
    `M0 -40C-4 -80 2 -120 10 -140C20 -112 14 -74 0 -40Z`,
  ]
    .map((d, i) => `<path d="${d}" fill="${leaf}" opacity="${i === 2 ? 0.8 : 1}"/>`)
    .join("");
  return `<g transform="translate(${x} ${y}) scale(${s})">${leaves}<path d="M-26 -44H26L20 0H-20Z" fill="${pot}"/>${rr(-30, -50, 60, 12, 4, pot)}</g>`;
}

function hairBack(style: HairStyle, hair: string): string {
  if (style === "long")
    return `<path d="M-35 -2C-38 -40 38 -40 35 -2L40 52C14 62 -14 62 -40 52Z" fill="${hair}"/>`;
  if (style === "curly")
    return [
      [-28, -14, 14],
      [28, -14, 14],
      [-30, 8, 12],
      [30, 8, 12],
    ]
      .map(([cx, cy, r]) => circle(cx, cy, r, hair))
      .join("");
  return "";
}

function hairFront(style: HairStyle, hair: string): string {
  switch (style) {
    case "short":
      return `<path d="M-31 2C-35 -30 -18 -38 2 -37C24 -36 36 -24 31 2C28 -10 22 -16 14 -18C2 -12 -14 -12 -26 -18C-28 -12 -30 -6 -31 2Z" fill="${hair}"/>`;
    case "long":
      return `<path d="M-32 6C-34 -30 -16 -37 2 -37C22 -37 36 -26 32 6C28 -8 20 -18 6 -20C-4 -12 -18 -6 -32 6Z" fill="${hair}"/>`;
    case "bun":
      return `${circle(0, -38, 14, hair)}<path d="M-31 0C-34 -30 -18 -36 0 -36C18 -36 34 -30 31 0C26 -14 14 -20 0 -20C-14 -20 -26 -14 -31 0Z" fill="${hair}"/>`;
    case "curly":
      return [
        [-20, -26, 13],
        [0, -32, 14],
        [20, -26, 13],
        [-28, -10, 10],
        [28, -10, 10],
      ]
        .map(([cx, cy, r]) => circle(cx, cy, r, hair))
        .join("");
    default:
      return "";
  }
}

/**
 * A flat person bust (or standing figure when `full`). Coordinates: head centre at (x, y),
 * head radius 30 * scale; the torso extends ~140 * scale below the head centre.
 */
export function person(o: PersonOpts): string {
  const s = o.scale ?? 1;
  const skin = o.skin ?? SKINS[0];
  const hair = o.hair ?? HAIRS[0];
  const shirt = o.shirt ?? BRAND.accent;
  const style = o.style ?? "short";
  const back = o.view === "back";
  const parts: string[] = [];

  if (o.full) {
    const tr = o.trousers ?? "#1e293b";
    parts.push(rr(-34, 120, 30, 170, 12, tr), rr(4, 120, 30, 170, 12, tr));
    parts.push(rr(-42, 278, 40, 16, 8, "#0f172a"), rr(2, 278, 40, 16, 8, "#0f172a"));
  }
  if (!back && style !== "hijab") parts.push(hairBack(style, hair));

  const torsoBottom = o.full ? 170 : 140;
  parts.push(
    `<path d="M-62 ${torsoBottom - 10}V88C-62 60 -48 50 -26 48H26C48 50 62 60 62 88V${torsoBottom - 10}C62 ${torsoBottom - 4} 56 ${torsoBottom} 50 ${torsoBottom}H-50C-56 ${torsoBottom} -62 ${torsoBottom - 4} -62 ${torsoBottom - 10}Z" fill="${shirt}"/>`,
  );

  if (o.full) {
    const arm = (side: 1 | -1, pointing: boolean) =>
      pointing
        ? `<g transform="translate(${side * 50} 64) rotate(${side * -118})">${rr(-11, 0, 22, 92, 11, shirt)}${circle(0, 94, 11, skin)}</g>`
        : `<g transform="translate(${side * 54} 66) rotate(${side * -6})">${rr(-11, 0, 22, 96, 11, shirt)}${circle(0, 98, 11, skin)}</g>`;
    parts.push(arm(-1, o.point === "left"), arm(1, o.point === "right"));
    parts.push(`<path d="M-60 96H60" stroke="#000" stroke-opacity=".12" stroke-width="2"/>`);
  }

  if (back) {
    parts.push(rr(-11, 14, 22, 40, 9, skin));
    if (style === "hijab")
      parts.push(`<path d="M-40 0C-42 -46 42 -46 40 0L48 58C16 70 -16 70 -48 58Z" fill="${hair}"/>`);
    else parts.push(circle(-29, 4, 6, skin), circle(29, 4, 6, skin));
    parts.push(circle(0, 0, 31, hair));
    if (style === "bun") parts.push(circle(0, -36, 13, hair));
    if (style === "curly") parts.push(hairFront("curly", hair));
    if (style === "long")
      parts.push(`<path d="M-31 0C-33 30 -30 50 -24 62H24C30 50 33 30 31 0Z" fill="${hair}"/>`);
    if (o.point === "right") {
      parts.push(
        `<g transform="translate(44 62) rotate(195)">${rr(-11, 0, 22, 104, 11, shirt)}${circle(0, 106, 12, skin)}</g>`,
      );
    }
    return `<g transform="translate(${o.x} ${o.y}) scale(${s})">${parts.join("")}</g>`;
  }

  if (style === "hijab") {
    const scarf = o.hair ?? "#0d9488";
    parts.push(`<path d="M-40 0C-42 -46 42 -46 40 0L48 58C16 70 -16 70 -48 58Z" fill="${scarf}"/>`);
    parts.push(`<path d="M-40 0C-42 -46 42 -46 40 0L48 58C16 70 -16 70 -48 58Z" fill="#fff" opacity=".12"/>`);
    parts.push(circle(0, 2, 27, skin));
  } else {
    parts.push(rr(-10, 16, 20, 40, 9, skin));
    parts.push(`<path d="M-16 48L0 66L16 48Z" fill="${skin}"/>`);
    parts.push(circle(-29, 4, 6, skin), circle(29, 4, 6, skin));
    parts.push(circle(0, 0, 30, skin));
    parts.push(hairFront(style, hair));
  }
  const eye = "#1f2937";
  parts.push(circle(-10, 4, 3.2, eye), circle(10, 4, 3.2, eye));
  parts.push(line("M-8 15Q0 21 8 15", eye, 2.6));
  parts.push(circle(-17, 12, 4, "#f43f5e", 'opacity=".18"'), circle(17, 12, 4, "#f43f5e", 'opacity=".18"'));
  if (o.glasses) {
    parts.push(
      `<g fill="none" stroke="${eye}" stroke-width="2.4"><circle cx="-11" cy="4" r="8"/><circle cx="11" cy="4" r="8"/><path d="M-3 4H3"/></g>`,
    );
  }
  return `<g transform="translate(${o.x} ${o.y}) scale(${s})">${parts.join("")}</g>`;
}

/** Deterministic small integer hash (for picking variants). */
export function hash(str: string): number {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function pick<T>(arr: readonly T[], i: number): T {
  return arr[((i % arr.length) + arr.length) % arr.length];
}
