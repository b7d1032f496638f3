import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ForgotPasswordPage } from "../../../../src/features/auth/components/forgot-password-page.js";
import { closeMessage, renderPage } from "../../support/render-page.js";

const sendReset = vi.hoisted(() => vi.fn(async (_email: string) => {}));
vi.mock("../../../../src/features/auth/session.js", () => ({ sendReset }));

afterEach(() => {
  closeMessage();
  cleanup();
  sendReset.mockReset();
});

describe("Forgot Password", () => {
  it("prefills the email passed in, sends the reset and confirms", async () => {
    await renderPage(() => <ForgotPasswordPage email="amina@tutornest.example" />);
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("amina@tutornest.example");
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(
      await screen.findByText("If an account exists for that email, a reset link is on its way."),
    ).toBeTruthy();
    expect(sendReset).toHaveBeenCalledExactlyOnceWith("amina@tutornest.example");
    expect(screen.getByRole("link", { name: "Back to Login" }).getAttribute("href")).toBe("/login");
  });

  it("refuses an invalid email without calling the provider", async () => {
    await renderPage(() => <ForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid email.");
    expect(sendReset).not.toHaveBeenCalled();
  });

  it("shows a provider failure in the Error! dialog", async () => {
    sendReset.mockRejectedValueOnce(Object.assign(new Error("x"), { code: "auth/too-many-requests" }));
    await renderPage(() => <ForgotPasswordPage email="a@b.example" />);
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Error!");
    expect(dialog.textContent).toContain("Too many attempts. Please wait a moment and try again.");
  });

  it("does not reveal whether an account exists", async () => {
    sendReset.mockRejectedValueOnce(Object.assign(new Error("x"), { code: "auth/user-not-found" }));
    await renderPage(() => <ForgotPasswordPage email="nobody@b.example" />);
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() =>
      expect(
        screen.getByText("If an account exists for that email, a reset link is on its way."),
      ).toBeTruthy(),
    );
  });
});
