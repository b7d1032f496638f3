import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, Languages, type LucideIcon, Star, Users } from "lucide-react";
import { formatCount } from "../../../i18n/format.js";
import { tutorialStatsQueryOptions, userStatsQueryOptions } from "../api.js";

/**
 * The word under each number, by the language's plural rules for it (docs/decisions.md,
 * "Languages"): English keeps SPEC's labels whatever the number, Arabic says "٣ معلمين", "١١ معلمًا".
 */
const LABELS = {
  "Total Tutors": (count: number, i18n: I18n) =>
    i18n._(msg({ message: plural(count, { one: "Total Tutors", other: "Total Tutors" }) })),
  "Total Reviews": (count: number, i18n: I18n) =>
    i18n._(msg({ message: plural(count, { one: "Total Reviews", other: "Total Reviews" }) })),
  Languages: (count: number, i18n: I18n) =>
    i18n._(msg({ message: plural(count, { one: "Languages", other: "Languages" }) })),
  "Total Users": (count: number, i18n: I18n) =>
    i18n._(msg({ message: plural(count, { one: "Total Users", other: "Total Users" }) })),
} as const;

type Tile = { key: keyof typeof LABELS; value: number; Icon: LucideIcon };

export function StatisticsBand() {
  const { i18n } = useLingui();
  const tutorials = useQuery(tutorialStatsQueryOptions()).data;
  const users = useQuery(userStatsQueryOptions()).data;
  const tiles: Tile[] = [
    { key: "Total Tutors", value: tutorials?.totalTutors ?? 0, Icon: BookOpen },
    { key: "Total Reviews", value: tutorials?.totalReviews ?? 0, Icon: Star },
    { key: "Languages", value: tutorials?.totalLanguages ?? 0, Icon: Languages },
    { key: "Total Users", value: users?.totalUsers ?? 0, Icon: Users },
  ];
  return (
    <section aria-labelledby="stats-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="stats-heading" className="mb-6 text-center text-2xl font-bold sm:text-3xl">
        <Trans>Our Statistics</Trans>
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map(({ key, value, Icon }) => (
          <li
            key={key}
            className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <Icon aria-hidden className="mx-auto size-8 text-brand-700 dark:text-brand-200" />
            <p className="mt-2 text-3xl font-bold tabular-nums" data-testid={`stat-${key}`}>
              {formatCount(value, i18n)}
            </p>
            <p className="text-slate-600 dark:text-slate-300">{LABELS[key](value, i18n)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
