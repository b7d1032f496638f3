import type { Profile, Tutorial, User } from "../../../contract/index.js";

export const amina: User = {
  uid: "demo-amina",
  displayName: "Amina Rahman",
  email: "amina@tutornest.example",
  photoURL: null,
};

export function tutorial(n: number, over: Partial<Tutorial> = {}): Tutorial {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    userId: amina.uid,
    userName: "Amina Rahman",
    email: "amina@tutornest.example",
    image: `/uploads/${n}.webp`,
    language: "English",
    price: 15,
    description: `Tutorial number ${n}. ${"Long description. ".repeat(12)}`,
    review: n % 3,
    rating: null,
    ratingCount: 0,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...over,
  };
}

/** A profile as the server answers it for `user`: their name and e-mail, the rest blank. */
export function profileOf(user: User, over: Partial<Profile> = {}): Profile {
  return {
    uid: user.uid,
    name: user.displayName ?? "",
    headline: "",
    location: "",
    email: user.email ?? "",
    bio: "",
    skills: [],
    avatar: "",
    banner: "",
    education: [],
    experience: [],
    ...over,
  };
}
