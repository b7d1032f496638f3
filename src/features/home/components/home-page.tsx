import { usePaintedInSteps } from "../../../lib/use-after-first-paint.js";
import { CategoryGrid } from "./category-grid.js";
import { TutoringMethods, WhyChooseUs } from "./feature-sections.js";
import { HeroCarousel } from "./hero-carousel.js";
import { MarqueeLine } from "./marquee-line.js";
import { StatisticsBand } from "./statistics-band.js";

/** What lies below the first phone screen, in the order it renders (one section per frame). */
const LOWER_SECTIONS = [StatisticsBand, CategoryGrid, TutoringMethods, WhyChooseUs];

/**
 * Home: carousel, marquee, statistics, categories, tutoring methods, why choose us (docs/product.md).
 * What lies below the first phone screen renders once the top has painted, a section at a time.
 */
export function HomePage() {
  const shown = usePaintedInSteps(LOWER_SECTIONS.length);
  return (
    <>
      <HeroCarousel />
      <MarqueeLine />
      {LOWER_SECTIONS.slice(0, shown).map((Section) => (
        <Section key={Section.name} />
      ))}
    </>
  );
}
