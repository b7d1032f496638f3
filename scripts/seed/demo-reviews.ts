/**
 * What the demo reviewers wrote (docs/product.md, Demo data): stars and words, in English, Bangla
 * and Arabic as learners here write them, some with the tutor's reply. seed.ts hands them out in
 * turn to the demo reviewers of each tutorial; a reviewer has booked what they review.
 */
export interface DemoReview {
  rating: number;
  text: string;
  reply?: string;
}

export const DEMO_REVIEWS: DemoReview[] = [
  {
    rating: 5,
    text: "Clear, patient and well prepared. After four lessons I finally speak without translating in my head first.",
    reply: "Thank you! Keep up the daily speaking practice.",
  },
  {
    rating: 4,
    text: "Good structure and useful homework. Lessons sometimes ran a few minutes over, which I did not mind.",
  },
  {
    rating: 5,
    text: "খুব সুন্দর করে বুঝিয়ে দেন। প্রতিটি ক্লাসের পর নিজের উন্নতি টের পেয়েছি।",
    reply: "ধন্যবাদ! পরের ক্লাসে আমরা উচ্চারণ নিয়ে আরও কাজ করব।",
  },
  {
    rating: 3,
    text: "Knows the subject well, but the first lesson went too fast for me. It got better once I said so.",
    reply: "Thanks for telling me — I now ask about pace at the start of every lesson.",
  },
  {
    rating: 5,
    text: "شرح واضح وصبر كبير. أنصح به لكل من يريد أن يبدأ من الصفر.",
    reply: "شكراً جزيلاً! سعيد بتقدمك.",
  },
  { rating: 4, text: "" },
  {
    rating: 4,
    text: "ক্লাসগুলো মজার, তবে আরও বেশি অনুশীলনের প্রশ্ন থাকলে ভালো হতো।",
  },
  {
    rating: 5,
    text: "Exactly what I needed before my exam: timed practice and honest feedback on every answer.",
  },
  {
    rating: 2,
    text: "The material was fine, but we had to move two lessons because of the tutor's schedule.",
    reply:
      "I am sorry about the changes. My hours are now fixed in the calendar, so it will not happen again.",
  },
  {
    rating: 5,
    text: "معلم ممتاز، يشرح القواعد بأمثلة من الحياة اليومية.",
  },
];
