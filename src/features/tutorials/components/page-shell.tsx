import type { ReactNode } from "react";

/** The frame of every tutorial screen: a centred column with the page's one h1. */
export function PageShell({
  title,
  intro,
  children,
  narrow = false,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <section className={`mx-auto w-full px-4 py-8 sm:py-12 ${narrow ? "max-w-3xl" : "max-w-6xl"}`}>
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {intro ? <div className="mt-2 text-slate-600 dark:text-slate-300">{intro}</div> : null}
      <div className="mt-6 sm:mt-8">{children}</div>
    </section>
  );
}
