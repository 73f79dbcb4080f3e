// PUT /user through supabase-js: metadata merge, password change (weak_password, same_password), e-mail change.
import { AuthWeakPasswordError } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import {
  browserClient,
  confirmedUser,
  latestMail,
  localStack,
  navigate,
  signedInClient,
  uniqueEmail,
  verifyLinkOf,
} from "../support/auth-clients.ts";

const stack = localStack();

describe("updating the user", () => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail("update");
    await confirmedUser(email, "old-password-1", { name: "Uma Update", terms_accepted: true });
  });

  it("merges data into user_metadata (null removes a key) and the next token carries it", async () => {
    const { client } = await signedInClient(stack, email, "old-password-1");
    const { data, error } = await client.auth.updateUser({ data: { theme: "dark", terms_accepted: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ name: "Uma Update", theme: "dark", email });
    expect(data.user?.user_metadata).not.toHaveProperty("terms_accepted");

    const refreshed = await client.auth.refreshSession();
    const claims = JSON.parse(
      Buffer.from(refreshed.data.session?.access_token.split(".")[1] ?? "", "base64url").toString(),
    ) as { user_metadata: Record<string, unknown> };
    expect(claims.user_metadata.theme).toBe("dark");
  });

  it("answers weak_password (422, reasons) for a short password and same_password for the current one", async () => {
    const { client } = await signedInClient(stack, email, "old-password-1");
    const weak = await client.auth.updateUser({ password: "123" });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["length"] });

    const same = await client.auth.updateUser({ password: "old-password-1" });
    expect(same.error).toMatchObject({
      status: 422,
      code: "same_password",
      message: "New password should be different from the old password.",
    });
  });

  it("changes the password, signs the other sessions out, and the new password signs in", async () => {
    const other = await signedInClient(stack, email, "old-password-1");
    const { client } = await signedInClient(stack, email, "old-password-1");
    const { error } = await client.auth.updateUser({ password: "new-password-2" });
    expect(error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    const stale = await browserClient(stack).auth.refreshSession({
      refresh_token: other.session.refresh_token,
    });
    expect(stale.error).toMatchObject({ code: "refresh_token_not_found" });

    const old = await browserClient(stack).auth.signInWithPassword({ email, password: "old-password-1" });
    expect(old.error).toMatchObject({ code: "invalid_credentials" });
    const fresh = await browserClient(stack).auth.signInWithPassword({ email, password: "new-password-2" });
    expect(fresh.error).toBeNull();
  });

  it("changes the e-mail after the new address confirms it; a taken address is refused", async () => {
    const mover = uniqueEmail("mover");
    await confirmedUser(mover, "mover-pass-1");
    const { client } = await signedInClient(stack, mover, "mover-pass-1");

    const taken = await client.auth.updateUser({ email: "admin@example.com" });
    expect(taken.error).toMatchObject({ status: 422, code: "email_exists" });

    const target = uniqueEmail("moved");
    const { data, error } = await client.auth.updateUser({ email: target });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: mover, new_email: target });
    const link = verifyLinkOf(await latestMail(stack.mailboxUrl, target, "Confirm Change of Email"));
    const opened = await navigate(link);
    expect(opened.status).toBe(303);
    expect(new URLSearchParams(opened.location?.hash.slice(1)).get("type")).toBe("email_change");

    const signIn = await browserClient(stack).auth.signInWithPassword({
      email: target,
      password: "mover-pass-1",
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email).toBe(target);
    expect(signIn.data.user?.identities?.[0]?.identity_data?.email).toBe(target);
  });
});
