import sharp from "sharp";
import type { Db } from "../../server/db/connect.js";
import { databaseImageStore } from "../../server/images/database-image-store.js";
import { imagesRepository } from "../../server/repositories/images-repository.js";
import { tutorialArtSvg } from "./art.js";
import { DEMO_ACCOUNTS } from "./demo-accounts.js";
import { seedDemoConversations } from "./demo-messages.js";
import { DEMO_REVIEWS } from "./demo-reviews.js";
import { DEMO_TUTORIALS } from "./demo-tutorials.js";

/** Demo reviewers per tutorial index: a few tutorials carry reviews so counts look real. */
function reviewersFor(index: number, owner: string): string[] {
  const others = DEMO_ACCOUNTS.map((a) => a.uid).filter((uid) => uid !== owner);
  return others.slice(0, index % 4);
}

/**
 * Seeds demo users, profiles, tutorials (each with its own image), reviews and conversations into an empty
 * database. Each reviewer has booked what they review (the rule every review follows); the review
 * counts and ratings follow from the review rows (migrations/013_reviews.sql).
 */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  const existing = await db.selectFrom("tutorials").select("id").limit(1).execute();
  if (existing.length > 0) return { seeded: false };
  const images = databaseImageStore(imagesRepository(db));
  const byUid = new Map(DEMO_ACCOUNTS.map((a) => [a.uid, a]));

  const urls: string[] = [];
  for (const [i, t] of DEMO_TUTORIALS.entries()) {
    const png = await sharp(Buffer.from(tutorialArtSvg(t.language, i)))
      .png()
      .toBuffer();
    urls.push((await images.save(png)).url);
  }

  await db.transaction().execute(async (trx) => {
    for (const a of DEMO_ACCOUNTS) {
      await trx
        .insertInto("users")
        .values({ uid: a.uid, display_name: a.displayName, email: a.email, photo_url: null })
        .onConflict((oc) => oc.column("uid").doNothing())
        .execute();
      await trx
        .insertInto("profiles")
        .values({
          uid: a.uid,
          name: a.displayName,
          headline: a.headline,
          location: a.location,
          email: a.email,
          bio: a.bio,
          skills: a.skills,
        })
        .onConflict((oc) => oc.column("uid").doNothing())
        .execute();
      for (const e of a.education)
        await trx
          .insertInto("education")
          .values({ uid: a.uid, ...e })
          .execute();
      for (const e of a.experience)
        await trx
          .insertInto("experience")
          .values({ uid: a.uid, ...e })
          .execute();
    }
    const now = Date.now();
    for (const [i, t] of DEMO_TUTORIALS.entries()) {
      const owner = byUid.get(t.tutor)!;
      const reviewers = reviewersFor(i, t.tutor);
      const row = await trx
        .insertInto("tutorials")
        .values({
          user_id: owner.uid,
          user_name: owner.displayName,
          email: owner.email,
          image: urls[i],
          language: t.language,
          language_key: t.language.toLowerCase(),
          price: t.price,
          description: t.description,
          // Spread creation times so "newest first" has a stable, believable order.
          created_at: new Date(now - (DEMO_TUTORIALS.length - i) * 3_600_000),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [j, uid] of reviewers.entries()) {
        const reviewer = byUid.get(uid)!;
        const written = new Date(now - (j + 1) * 86_400_000 - i * 3_600_000);
        await trx
          .insertInto("bookings")
          .values({
            tutor_id: row.id,
            user_id: uid,
            image: urls[i],
            language: t.language,
            price: t.price,
            tutor_email: owner.email,
            email: reviewer.email,
            created_at: new Date(written.getTime() - 7 * 86_400_000),
          })
          .execute();
        const review = DEMO_REVIEWS[(i * 3 + j) % DEMO_REVIEWS.length]!;
        await trx
          .insertInto("reviews")
          .values({
            tutorial_id: row.id,
            user_id: uid,
            rating: review.rating,
            text: review.text,
            reviewer_name: reviewer.displayName,
            created_at: written,
            updated_at: written,
            ...(review.reply
              ? {
                  reply_text: review.reply,
                  reply_created_at: new Date(written.getTime() + 3_600_000),
                  reply_updated_at: new Date(written.getTime() + 3_600_000),
                }
              : {}),
          })
          .execute();
      }
    }
    await seedDemoConversations(trx, now);
  });
  return { seeded: true };
}
