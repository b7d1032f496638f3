import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { ZodError } from "zod";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { useAuth } from "../../auth/auth-store.js";
import { saveErrorText } from "../field-texts.js";
import { useCreateTutorial } from "../mutations.js";
import { PageShell } from "./page-shell.js";
import { TutorialForm, type TutorialFormSubmit } from "./tutorial-form.js";

export const ADD_TUTORIAL_TEXTS = {
  missingImage: msg`Please upload the tutorial image first.`,
  added: msg`Tutorial added successfully!`,
  failed: msg`Failed to add tutorial`,
  notSaved: msg`Tutorial not saved properly`,
} as const;

/** The poster is the signed-in user (docs/product.md, /add-tutorials); success goes to My Tutorials. */
export function AddTutorialPage() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateTutorial();
  if (!user) return null;

  const onSubmit = async (values: TutorialFormSubmit) => {
    try {
      await create.mutateAsync({
        ...values,
        userId: user.uid,
        userName: user.displayName ?? "",
        email: user.email ?? "",
        review: 0,
        createdAt: new Date().toISOString(),
      });
    } catch (err) {
      showError(
        err instanceof ZodError
          ? t(ADD_TUTORIAL_TEXTS.notSaved)
          : saveErrorText(err, t(ADD_TUTORIAL_TEXTS.failed), i18n),
      );
      return;
    }
    showSuccess(t(ADD_TUTORIAL_TEXTS.added));
    await navigate({ to: "/my-tutorials" });
  };

  return (
    <PageShell
      title={t`Add a Tutorial`}
      intro={t`Tell learners what you teach, what it costs and show them a picture.`}
      narrow
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <TutorialForm
          owner={{ name: user.displayName ?? "", email: user.email ?? "" }}
          missingImageMessage={ADD_TUTORIAL_TEXTS.missingImage}
          submitLabel={t`Add Tutorial`}
          onSubmit={onSubmit}
        />
      </div>
    </PageShell>
  );
}
