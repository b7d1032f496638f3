import { Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { inputClass } from "../../../components/ui/field.js";
import { typedDirection } from "../../../i18n/isolate.js";

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in the URL; followed on back/forward. */
  value: string;
  /** Called with the trimmed text, SEARCH_DEBOUNCE_MS after typing stops (at once on Enter). */
  onSearch: (q: string) => void;
}

/** Find Tutors' 'Search by language' box. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The URL changed from outside (back/forward): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const send = (q: string) => {
    if (q === sent.current) return;
    sent.current = q;
    onSearchRef.current(q);
  };

  useEffect(() => {
    const q = text.trim();
    if (q === sent.current) return;
    const timer = setTimeout(() => send(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  return (
    <search className="block max-w-xl">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send(text.trim());
        }}
      >
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
          <Trans>Search by language</Trans>
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          />
          <input
            id={id}
            type="search"
            value={text}
            dir={typedDirection(text)}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder={t`e.g. English, Arabic, Math`}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            // What people type reads its own way; the empty box's hint stays on the screen's side.
            className={`${inputClass} ps-10 [unicode-bidi:plaintext]`}
          />
        </div>
      </form>
    </search>
  );
}
