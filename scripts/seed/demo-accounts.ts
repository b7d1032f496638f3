/** Demo accounts created in the Auth emulator with fixed uids, so database rows stay valid. */
export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  headline: string;
  location: string;
  bio: string;
  skills: string[];
  education: { degree: string; school: string; year: string }[];
  experience: { role: string; company: string; duration: string; description: string }[];
}

export const DEMO_PASSWORD = "Demo1234";

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    uid: "demo-tutor-amina",
    email: "amina@tutornest.example",
    password: DEMO_PASSWORD,
    displayName: "Amina Rahman",
    headline: "Language tutor — English, Arabic and Bangla",
    location: "Dhaka, Bangladesh",
    bio: "I help learners speak with confidence. Ten years of one-to-one and small-group teaching, from first words to IELTS band 8.",
    skills: ["IELTS", "Conversation", "Grammar", "Arabic script"],
    education: [
      { degree: "MA in Applied Linguistics", school: "University of Dhaka", year: "2014" },
      { degree: "CELTA", school: "British Council", year: "2015" },
    ],
    experience: [
      {
        role: "Senior English Tutor",
        company: "Dhanmondi Language Centre",
        duration: "2016–2023",
        description: "Led IELTS and spoken-English courses.",
      },
    ],
  },
  {
    uid: "demo-tutor-james",
    email: "james@tutornest.example",
    password: DEMO_PASSWORD,
    displayName: "James Carter",
    headline: "Maths and physics made clear",
    location: "London, United Kingdom",
    bio: "Engineer turned teacher. I break hard problems into small steps and practise them until they feel easy.",
    skills: ["Calculus", "Mechanics", "Exam technique"],
    education: [{ degree: "BSc in Electrical Engineering", school: "BUET", year: "2012" }],
    experience: [
      {
        role: "Physics Teacher",
        company: "Chattogram Grammar School",
        duration: "2013–2020",
        description: "A-level physics and further maths.",
      },
    ],
  },
  {
    uid: "demo-tutor-farhan",
    email: "farhan@tutornest.example",
    password: DEMO_PASSWORD,
    displayName: "Farhan Hossain",
    headline: "Science and computing tutor",
    location: "New York, United States",
    bio: "I teach chemistry, biology and programming with experiments and small projects you can show off.",
    skills: ["Python", "Organic chemistry", "Genetics"],
    education: [{ degree: "MSc in Biochemistry", school: "Shahjalal University", year: "2018" }],
    experience: [
      {
        role: "Lab Instructor",
        company: "Sylhet Science College",
        duration: "2018–2022",
        description: "Ran practical sessions for 200 students a year.",
      },
    ],
  },
  {
    uid: "demo-learner-nadia",
    email: "nadia@tutornest.example",
    password: DEMO_PASSWORD,
    displayName: "Nadia Karim",
    headline: "Learner",
    location: "Dhaka, Bangladesh",
    bio: "Preparing for university entrance exams.",
    skills: [],
    education: [],
    experience: [],
  },
  // Two tutors who write their profile and tutorials in their own language and script: what
  // people wrote is shown as written, whatever the language of the screen (docs/decisions.md,
  // "Languages"). Listed after the others so the older tutorials keep their reviewers.
  {
    uid: "demo-tutor-tasnim",
    email: "tasnim@tutornest.example",
    password: DEMO_PASSWORD,
    displayName: "তাসনিম আহমেদ",
    headline: "বাংলা ও গণিতের শিক্ষক — প্রাথমিক থেকে SSC",
    location: "ঢাকা, বাংলাদেশ",
    bio: "আট বছর মিরপুরের একটি স্কুলে বাংলা ও গণিত পড়িয়েছি, এখন অনলাইনে পড়াই। ভয় কেটে গেলে শেখা সহজ হয়ে যায় — তাই প্রতিটি বিষয় ছোট ছোট ধাপে, অনেক উদাহরণ দিয়ে বুঝিয়ে দিই। প্রতি মাসে অভিভাবকদের অগ্রগতি জানিয়ে দিই।",
    skills: ["বাংলা ব্যাকরণ", "রচনা ও পত্রলিখন", "SSC গণিত", "শিশুদের গণিত"],
    education: [
      { degree: "বাংলা ভাষা ও সাহিত্যে স্নাতকোত্তর", school: "জাহাঙ্গীরনগর বিশ্ববিদ্যালয়", year: "২০১৪" },
      { degree: "বি.এড.", school: "সরকারি টিচার্স ট্রেনিং কলেজ, ঢাকা", year: "২০১৬" },
    ],
    experience: [
      {
        role: "সহকারী শিক্ষক",
        company: "মিরপুর আইডিয়াল স্কুল",
        duration: "২০১৬–২০২৪",
        description: "ষষ্ঠ থেকে দশম শ্রেণিতে বাংলা ও গণিত পড়িয়েছি।",
      },
    ],
  },
  {
    uid: "demo-tutor-yusuf",
    email: "yusuf@tutornest.example",
    password: DEMO_PASSWORD,
    displayName: "يوسف الحداد",
    headline: "معلّم العربية وتجويد القرآن الكريم لغير الناطقين بها",
    location: "عمّان، الأردن",
    bio: "أعلّم العربية لغير الناطقين بها منذ أكثر من اثنتي عشرة سنة، حضوريًا وعبر الإنترنت، ودرس عندي طلاب من بنغلاديش وماليزيا وتركيا وغيرها. يهمّني أن يفهم الطالب ما يقرأ لا أن يحفظه فحسب، لذلك أبني كل درس على مستواه وأهدافه.",
    skills: ["التجويد", "النحو والصرف", "المحادثة", "العربية لغير الناطقين بها"],
    education: [
      { degree: "بكالوريوس اللغة العربية وآدابها", school: "الجامعة الأردنية", year: "2010" },
      {
        degree: "دبلوم تعليم العربية للناطقين بغيرها",
        school: "مركز اللغات، الجامعة الأردنية",
        year: "2012",
      },
    ],
    experience: [
      {
        role: "مدرّس لغة عربية",
        company: "مركز الضاد لتعليم العربية",
        duration: "2012–2022",
        description: "دروس فردية وجماعية لطلاب من أكثر من عشرين بلدًا.",
      },
    ],
  },
];

/** Creates each demo account unless it exists already (imported from an earlier run). */
export async function ensureDemoAccounts(projectId: string, emulatorHost: string): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const { initializeApp, getApps } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const app = getApps().find((a) => a.name === "seed") ?? initializeApp({ projectId }, "seed");
  const auth = getAuth(app);
  for (const a of DEMO_ACCOUNTS) {
    try {
      await auth.getUser(a.uid);
    } catch {
      await auth.createUser({
        uid: a.uid,
        email: a.email,
        password: a.password,
        displayName: a.displayName,
        emailVerified: true,
      });
    }
  }
}
