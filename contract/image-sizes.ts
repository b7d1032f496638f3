/**
 * How wide each picture is drawn (the `sizes` of its `srcset`), worked out from the Tailwind
 * classes of the component named beside it (breakpoints sm 640, md 768, lg 1024 px; page columns
 * `max-w-6xl px-4`: at most 1120 px of content). Here, not in the components, because the server's
 * preload of the first picture must give the browser the same `sizes` (contract/responsive-image.ts).
 * Change one with its component.
 */
export const IMAGE_SIZES = {
  /**
   * Home's slide (hero-carousel.tsx and index.html's shell): 18rem tall on a phone, 32rem from sm,
   * 35rem from lg, and the 16:7 art covers that box, so it is drawn wider than the screen
   * (288 × 16/7 ≈ 659 px on every phone), and a phone needs DPR × 659 px: a 640 px file would
   * look blurred on all of them (CAROUSEL_WIDTHS).
   */
  slide: "(min-width: 1280px) 100vw, (min-width: 1024px) 1280px, (min-width: 640px) 1171px, 659px",
  /**
   * Find Tutors' card (tutorial-card.tsx): a 5.5rem thumbnail on a phone (320 px is sharp up to
   * DPR 3), 2/5 of the card from sm, 1/3 from lg with two cards abreast (beside the filters on Find
   * Tutors, in a `max-w-7xl` column; without them on Saved tutors, the wider of the two).
   */
  card: "(min-width: 1152px) 190px, (min-width: 1024px) calc(16.7vw - 1rem), (min-width: 640px) calc(40vw - 0.8rem), 5.5rem",
  /** A category's icon (category-grid.tsx): 56 px (size-14) at every width. */
  category: "56px",
  /** Tutor Details (tutor-details-page.tsx): the page's width, half of it from lg. */
  details: "(min-width: 1152px) 544px, (min-width: 1024px) calc(50vw - 2rem), calc(100vw - 2rem)",
  /** My Tutorials' cards (my-tutorials-page.tsx): one column, two from md. */
  twoColumns: "(min-width: 1152px) 548px, (min-width: 768px) calc(50vw - 1.75rem), calc(100vw - 2rem)",
  /** My Booked Tutors' cards (my-booked-tutors-page.tsx): one column, two from sm, three from lg. */
  threeColumns:
    "(min-width: 1152px) 358px, (min-width: 1024px) calc(33.3vw - 1.7rem), (min-width: 640px) calc(50vw - 1.75rem), calc(100vw - 2rem)",
  /** A profile's banner (profile-parts.tsx): the width of a `max-w-4xl px-4` column. */
  banner: "(min-width: 896px) 864px, calc(100vw - 2rem)",
  /** A profile's avatar (profile-parts.tsx): size-28, size-36 from sm. */
  avatar: "(min-width: 640px) 144px, 112px",
  /** The avatar beside Update Profile's "Choose image" (avatar-input.tsx). */
  avatarInput: "80px",
  /** The top bar's avatar (navbar.tsx). */
  navAvatar: "40px",
  /** The tutorial form's image preview (image-picker.tsx): max-w-md. */
  picker: "(min-width: 480px) 448px, calc(100vw - 2rem)",
} as const;
