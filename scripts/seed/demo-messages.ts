import type { Db } from "../../server/db/connect.js";

/**
 * Two demo conversations (docs/product.md, Demo data): Nadia asking Amina in Bangla and English
 * (all read), and Yusuf answering Nadia in Arabic (his last message not read yet), so that the
 * Messages screens, their ticks and the unread counts show real content at a first start.
 */
interface DemoLine {
  from: "first" | "second";
  text: string;
  minutesAgo: number;
}

interface DemoConversation {
  first: string;
  second: string;
  lines: DemoLine[];
  /** The lines of `second` after this many are still unread by `first`. */
  readByFirst: number;
}

const DAY = 24 * 60;

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    first: "demo-learner-nadia",
    second: "demo-tutor-amina",
    readByFirst: 2,
    lines: [
      { from: "first", text: "আসসালামু আলাইকুম! আইইএলটিএস রাইটিংয়ে সাহায্য করতে পারবেন?", minutesAgo: 2 * DAY + 40 },
      {
        from: "second",
        text: "ওয়ালাইকুম আসসালাম! অবশ্যই পারব। Task 2 essays are where most of the marks are — shall we start there?",
        minutesAgo: 2 * DAY + 25,
      },
      { from: "first", text: "Yes please. Is Friday evening possible?", minutesAgo: 2 * DAY + 20 },
      {
        from: "second",
        text: "Friday 7 pm works. My sample essays are here: https://example.com/ielts-task-2",
        minutesAgo: DAY + 90,
      },
      { from: "first", text: "ধন্যবাদ! শুক্রবার দেখা হবে।", minutesAgo: DAY + 60 },
    ],
  },
  {
    first: "demo-learner-nadia",
    second: "demo-tutor-yusuf",
    readByFirst: 1,
    lines: [
      { from: "first", text: "Hello! I would like to start Arabic from the alphabet.", minutesAgo: 5 * 60 },
      { from: "second", text: "أهلاً نادية! نبدأ بالحروف والأصوات، ثم نقرأ كلمات قصيرة.", minutesAgo: 4 * 60 },
      { from: "second", text: "هل يناسبك يوم الأحد صباحاً؟", minutesAgo: 35 },
    ],
  },
];

/** Inserts the demo conversations, their members with kept counters, and their messages, through `trx`. */
export async function seedDemoConversations(trx: Db, now: number): Promise<void> {
  for (const c of DEMO_CONVERSATIONS) {
    const [uidA, uidB] = [c.first, c.second].sort();
    const at = (line: DemoLine) => new Date(now - line.minutesAgo * 60_000);
    const started = at(c.lines[0]!);
    const last = at(c.lines.at(-1)!);
    const { id } = await trx
      .insertInto("conversations")
      .values({ uid_a: uidA!, uid_b: uidB!, created_by: c.first, created_at: started })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ofSecond = c.lines.filter((l) => l.from === "second");
    for (const [n, line] of c.lines.entries()) {
      const mine = line.from === "first";
      // The first person read the second's lines up to `readByFirst`; the second read all of the first's.
      const read = mine || ofSecond.indexOf(line) < c.readByFirst;
      const next = c.lines[n + 1];
      await trx
        .insertInto("messages")
        .values({
          conversation_id: id,
          sender_id: mine ? c.first : c.second,
          text: line.text,
          created_at: at(line),
          read_at: read ? (next ? at(next) : last) : null,
        })
        .execute();
    }
    const member = (uid: string, other: string, unread: number, sent: number) => ({
      conversation_id: id,
      uid,
      other_uid: other,
      unread,
      sent,
      last_at: last,
    });
    await trx
      .insertInto("conversation_members")
      .values([
        member(c.first, c.second, ofSecond.length - c.readByFirst, c.lines.length - ofSecond.length),
        member(c.second, c.first, 0, ofSecond.length),
      ])
      .execute();
  }
}
