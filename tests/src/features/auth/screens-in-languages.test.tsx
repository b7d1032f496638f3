import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../../contract/index.js";
import { CheckingAuth } from "../../../../src/features/auth/components/checking-auth.js";
import { ForgotPasswordPage } from "../../../../src/features/auth/components/forgot-password-page.js";
import { LoginPage } from "../../../../src/features/auth/components/login-page.js";
import { RegisterPage } from "../../../../src/features/auth/components/register-page.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import { englishLeft } from "../../support/english-left.js";
import { closeMessage, renderPage } from "../../support/render-page.js";

/**
 * The sign-in screens drawn in Bangla and Arabic show no English of the app's own, their checks
 * (the contract's English texts) included; a text added without its translation fails here.
 */
const session = vi.hoisted(() => ({
  signInWithEmail: vi.fn(async (_email: string, _password: string) => {}),
  signInWithGoogle: vi.fn(async () => {}),
  prepareGoogleSignIn: () => {},
  register: vi.fn(async () => {}),
  sendReset: vi.fn(async (_email: string) => {}),
}));
vi.mock("../../../../src/features/auth/session.js", () => session);

afterEach(async () => {
  closeMessage();
  cleanup();
  vi.clearAllMocks();
  await act(() => activateLocale("en"));
});

/** The address typed, and the brand: not the app's own words. The message dialog's frame is drawn elsewhere. */
const NOT_APP_TEXT = ["amina@tutornest.example", "TutorNest"];

const SCREENS: [string, () => ReactElement][] = [
  ["Login", () => <LoginPage />],
  ["Register", () => <RegisterPage />],
  ["Forgot Password", () => <ForgotPasswordPage />],
  ["Checking authentication", () => <CheckingAuth />],
];

const submit = (name: RegExp | string) => fireEvent.click(screen.getByRole("button", { name }));

describe.each<Locale>(["bn", "ar"])("the sign-in screens in %s", (locale) => {
  it.each(SCREENS)("%s has no English of the app's own", async (_, Screen) => {
    await act(() => activateLocale(locale));
    await renderPage(Screen);
    await screen.findAllByRole("heading", { level: 1 });
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
  });

  it("Register's checks, the password rule among them, are said in the language", async () => {
    await act(() => activateLocale(locale));
    await renderPage(RegisterPage);
    fireEvent.change(screen.getByLabelText(locale === "bn" ? "ইমেইল" : "البريد الإلكتروني"), {
      target: { value: "not-an-email" },
    });
    submit(locale === "bn" ? "নিবন্ধন" : "إنشاء حساب");
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(3));
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
    expect(session.register).not.toHaveBeenCalled();
  });

  it("a refused login says so in the language, in the Error! dialog", async () => {
    session.signInWithEmail.mockRejectedValueOnce(
      Object.assign(new Error("x"), { code: "auth/invalid-credential" }),
    );
    await act(() => activateLocale(locale));
    await renderPage(() => <LoginPage />);
    fireEvent.change(screen.getByLabelText(locale === "bn" ? "ইমেইল" : "البريد الإلكتروني"), {
      target: { value: "amina@tutornest.example" },
    });
    fireEvent.change(screen.getByLabelText(locale === "bn" ? "পাসওয়ার্ড" : "كلمة المرور"), {
      target: { value: "Secret1" },
    });
    submit(locale === "bn" ? "লগইন" : "تسجيل الدخول");
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector("#message-dialog-text")?.textContent).toBe(
      locale === "bn" ? "ইমেইল বা পাসওয়ার্ড সঠিক নয়।" : "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    );
  });

  it("Forgot Password's confirmation isolates the address it was sent to", async () => {
    await act(() => activateLocale(locale));
    await renderPage(() => <ForgotPasswordPage email="amina@tutornest.example" />);
    submit(locale === "bn" ? "রিসেট লিংক পাঠান" : "إرسال رابط إعادة التعيين");
    const status = await screen.findByRole("status");
    expect(status.querySelector("bdi")?.textContent).toBe("amina@tutornest.example");
    expect(englishLeft(NOT_APP_TEXT)).toEqual([]);
  });
});

describe("a check already on screen", () => {
  it("is said again in the language chosen after it appeared", async () => {
    await renderPage(() => <LoginPage />);
    submit("Login");
    expect((await screen.findAllByRole("alert")).map((a) => a.textContent)).toEqual([
      "Please enter a valid email.",
      "Please enter your password.",
    ]);
    await act(() => activateLocale("bn"));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "অনুগ্রহ করে একটি সঠিক ইমেইল লিখুন।",
      "অনুগ্রহ করে আপনার পাসওয়ার্ড লিখুন।",
    ]);
  });
});
