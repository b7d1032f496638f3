import { useAfterFirstPaint } from "../../../lib/use-after-first-paint.js";
import { CategoryGrid } from "./category-grid.js";
import { TutoringMethods, WhyChooseUs } from "./feature-sections.js";
import { HeroCarousel } from "./hero-carousel.js";
import { MarqueeLine } from "./marquee-line.js";
import { StatisticsBand } from "./statistics-band.js";

/**
 * Home: carousel, marquee, statistics, categories, tutoring methods, why choose us (docs/product.md).
 * What lies below the first phone screen renders once the top has painted.
 */
export function HomePage() {
  const rest = useAfterFirstPaint();
  return (
    <>
      <HeroCarousel />
      <MarqueeLine />
      {rest && (
        <>
          <StatisticsBand />
          <CategoryGrid />
          <TutoringMethods />
          <WhyChooseUs />
        </>
      )}
    </>
  );
}
