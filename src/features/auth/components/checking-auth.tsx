import { useLingui } from "@lingui/react/macro";
import { LoadingText } from "../../../components/ui/status.js";

/** What a protected page shows while its guard waits for the identity provider. */
export function CheckingAuth() {
  const { t } = useLingui();
  return <LoadingText text={t`Checking authentication...`} heading />;
}
