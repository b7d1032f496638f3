import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

/** SPEC §4: "Pages show loading text, then content or an error." */
export function LoadingText({ text = "Loading..." }: { text?: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 py-16 text-slate-600 dark:text-slate-300"
    >
      <Loader2 aria-hidden className="size-5 animate-spin" />
      {text}
    </p>
  );
}

export function ErrorText({ text }: { text: string }) {
  return (
    <p role="alert" className="py-16 text-center text-red-700 dark:text-red-400">
      {text}
    </p>
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
