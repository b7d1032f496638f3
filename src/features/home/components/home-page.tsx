import { CategoryGrid } from "./category-grid.js";
import { TutoringMethods, WhyChooseUs } from "./feature-sections.js";
import { HeroCarousel } from "./hero-carousel.js";
import { MarqueeLine } from "./marquee-line.js";
import { StatisticsBand } from "./statistics-band.js";

/**
 * What lies below the first phone screen, each with its height on a phone: the browser lays out
 * and paints a section only as it nears the viewport (`content-visibility: auto`), keeping that
 * height for it until then, and its real one once it has been drawn.
 */
const LOWER_SECTIONS = [
  { Section: StatisticsBand, size: "[contain-intrinsic-block-size:auto_450px]" },
  { Section: CategoryGrid, size: "[contain-intrinsic-block-size:auto_810px]" },
  { Section: TutoringMethods, size: "[contain-intrinsic-block-size:auto_620px]" },
  { Section: WhyChooseUs, size: "[contain-intrinsic-block-size:auto_760px]" },
];

/** Home: carousel, marquee, statistics, categories, tutoring methods, why choose us (docs/product.md). */
export function HomePage() {
  return (
    <>
      <HeroCarousel />
      <MarqueeLine />
      {LOWER_SECTIONS.map(({ Section, size }) => (
        <div key={Section.name} className={`[content-visibility:auto] ${size}`}>
          <Section />
        </div>
      ))}
    </>
  );
}
