import { useSyncExternalStore } from "react";
import { persistAnswer, subscribePersistAnswer } from "../../offline/persistent-storage.js";

/** True when the browser said no: the device may clear saved data. */
export function useStorageRefused(): boolean {
  return useSyncExternalStore(
    subscribePersistAnswer,
    () => persistAnswer() === "refused",
    () => false,
  );
}
