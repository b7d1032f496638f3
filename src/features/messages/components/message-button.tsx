import { i18n as shown } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { MessageCircle } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { showError } from "../../../components/ui/message-store.js";
import { errorText } from "../../../lib/error-text.js";
import { authKnown, authStore, useAuth } from "../../auth/auth-store.js";
import { startConversation } from "../api.js";
import { putConversationInCache } from "../cache.js";
import { MESSAGE_TEXTS } from "../texts.js";

/**
 * 'Message' on Tutor Details and a public profile (docs/product.md, Messages between people): opens the
 * conversation with that person, naming the tutorial it started from; signed out it says one must
 * log in. Not shown on one's own tutorial or profile.
 */
export function MessageButton({
  withUid,
  tutorialId,
  className = "",
}: {
  withUid: string;
  tutorialId?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: (_uid: string) => startConversation({ with: withUid, ...(tutorialId ? { tutorialId } : {}) }),
    onSuccess: (conversation, uid) => {
      putConversationInCache(queryClient, uid, conversation);
      return navigate({ to: "/messages/$id", params: { id: conversation._id } });
    },
    onError: (err) => showError(errorText(err)),
  });
  const onClick = async () => {
    // A press before the identity provider's first answer waits for it (a returning person's
    // session is known in a moment), as Save tutor does.
    const signedIn = user ?? (loading ? (await authKnown(authStore)).user : null);
    if (!signedIn) showError(shown._(MESSAGE_TEXTS.loginToMessage));
    else if (signedIn.uid !== withUid) start.mutate(signedIn.uid);
  };
  if (user?.uid === withUid) return null;
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={start.isPending}
      onClick={() => void onClick()}
    >
      <MessageCircle aria-hidden className="size-4 rtl:-scale-x-100" />
      {t(MESSAGE_TEXTS.message)}
    </Button>
  );
}
