import { LoadingText } from "../../../components/ui/status.js";

/** What a protected page shows while its guard waits for the identity provider. */
export function CheckingAuth() {
  return <LoadingText text="Checking authentication..." heading />;
}
