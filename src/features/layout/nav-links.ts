/** Home and Find tutors always; the rest only when signed in (see docs/product.md, Screens). */
export const NAV_LINKS = [
  { to: "/", label: "Home", signedIn: false },
  { to: "/find-tutors", label: "Find tutors", signedIn: false },
  { to: "/add-tutorials", label: "Add Tutorials", signedIn: true },
  { to: "/my-tutorials", label: "My Tutorials", signedIn: true },
  { to: "/my-booked-tutors", label: "My booked tutors", signedIn: true },
  { to: "/my-lessons", label: "My lessons", signedIn: true },
  { to: "/availability", label: "Availability", signedIn: true },
  { to: "/profile", label: "My Profile", signedIn: true },
] as const;
