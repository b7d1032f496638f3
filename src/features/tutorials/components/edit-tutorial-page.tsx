import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { ZodError } from "zod";
import type { Tutorial } from "../../../../contract/index.js";
import { MESSAGES } from "../../../../contract/messages.js";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { ErrorText, LoadingText } from "../../../components/ui/status.js";
import { errorText } from "../../../lib/api-client.js";
import type { Tagged } from "../../../lib/etag.js";
import { useAuth } from "../../auth/auth-store.js";
import { useRefills } from "../../offline/refill.js";
import { QUEUED_TEXT, QUEUED_TITLE } from "../../offline/send-write.js";
import { tutorialQueryOptions } from "../api.js";
import { useUpdateTutorial } from "../mutations.js";
import { PageShell } from "./page-shell.js";
import { TutorialForm, type TutorialFormSubmit } from "./tutorial-form.js";

export const EDIT_TUTORIAL_TEXTS = {
  missingImage: "Please upload an image first.",
  updated: "Tutorial updated successfully!",
  failed: "Update failed",
  fetchFailed: "Failed to fetch tutorial",
  invalid: MESSAGES.invalidTutorial,
  accessDeniedTitle: "Access Denied",
  accessDenied: MESSAGES.notOwnerEdit,
} as const;

/** Edit Tutorial (see docs/product.md, Screens): owner only; anybody else is told so and sent home. */
export function EditTutorialPage({ id }: { id: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const query = useQuery(tutorialQueryOptions(id));
  const failed = query.isError && !query.data;
  const failText =
    query.error instanceof ZodError ? EDIT_TUTORIAL_TEXTS.invalid : EDIT_TUTORIAL_TEXTS.fetchFailed;
  const denied = Boolean(user && query.data && query.data.userId !== user.uid);
  // 'Edit' in the conflict dialog fills the form again, also when it is already open.
  const refills = useRefills();

  useEffect(() => {
    if (failed) showError(failText);
  }, [failed, failText]);

  useEffect(() => {
    if (!denied) return;
    showError(EDIT_TUTORIAL_TEXTS.accessDenied, EDIT_TUTORIAL_TEXTS.accessDeniedTitle);
    void navigate({ to: "/", replace: true });
  }, [denied, navigate]);

  if (!user) return null;
  if (query.isPending) return <LoadingText text="Loading tutorial..." heading />;
  if (failed || !query.data) return <ErrorText text={failText} heading />;
  if (denied) return <ErrorText text={EDIT_TUTORIAL_TEXTS.accessDenied} heading />;
  return <EditTutorialForm key={refills} tutorial={query.data} />;
}

function EditTutorialForm({ tutorial }: { tutorial: Tagged<Tutorial> }) {
  const navigate = useNavigate();
  const update = useUpdateTutorial();
  // The version the form was filled from, kept while it is open whatever is fetched meanwhile:
  // sent as If-Match, so that a stale form meets the conflict dialog (docs/product.md, Offline).
  const [etag] = useState(tutorial.etag);

  const onSubmit = async ({ image, language, price, description }: TutorialFormSubmit) => {
    try {
      const result = await update.mutateAsync({
        id: tutorial._id,
        body: { image, language, price, description },
        ...(etag ? { etag } : {}),
      });
      // Changed elsewhere meanwhile: the conflict dialog shows both versions.
      if (result.status === "conflict") return;
      if (result.status === "queued") {
        showSuccess(QUEUED_TITLE, QUEUED_TEXT);
        await navigate({ to: "/my-tutorials" });
        return;
      }
    } catch (err) {
      showError(
        err instanceof ZodError ? EDIT_TUTORIAL_TEXTS.invalid : errorText(err, EDIT_TUTORIAL_TEXTS.failed),
      );
      return;
    }
    showSuccess(EDIT_TUTORIAL_TEXTS.updated);
    await navigate({ to: "/my-tutorials" });
  };

  return (
    <PageShell title="Edit Tutorial" intro={`${tutorial.language} tutorial`} narrow>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <TutorialForm
          owner={{ name: tutorial.userName, email: tutorial.email }}
          initial={tutorial}
          review={tutorial.review}
          missingImageMessage={EDIT_TUTORIAL_TEXTS.missingImage}
          submitLabel="Save Changes"
          canClearImage
          onSubmit={onSubmit}
        />
      </div>
    </PageShell>
  );
}
