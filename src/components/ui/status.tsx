import { useLingui } from "@lingui/react/macro";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Pages show loading text, then content or an error (see docs/product.md, Messages).
 * `heading`: the text stands for the whole page while it loads, so it is the page's h1 (headings
 * reset to the surrounding text's look). Without `text`, 'Loading...' in the screen's language.
 */
export function LoadingText({ text, heading = false }: { text?: string; heading?: boolean }) {
  const { t } = useLingui();
  const shown = text ?? t`Loading...`;
  const Tag = heading ? "div" : "p";
  return (
    <Tag
      role="status"
      className="flex items-center justify-center gap-2 py-16 text-slate-600 dark:text-slate-300"
    >
      <Loader2 aria-hidden className="size-5 animate-spin" />
      {heading ? <h1>{shown}</h1> : shown}
    </Tag>
  );
}

/** `heading`: the error stands for the whole page, so it is the page's h1 (as in LoadingText). */
export function ErrorText({ text, heading = false }: { text: string; heading?: boolean }) {
  const Tag = heading ? "div" : "p";
  return (
    <Tag role="alert" className="py-16 text-center text-red-700 dark:text-red-400">
      {heading ? <h1>{text}</h1> : text}
    </Tag>
  );
}

/** An empty list's text, with an optional next step (e.g. a link to find tutors). */
export function EmptyText({ text, action }: { text: string; action?: ReactNode }) {
  if (!action) return <p className="py-16 text-center text-slate-600 dark:text-slate-300">{text}</p>;
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-slate-600 dark:text-slate-300">{text}</p>
      {action}
    </div>
  );
}
