import { CategoryGrid } from "./category-grid.js";
import { TutoringMethods, WhyChooseUs } from "./feature-sections.js";
import { HeroCarousel } from "./hero-carousel.js";
import { MarqueeLine } from "./marquee-line.js";
import { StatisticsBand } from "./statistics-band.js";

/** Home: carousel, marquee, statistics, categories, tutoring methods, why choose us (docs/product.md). */
export function HomePage() {
  return (
    <>
      <HeroCarousel />
      <MarqueeLine />
      <StatisticsBand />
      <CategoryGrid />
      <TutoringMethods />
      <WhyChooseUs />
    </>
  );
}
