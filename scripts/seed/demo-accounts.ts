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
