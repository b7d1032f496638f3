import type { QueryClient } from "@tanstack/react-query";
import type { User as FirebaseUser } from "firebase/auth";
import type { User } from "../../../contract/index.js";
import { firebaseAuth, loadAuth } from "../../lib/firebase.js";
import { setOutboxUser } from "../../offline/index.js";
import { runOutbox } from "../offline/runtime.js";
import { postJwt, postUser } from "./api.js";
import {
  authStore,
  onFlagSetElsewhere,
  readLoggedInFlag,
  writeLoggedInFlag,
  writeSignedInUid,
} from "./auth-store.js";
import { clearLocalData } from "./local-data.js";
import { logoutOnServer } from "./pending-logout.js";
import { logoutStarted, personChanged, providerIsBehind, providerNamed } from "./person-data.js";

/** Records who is signed in on the device (every tab hears it) and makes this page's data theirs. */
function signedInAs(uid: string | null): void {
  if (uid === null) writeLoggedInFlag(false);
  else writeSignedInUid(uid);
  void personChanged(uid).catch((err: unknown) => console.error("Could not delete saved data:", err));
}

function toUser(u: FirebaseUser): User {
  return { uid: u.uid, displayName: u.displayName, email: u.email, photoURL: u.photoURL };
}

/**
 * Exchanges the ID token for the session cookie; failure is only logged (docs/product.md, Sign-in). One exchange
 * per signed-in user: the auth listener and the sign-in screens share it, and logout waits for it
 * so that a late answer cannot bring a cleared cookie back.
 */
let serverSession: { uid: string; done: Promise<void> } | null = null;
function openServerSession(u: FirebaseUser): Promise<void> {
  if (serverSession?.uid === u.uid) return serverSession.done;
  const email = u.email;
  const done = email
    ? (async () => {
        try {
          await postJwt(await u.getIdToken(), email);
          await postUser(toUser(u));
          // Writes saved while signed out (or before this session existed) can go now.
          await setOutboxUser(u.uid);
          runOutbox();
        } catch (err) {
          console.error("Token request failed:", err);
        }
      })()
    : Promise.resolve();
  serverSession = { uid: u.uid, done };
  return done;
}

let started = false;
/** Sign-ins (e-mail or Google) under way on this page. */
let signInsRunning = 0;

/** Runs one sign-in: the flag set first, set again once it succeeded, cleared if it failed. */
async function signingIn(run: () => Promise<FirebaseUser>): Promise<void> {
  signInsRunning++;
  writeLoggedInFlag(true);
  // A visitor's page has not followed the provider yet: a later sign-out must be heard.
  if (started) void followProvider();
  try {
    const user = await run();
    await openServerSession(user);
    signedInAs(user.uid);
    authStore.set({ user: toUser(user), loading: false });
  } catch (err) {
    signedInAs(null);
    // The provider's first answer may have been passed over while this ran: nobody is signed in.
    if (authStore.get().loading) authStore.set({ user: null, loading: false });
    throw err;
  } finally {
    signInsRunning--;
  }
}

/** The provider's listener, attached once Firebase is loaded. */
let following: Promise<void> | undefined;
function followProvider(): Promise<void> {
  following ??= loadAuth()
    .then(async (auth) => {
      const { onAuthStateChanged } = await firebaseAuth();
      onAuthStateChanged(auth, (u) => {
        // While a sign-in runs, the provider's answers about the moment before it (its first
        // "nobody" after a page load, say) are stale: acting on them cleared the flag the sign-in
        // had just set, and the person was signed out at the next page load.
        if (signInsRunning > 0) return;
        if (u && readLoggedInFlag()) {
          providerNamed(u.uid);
          signedInAs(u.uid);
          authStore.set({ user: toUser(u), loading: false });
          void openServerSession(u);
        } else {
          serverSession = null;
          if (!providerIsBehind()) signedInAs(null);
          authStore.set({ user: null, loading: false });
        }
      });
    })
    .catch((err: unknown) => {
      following = undefined;
      console.error("Could not start sign-in:", err);
      authStore.set({ user: null, loading: false });
    });
  return following;
}

/**
 * Follows the provider's auth state, gated by the persisted isLoggedIn flag. Without the flag the
 * provider's answer can only be "nobody", so a visitor who has not signed in on this device is
 * told so at once and Firebase (about 30 KB gzip, a long task to evaluate on a phone) loads only
 * when a sign-in starts, or when another tab of the site signs in (docs/decisions.md, "Speed of
 * the first screen").
 */
export function startAuthListener(): void {
  if (started) return;
  started = true;
  if (readLoggedInFlag()) {
    void followProvider();
    return;
  }
  // Known already unless the flag was cleared since the page started (a logout made offline).
  if (authStore.get().loading) authStore.set({ user: null, loading: false });
  onFlagSetElsewhere(() => void followProvider());
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([loadAuth(), firebaseAuth()]);
  await signingIn(async () => (await signInWithEmailAndPassword(auth, email, password)).user);
}

/** The part of Firebase's popup resolver that loads Google's script and the auth frame. */
type WarmableResolver = new () => { _initialize(auth: unknown): Promise<unknown> };

/**
 * Readies Google sign-in while the Login screen is open: phone browsers block a popup opened
 * after the tap's moment has passed, so Google's script and the auth frame should be loaded (and
 * cached) before the tap. Firebase would do this on every page of a phone at start-up, delaying
 * the signed-in state and loading Google's script everywhere; here only the Login screen pays.
 * It uses the resolver's internal `_initialize`; if that ever changes, only the warm-up is lost.
 */
export function prepareGoogleSignIn(): void {
  void Promise.all([loadAuth(), firebaseAuth()])
    .then(([auth, { browserPopupRedirectResolver }]) => {
      const Resolver = browserPopupRedirectResolver as unknown as WarmableResolver;
      return new Resolver()._initialize(auth);
    })
    .catch((err: unknown) => console.warn("Google sign-in could not be prepared:", err));
}

export async function signInWithGoogle(): Promise<void> {
  const [auth, { signInWithPopup, GoogleAuthProvider, browserPopupRedirectResolver }] = await Promise.all([
    loadAuth(),
    firebaseAuth(),
  ]);
  await signingIn(
    async () => (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user,
  );
}

/** Creates the account, names it, then signs out: registration sets the flag false (docs/product.md, Sign-in). */
export async function register(
  name: string,
  email: string,
  password: string,
  photoURL: string,
): Promise<void> {
  const [auth, { createUserWithEmailAndPassword, updateProfile, signOut }] = await Promise.all([
    loadAuth(),
    firebaseAuth(),
  ]);
  writeLoggedInFlag(false);
  const cred = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(cred.user, { displayName: name, ...(photoURL ? { photoURL } : {}) });
  await signOut(auth);
}

export async function sendReset(email: string): Promise<void> {
  const [auth, { sendPasswordResetEmail }] = await Promise.all([loadAuth(), firebaseAuth()]);
  await sendPasswordResetEmail(auth, email);
}

/**
 * Signs out at once, also offline: the provider, this device's copy of the person's data (cache,
 * saved cache, outbox items: the caller asked first when writes were waiting) and the server's
 * session — remembered and sent later when the network is missing (docs/decisions.md).
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const uid = authStore.get().user?.uid ?? serverSession?.uid ?? null;
  // A late answer to POST /jwt must not bring a cleared cookie back.
  await serverSession?.done;
  serverSession = null;
  // Nothing of theirs is saved from now on; every other tab drops their data when the flag goes.
  logoutStarted();
  writeLoggedInFlag(false);
  authStore.set({ user: null, loading: false });
  await setOutboxUser(null).catch(() => {});
  const server = logoutOnServer();
  try {
    const [auth, { signOut }] = await Promise.all([loadAuth(), firebaseAuth()]);
    await signOut(auth);
  } catch (err) {
    console.error("Sign-out failed:", err);
  }
  // Cleared once the cookie is gone (or known to be unsendable): a screen refetching meanwhile
  // would otherwise bring the person's data back into the cache.
  await server;
  await clearLocalData(queryClient, uid);
}
