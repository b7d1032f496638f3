import { useNavigate } from "@tanstack/react-router";
import { ZodError } from "zod";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { errorText } from "../../../lib/api-client.js";
import { useAuth } from "../../auth/auth-store.js";
import { useCreateTutorial } from "../mutations.js";
import { PageShell } from "./page-shell.js";
import { TutorialForm, type TutorialFormSubmit } from "./tutorial-form.js";

export const ADD_TUTORIAL_TEXTS = {
  missingImage: "Please upload the tutorial image first.",
  added: "Tutorial added successfully!",
  failed: "Failed to add tutorial",
  notSaved: "Tutorial not saved properly",
} as const;

/** The poster is the signed-in user (docs/product.md, /add-tutorials); success goes to My Tutorials. */
export function AddTutorialPage() {
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
        err instanceof ZodError ? ADD_TUTORIAL_TEXTS.notSaved : errorText(err, ADD_TUTORIAL_TEXTS.failed),
      );
      return;
    }
    showSuccess(ADD_TUTORIAL_TEXTS.added);
    await navigate({ to: "/my-tutorials" });
  };

  return (
    <PageShell
      title="Add a Tutorial"
      intro="Tell learners what you teach, what it costs and show them a picture."
      narrow
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <TutorialForm
          owner={{ name: user.displayName ?? "", email: user.email ?? "" }}
          missingImageMessage={ADD_TUTORIAL_TEXTS.missingImage}
          submitLabel="Add Tutorial"
          onSubmit={onSubmit}
        />
      </div>
    </PageShell>
  );
}
