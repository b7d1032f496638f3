import { useQuery } from "@tanstack/react-query";
import { BookOpen, Languages, Star, Users } from "lucide-react";
import { formatCount } from "../../../lib/number-format.js";
import { tutorialStatsQueryOptions, userStatsQueryOptions } from "../api.js";

export function StatisticsBand() {
  const tutorials = useQuery(tutorialStatsQueryOptions()).data;
  const users = useQuery(userStatsQueryOptions()).data;
  const tiles = [
    { label: "Total Tutors", value: tutorials?.totalTutors ?? 0, Icon: BookOpen },
    { label: "Total Reviews", value: tutorials?.totalReviews ?? 0, Icon: Star },
    { label: "Languages", value: tutorials?.totalLanguages ?? 0, Icon: Languages },
    { label: "Total Users", value: users?.totalUsers ?? 0, Icon: Users },
  ];
  return (
    <section aria-labelledby="stats-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="stats-heading" className="mb-6 text-center text-2xl font-bold sm:text-3xl">
        Our Statistics
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map(({ label, value, Icon }) => (
          <li
            key={label}
            className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <Icon aria-hidden className="mx-auto size-8 text-brand-700 dark:text-brand-200" />
            <p className="mt-2 text-3xl font-bold tabular-nums" data-testid={`stat-${label}`}>
              {formatCount(value)}
            </p>
            <p className="text-slate-600 dark:text-slate-300">{label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
