import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { forwardRef, type InputHTMLAttributes, useState } from "react";
import { Field } from "../../../components/ui/field.js";

type Props = InputHTMLAttributes<HTMLInputElement> & { label?: string; error?: string };

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { label, error, ...props },
  ref,
) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <Field
      ref={ref}
      label={label ?? t`Password`}
      error={error}
      type={shown ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? t`Hide password` : t`Show password`}
          aria-pressed={shown}
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      }
      {...props}
    />
  );
});
