import type { User } from "../../../contract/index.js";
import { api } from "../../lib/api-client.js";

/** POST /jwt: the verified ID token becomes the session cookie. */
export async function postJwt(idToken: string, email: string): Promise<void> {
  await api.post("jwt", { json: { email }, headers: { authorization: `Bearer ${idToken}` } }).json();
}
/** POST /users after login: the caller's own record. */
export async function postUser(user: User): Promise<void> {
  await api.post("users", { json: user }).json();
}
