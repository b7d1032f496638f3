import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterPage } from "../../../../src/features/auth/components/register-page.js";
import { expectErrorDialog } from "../../support/error-dialog.js";
import { closeMessage, renderPage } from "../../support/render-page.js";

// The identity provider (Firebase) is a third-party service with no network boundary of ours to
// stub: its one call, session.register, stands in for it. The page under test is the real one.
const register = vi.hoisted(() =>
  vi.fn(async (_name: string, _email: string, _password: string, _photoURL: string) => {}),
);
vi.mock("../../../../src/features/auth/session.js", () => ({ register }));

afterEach(() => {
  closeMessage();
  cleanup();
  register.mockReset();
});

async function submitRegistration() {
  await renderPage(RegisterPage);
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill("Name", "Amina Rahman");
  fill("Email", "amina@tutornest.example");
  fill("Password", "Secret1");
  fireEvent.click(screen.getByRole("button", { name: "Register" }));
}

describe("Register: the provider refuses", () => {
  it.each(["auth/too-many-requests", "auth/network-request-failed"])(
    "for a reason other than the password rule (%s): 'Registration failed. Please try again.'",
    async (code) => {
      register.mockRejectedValueOnce(Object.assign(new Error("Firebase: refused"), { code }));
      await submitRegistration();
      await expectErrorDialog("Registration failed. Please try again.");
      expect(register).toHaveBeenCalledExactlyOnceWith(
        "Amina Rahman",
        "amina@tutornest.example",
        "Secret1",
        "",
      );
      // Still on the form, to try again.
      closeMessage();
      expect(screen.getByRole("button", { name: "Register" })).toBeTruthy();
    },
  );
});
