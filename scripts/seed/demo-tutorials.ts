/**
 * 36 demo tutorials: four in each of the nine categories, shared among the five demo tutors.
 * The language taught is always one of the nine categories' English titles (the category pages
 * list by it); the descriptions are in the language their tutor writes: mostly English, some in
 * Bangla and some in Arabic, as the marketplace's tutors in Dhaka and abroad write them.
 */
export interface DemoTutorial {
  tutor:
    | "demo-tutor-amina"
    | "demo-tutor-james"
    | "demo-tutor-farhan"
    | "demo-tutor-tasnim"
    | "demo-tutor-yusuf";
  language: string;
  price: number;
  description: string;
}

const A = "demo-tutor-amina";
const J = "demo-tutor-james";
const F = "demo-tutor-farhan";
/** তাসনিম আহমেদ writes in Bangla. */
const T = "demo-tutor-tasnim";
/** يوسف الحداد writes in Arabic. */
const Y = "demo-tutor-yusuf";

export const DEMO_TUTORIALS: DemoTutorial[] = [
  {
    tutor: A,
    language: "English",
    price: 15,
    description:
      "Spoken English for everyday life: greetings, small talk, shopping and travel. Short lessons, lots of speaking practice and friendly correction of pronunciation.",
  },
  {
    tutor: A,
    language: "English",
    price: 25,
    description:
      "IELTS Academic preparation covering all four skills. Timed practice tests, band-score feedback on every essay and speaking mock interviews each week.",
  },
  {
    tutor: J,
    language: "English",
    price: 12.5,
    description:
      "Grammar made simple: tenses, articles and prepositions explained with clear rules and plenty of examples. Ideal for secondary-school students.",
  },
  {
    tutor: F,
    language: "English",
    price: 18,
    description:
      "Business English for professionals: emails, meetings and presentations. Learn the phrases that make you sound confident at work.",
  },
  {
    tutor: J,
    language: "Math",
    price: 20,
    description:
      "Algebra foundations: equations, inequalities and functions step by step. Each session ends with a short quiz so you can see your progress.",
  },
  {
    tutor: J,
    language: "Math",
    price: 30,
    description:
      "Calculus for A-level and first-year university: limits, derivatives, integrals and their applications, with worked past-paper questions.",
  },
  {
    tutor: T,
    language: "Math",
    price: 16,
    description:
      "প্রাথমিক ও নিম্ন মাধ্যমিকের গণিত: নামতা, ভগ্নাংশ, ঐকিক নিয়ম আর লাভ-ক্ষতির অঙ্ক শেখাই খেলা ও ছবির সাহায্যে, যাতে বাচ্চারা ভয় না পেয়ে মজা করে অঙ্ক করে। প্রতি সপ্তাহে ছোট একটি পরীক্ষা, মাস শেষে অভিভাবকদের অগ্রগতির খবর জানাই।",
  },
  {
    tutor: A,
    language: "Math",
    price: 22.75,
    description:
      "Statistics and probability for beginners: averages, spread, charts and chance, with real data sets and practical exercises.",
  },
  {
    tutor: J,
    language: "Physics",
    price: 28,
    description:
      "Mechanics from the ground up: motion, forces, energy and momentum. Free-body diagrams and problem-solving strategies for exams.",
  },
  {
    tutor: J,
    language: "Physics",
    price: 26,
    description:
      "Electricity and magnetism: circuits, fields and induction explained with simulations and simple home experiments.",
  },
  {
    tutor: F,
    language: "Physics",
    price: 19.5,
    description:
      "SSC ও HSC পদার্থবিজ্ঞান: বারো সপ্তাহে পুরো সিলেবাস। প্রতিটি অধ্যায়ের শেষে পরীক্ষা, সূত্রের তালিকা আর বিগত বছরের বোর্ড প্রশ্ন নিয়ে অনুশীলন। নিউ ইয়র্ক থেকে পড়াই, তবে ক্লাস হয় বাংলাদেশ সময় সন্ধ্যায়।",
  },
  {
    tutor: J,
    language: "Physics",
    price: 35,
    description:
      "Modern physics: relativity, quantum ideas and nuclear physics made approachable for curious senior students.",
  },
  {
    tutor: F,
    language: "Chemistry",
    price: 24,
    description:
      "Organic chemistry: functional groups, reaction mechanisms and synthesis routes, with memory aids that make them stick.",
  },
  {
    tutor: F,
    language: "Chemistry",
    price: 20,
    description:
      "Chemistry basics: atoms, bonding, the periodic table and balancing equations. Perfect if you are starting from scratch.",
  },
  {
    tutor: J,
    language: "Chemistry",
    price: 27.5,
    description:
      "Physical chemistry for HSC: moles, equilibrium, rates and energetics, with calculation drills and practical write-ups.",
  },
  {
    tutor: A,
    language: "Chemistry",
    price: 17,
    description:
      "Kitchen chemistry for kids: safe experiments that explain acids, bases, mixtures and reactions in a fun, hands-on way.",
  },
  {
    tutor: F,
    language: "Biology",
    price: 21,
    description:
      "মেডিকেল ভর্তি পরীক্ষার জীববিজ্ঞান: কোষ, অঙ্গ ও তন্ত্র ছবি আর মডেল দিয়ে বোঝাই, যাতে মুখস্থ নয়, বুঝে মনে থাকে। প্রতি সপ্তাহে MCQ মডেল টেস্ট, আর ভুলগুলো নিয়ে আলাদা করে আলোচনা।",
  },
  {
    tutor: F,
    language: "Biology",
    price: 23,
    description:
      "Genetics and evolution: DNA, inheritance and natural selection, with problem sets on Punnett squares and pedigrees.",
  },
  {
    tutor: A,
    language: "Biology",
    price: 14,
    description:
      "Plants and ecology: photosynthesis, food webs and ecosystems with nature-walk activities and labelled drawings.",
  },
  {
    tutor: J,
    language: "Biology",
    price: 25,
    description:
      "Biology exam sprint: the key topics of the HSC syllabus revised in short, focused sessions with past questions.",
  },
  {
    tutor: F,
    language: "Computer",
    price: 30,
    description:
      "Python programming for beginners: variables, loops, functions and small projects such as a quiz game and a budget tracker.",
  },
  {
    tutor: F,
    language: "Computer",
    price: 35,
    description:
      "Web development: HTML, CSS and JavaScript to build and publish your own responsive website in six weeks.",
  },
  {
    tutor: J,
    language: "Computer",
    price: 28,
    description:
      "Data structures and algorithms for coding interviews: arrays, trees, graphs and dynamic programming, with mock interviews.",
  },
  {
    tutor: A,
    language: "Computer",
    price: 12,
    description:
      "Computer basics for adults: typing, files, email, safe browsing and office tools, at a calm and patient pace.",
  },
  {
    tutor: A,
    language: "Arabic",
    price: 18,
    description:
      "Arabic alphabet and reading: letters, vowels and joining rules, so you can read simple words and sentences within a month.",
  },
  {
    tutor: Y,
    language: "Arabic",
    price: 22,
    description:
      "محادثة بالعربية الفصحى: نتدرّب معًا على التعارف، والسؤال عن الطريق، وطلب الطعام، ومواقف السفر، ونستمع إلى مقاطع قصيرة من نشرات الأخبار والبرامج. حصص تفاعلية عبر Zoom يكون فيها أكثر الكلام لك أنت.",
  },
  {
    tutor: Y,
    language: "Arabic",
    price: 20,
    description:
      "عربية القرآن الكريم: نتعلّم المفردات والقواعد التي تعينك على فهم ما تتلوه، آيةً بعد آية، مع تصحيح التلاوة وأحكام التجويد. الدورة مناسبة لمن يقرأ الحروف العربية ويرغب في فهم معانيها.",
  },
  {
    tutor: A,
    language: "Arabic",
    price: 26,
    description:
      "النحو العربي بعمق: أوزان الأفعال، والإعراب، وبناء الجملتين الاسمية والفعلية، لمتعلّمي المستوى المتوسط الراغبين في الدقة كتابةً وكلامًا. بعد كل درس تمارين قصيرة أصحّحها لك بالتفصيل.",
  },
  {
    tutor: A,
    language: "Bangla",
    price: 10,
    description:
      "Bangla for beginners: the script, everyday phrases and pronunciation, designed for children of the diaspora and newcomers.",
  },
  {
    tutor: T,
    language: "Bangla",
    price: 15,
    description:
      "বাংলা সাহিত্য: রবীন্দ্রনাথ আর নজরুলের কবিতা ও গল্প একসঙ্গে মন দিয়ে পড়ি, আলোচনা করি, তারপর নিজের ভাষায় লেখার অভ্যাস করি। সৃজনশীল প্রশ্নের উত্তর গুছিয়ে লেখার কৌশলও থাকছে।",
  },
  {
    tutor: T,
    language: "Bangla",
    price: 13.5,
    description:
      "SSC বাংলা দ্বিতীয় পত্র: সন্ধি, সমাস, কারক, বাক্যশুদ্ধি থেকে শুরু করে চিঠি, আবেদনপত্র আর রচনা — সব নিয়ম সহজ করে বুঝিয়ে দিই। প্রতিটি লেখা দেখে নম্বরসহ ফেরত দিই, সঙ্গে থাকে নমুনা উত্তর।",
  },
  {
    tutor: A,
    language: "Bangla",
    price: 17.25,
    description:
      "Conversational Bangla for expats: markets, transport, work and friends, so you can get around Dhaka with ease.",
  },
  {
    tutor: J,
    language: "General Knowledge",
    price: 11,
    description:
      "General knowledge for job exams: Bangladesh affairs, international affairs and current events, refreshed every week.",
  },
  {
    tutor: F,
    language: "General Knowledge",
    price: 14,
    description:
      "Quiz club: science, history, geography and sport trivia for curious minds, with team quizzes every session.",
  },
  {
    tutor: A,
    language: "General Knowledge",
    price: 16,
    description:
      "BCS preliminary preparation: general knowledge, mental ability and current affairs with timed mock tests.",
  },
  {
    tutor: J,
    language: "General Knowledge",
    price: 9.99,
    description:
      "World geography and cultures: countries, capitals, maps and traditions explored through stories and pictures.",
  },
];
