import { useLingui } from "@lingui/react/macro";
import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { MAX_MESSAGE_TEXT, messageBodySchema } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { inputClass } from "../../../components/ui/field.js";
import { MESSAGE_TEXTS } from "../texts.js";

/** What was typed in each conversation and not sent yet: kept while the page lives, across screens. */
const drafts = new Map<string, string>();

/**
 * 'Write a message' with 'Send' (docs/product.md, Messages between people): Enter sends, Shift+Enter starts a new
 * line (and so does Enter while an input method is composing a word, as Bangla keyboards do). The
 * text is held to the contract's rules before it goes; the box empties at once, since the message
 * shows in the conversation from then on, waiting or sent.
 */
export function Composer({
  conversationId,
  onSend,
  disabled = false,
}: {
  conversationId: string;
  onSend: (text: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setTextState] = useState(() => drafts.get(conversationId) ?? "");
  const setText = (value: string) => {
    setTextState(value);
    if (value) drafts.set(conversationId, value);
    else drafts.delete(conversationId);
  };
  const valid = messageBodySchema.safeParse({ text });

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!valid.success || disabled) return;
    onSend(valid.data.text);
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={send} className="flex items-end gap-2">
      <label htmlFor={id} className="sr-only">
        {t(MESSAGE_TEXTS.write)}
      </label>
      <textarea
        id={id}
        rows={2}
        dir="auto"
        value={text}
        maxLength={MAX_MESSAGE_TEXT}
        placeholder={t(MESSAGE_TEXTS.write)}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        className={`${inputClass} max-h-40 min-h-11 flex-1 resize-none`}
      />
      <Button type="submit" disabled={disabled || !valid.success} className="shrink-0">
        <SendHorizontal aria-hidden className="size-4 rtl:-scale-x-100" />
        {t(MESSAGE_TEXTS.send)}
      </Button>
    </form>
  );
}
