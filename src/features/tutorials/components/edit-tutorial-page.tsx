import { i18n as shown } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { ZodError } from "zod";
import type { Tutorial } from "../../../../contract/index.js";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { ErrorText, LoadingText } from "../../../components/ui/status.js";
import type { Tagged } from "../../../lib/etag.js";
import { useAuth } from "../../auth/auth-store.js";
import { useRefills } from "../../offline/refill.js";
import { tutorialQueryOptions } from "../api.js";
import { saveErrorText } from "../field-texts.js";
import { useUpdateTutorial } from "../mutations.js";
import { QUEUED } from "../texts.js";
import { PageShell } from "./page-shell.js";
import { TutorialForm, type TutorialFormSubmit } from "./tutorial-form.js";

/** `invalid` and `accessDenied` are the contract's words (contract/messages.ts), as the server says them. */
export const EDIT_TUTORIAL_TEXTS = {
  missingImage: msg`Please upload an image first.`,
  updated: msg`Tutorial updated successfully!`,
  failed: msg`Update failed`,
  fetchFailed: msg`Failed to fetch tutorial`,
  invalid: msg`Invalid tutorial data`,
  accessDeniedTitle: msg`Access Denied`,
  accessDenied: msg`You are not allowed to edit this tutorial`,
} as const;

/** Edit Tutorial (see docs/product.md, Screens): owner only; anybody else is told so and sent home. */
export function EditTutorialPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const query = useQuery(tutorialQueryOptions(id));
  const failed = query.isError && !query.data;
  const failMessage =
    query.error instanceof ZodError ? EDIT_TUTORIAL_TEXTS.invalid : EDIT_TUTORIAL_TEXTS.fetchFailed;
  const denied = Boolean(user && query.data && query.data.userId !== user.uid);
  // 'Edit' in the conflict dialog fills the form again, also when it is already open.
  const refills = useRefills();

  // Said once, in the language on screen then (a later change of language does not say it again).
  useEffect(() => {
    if (failed) showError(shown._(failMessage));
  }, [failed, failMessage]);

  useEffect(() => {
    if (!denied) return;
    showError(shown._(EDIT_TUTORIAL_TEXTS.accessDenied), shown._(EDIT_TUTORIAL_TEXTS.accessDeniedTitle));
    void navigate({ to: "/", replace: true });
  }, [denied, navigate]);

  if (!user) return null;
  if (query.isPending) return <LoadingText text={t`Loading tutorial...`} heading />;
  if (failed || !query.data) return <ErrorText text={t(failMessage)} heading />;
  if (denied) return <ErrorText text={t(EDIT_TUTORIAL_TEXTS.accessDenied)} heading />;
  return <EditTutorialForm key={refills} tutorial={query.data} />;
}

function EditTutorialForm({ tutorial }: { tutorial: Tagged<Tutorial> }) {
  const { t, i18n } = useLingui();
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
        showSuccess(t(QUEUED.title), t(QUEUED.text));
        await navigate({ to: "/my-tutorials" });
        return;
      }
    } catch (err) {
      showError(
        err instanceof ZodError
          ? t(EDIT_TUTORIAL_TEXTS.invalid)
          : saveErrorText(err, t(EDIT_TUTORIAL_TEXTS.failed), i18n),
      );
      return;
    }
    showSuccess(t(EDIT_TUTORIAL_TEXTS.updated));
    await navigate({ to: "/my-tutorials" });
  };

  const { language } = tutorial;
  return (
    <PageShell
      title={t`Edit Tutorial`}
      intro={
        <Trans>
          <bdi>{language}</bdi> tutorial
        </Trans>
      }
      narrow
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <TutorialForm
          owner={{ name: tutorial.userName, email: tutorial.email }}
          initial={tutorial}
          review={tutorial.review}
          missingImageMessage={EDIT_TUTORIAL_TEXTS.missingImage}
          submitLabel={t`Save Changes`}
          canClearImage
          onSubmit={onSubmit}
        />
      </div>
    </PageShell>
  );
}
