import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  Headset,
  House,
  Laptop,
  type LucideIcon,
  ShieldCheck,
  Timer,
  Trophy,
  Users,
  Zap,
} from "lucide-react";

interface Item {
  title: MessageDescriptor;
  text: MessageDescriptor;
  Icon: LucideIcon;
}

/** Home's 'Tutoring Method' section: the four items with their texts (see docs/product.md, Home). */
export const TUTORING_METHODS: Item[] = [
  { title: msg`Home Tutoring`, text: msg`Personalized learning at home`, Icon: House },
  { title: msg`Online Tutoring`, text: msg`Flexible learning from anywhere`, Icon: Laptop },
  { title: msg`Crash Program`, text: msg`Fast-track your exam prep`, Icon: Timer },
  { title: msg`Batch Tutoring`, text: msg`Group learning, better results`, Icon: Users },
];

/** Home's 'Why choose us' section (see docs/product.md, Home). */
export const WHY_CHOOSE_US: Item[] = [
  {
    title: msg`24/7 Live Support`,
    text: msg`Real people answer your questions any time, day or night.`,
    Icon: Headset,
  },
  {
    title: msg`Fast Responsive`,
    text: msg`Tutors reply quickly, so you can start learning the same day.`,
    Icon: Zap,
  },
  {
    title: msg`Safe Community`,
    text: msg`Signed-in members and honest reviews keep every lesson safe.`,
    Icon: ShieldCheck,
  },
  {
    title: msg`Better Than Others`,
    text: msg`Fair prices and tutors rated by learners just like you.`,
    Icon: Trophy,
  },
];

function ItemGrid({
  id,
  heading,
  items,
  tone,
}: {
  id: string;
  heading: MessageDescriptor;
  items: Item[];
  tone: "plain" | "band";
}) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby={id}
      className={tone === "band" ? "bg-white py-12 dark:bg-slate-900/60" : "py-12"}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={id} className="mb-6 text-center text-2xl font-bold sm:text-3xl">
          {i18n._(heading)}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ title, text, Icon }) => (
            <li
              key={title.id}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:flex-col dark:border-slate-800 dark:bg-slate-950"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                <Icon aria-hidden className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{i18n._(title)}</h3>
                <p className="mt-1 text-slate-600 dark:text-slate-300">{i18n._(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const METHODS_HEADING = msg`Tutoring Method`;
const WHY_HEADING = msg`Why choose us`;

export function TutoringMethods() {
  return <ItemGrid id="methods-heading" heading={METHODS_HEADING} items={TUTORING_METHODS} tone="band" />;
}

export function WhyChooseUs() {
  return <ItemGrid id="why-heading" heading={WHY_HEADING} items={WHY_CHOOSE_US} tone="plain" />;
}
