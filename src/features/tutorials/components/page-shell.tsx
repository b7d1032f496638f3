import type { ReactNode } from "react";

/** The frame of every tutorial screen: a centred column with the page's one h1. */
export function PageShell({
  title,
  intro,
  children,
  narrow = false,
  wide = false,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  narrow?: boolean;
  /** A list with its filters beside it: two columns of cards still fit. */
  wide?: boolean;
}) {
  const width = narrow ? "max-w-3xl" : wide ? "max-w-7xl" : "max-w-6xl";
  return (
    <section className={`mx-auto w-full px-4 py-8 sm:py-12 ${width}`}>
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {intro ? <div className="mt-2 text-slate-600 dark:text-slate-300">{intro}</div> : null}
      <div className="mt-6 sm:mt-8">{children}</div>
    </section>
  );
}
