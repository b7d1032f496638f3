import { msg } from "@lingui/core/macro";

/**
 * Home and Find tutors always; the rest only when signed in (see docs/product.md, Screens). On the
 * wide bar, the links marked `more` sit under 'More' (the specification's links stay on the bar);
 * the phone menu lists them all.
 */
export const NAV_LINKS = [
  { to: "/", label: msg`Home`, signedIn: false, more: false },
  { to: "/find-tutors", label: msg`Find tutors`, signedIn: false, more: false },
  { to: "/add-tutorials", label: msg`Add Tutorials`, signedIn: true, more: false },
  { to: "/my-tutorials", label: msg`My Tutorials`, signedIn: true, more: false },
  { to: "/my-booked-tutors", label: msg`My booked tutors`, signedIn: true, more: false },
  { to: "/my-lessons", label: msg`My lessons`, signedIn: true, more: true },
  { to: "/availability", label: msg`Availability`, signedIn: true, more: true },
  { to: "/saved-tutors", label: msg`Saved tutors`, signedIn: true, more: true },
  { to: "/profile", label: msg`My Profile`, signedIn: true, more: false },
] as const;

/** The label of the wide bar's menu of the links marked `more`. */
export const MORE_LABEL = msg`More`;
