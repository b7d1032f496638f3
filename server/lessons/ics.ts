/**
 * One lesson as an iCalendar file (RFC 5545), for "Add to calendar". Stored text (a language, a
 * person's name) reaches this file, so every TEXT value is escaped and every line folded; the UID
 * is the lesson id at our host, so that a calendar updates the event instead of adding another.
 */

export interface CalendarEvent {
  lessonId: string;
  /** The host part of the UID, e.g. tutornest.example. */
  host: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  status: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
  /** When this copy was made (DTSTAMP). */
  stamp: Date;
}

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped, a line break becomes `\n`. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // Other control characters are not allowed in TEXT (3.1); drop them.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove them
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/** `YYYYMMDDTHHMMSSZ`: a UTC date-time (3.3.5, form 2). */
export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** Lines longer than 75 octets continue on the next line after CRLF and one space (3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, "utf8");
    // The first line holds 75 octets; a continuation 74 besides its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A host name fit for a UID: anything else is dropped, so the header cannot break the file. */
function safeHost(host: string): string {
  return host.replace(/[^A-Za-z0-9.\-:[\]]/g, "") || "tutornest";
}

export function lessonCalendar(e: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//TutorNest//Lessons//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${e.lessonId}@${safeHost(e.host)}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    `STATUS:${e.status}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
