import { StatisticsBand } from "./statistics-band.js";

export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-br from-slate-900 to-brand-900 px-4 py-16 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-extrabold sm:text-5xl">Tutor Matching &amp; Learning Platform</h1>
        </div>
      </section>
      <StatisticsBand />
    </>
  );
}
