// /account (docs/product-rules.md 'Your account and your data'): change name, e-mail (through the mailbox) and
// password, marketing consent with its timestamps, "Export my data" as a JSON download, and "Delete my account"
// with no personal row left in any table while the logs stay with their user id null.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";

import { confirmedAccount } from "./support/auth-flows.ts";
import {
  closeDatabase,
  collectBrowserErrors,
  database,
  expectNoAxeViolations,
  gotoHydrated,
  latestMail,
  signInWithEmail,
  uniqueEmail,
  verifyLink,
} from "./support/auth.ts";

const PASSWORD = "account-pass-123";

test.afterAll(closeDatabase);

async function signedInOnAccount(page: Page, label: string): Promise<{ email: string; id: string }> {
  const email = await confirmedAccount(page, label, "Ana Account", PASSWORD);
  await signInWithEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/builder$/);
  await gotoHydrated(page, "/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  const [row] = await database()<Array<{ id: string }>>`select id from public.users where email = ${email}`;
  return { email, id: row!.id };
}

/** A saved application with a second version, notes, a sender block and a usage row, written as the app would. */
async function seedData(userId: string) {
  const sql = database();
  const [letter] = await sql<Array<{ id: string }>>`
    insert into public.cover_letters (user_id, title, job_description, cv_content, letter, additional_notes)
    values (${userId}, 'Fabrikam', 'Analyst at Fabrikam', 'Ana Account, analyst', 'Dear Hiring Manager, …', 'Start in March')
    returning id`;
  await sql`insert into public.letter_versions (letter_id, user_id, letter, source)
            values (${letter!.id}, ${userId}, 'Dear Hiring Manager, …', 'ai'),
                   (${letter!.id}, ${userId}, 'Dear Hiring Manager, edited', 'edited')`;
  await sql`insert into public.sender_profiles (user_id, name, email) values (${userId}, 'Ana Account', 'ana@example.com')`;
  await sql`insert into public.api_usage_logs (user_id, request_type, status, tokens_used)
            values (${userId}, 'generate_letter', 'success', 4242)`;
  return letter!.id;
}

test.describe("/account", () => {
  test("changes the name, the e-mail through its confirmation link, and marketing consent; passes axe", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = collectBrowserErrors(page);
    const { id } = await signedInOnAccount(page, "account-change");
    await expectNoAxeViolations(page);

    const profile = page.getByRole("form", { name: "Profile" });
    await profile.getByLabel("Full name").fill("Ana Renamed");
    await profile.getByRole("button", { name: "Save name" }).click();
    await expect(profile.getByRole("status")).toHaveText("Your name has been saved.");

    const consent = page.getByRole("form", { name: "E-mails from us" });
    await consent
      .getByRole("checkbox", { name: "Send me occasional product news and job-search tips" })
      .check();
    await consent.getByRole("button", { name: "Save choice" }).click();
    await expect(consent.getByRole("status")).toHaveText("You will receive marketing e-mails.");
    await consent.getByRole("checkbox").uncheck();
    await consent.getByRole("button", { name: "Save choice" }).click();
    await expect(consent.getByRole("status")).toHaveText("You will no longer receive marketing e-mails.");

    const newEmail = uniqueEmail("account-new");
    const emailForm = page.getByRole("form", { name: "E-mail address" });
    await emailForm.getByLabel("New e-mail address").fill(newEmail);
    await emailForm.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(emailForm.getByRole("status")).toContainText(`We sent a confirmation link to ${newEmail}.`);
    await page.goto(verifyLink(await latestMail(newEmail, "Confirm Change of Email")));
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("main")).toContainText(newEmail);

    const [row] = await database()<
      Array<{
        email: string;
        name: string;
        marketing_consent: boolean;
        given: Date | null;
        withdrawn: Date | null;
      }>
    >`select email, name, marketing_consent, marketing_consent_at as given, marketing_consent_withdrawn_at as withdrawn
      from public.users where id = ${id}`;
    expect(row).toMatchObject({ email: newEmail, name: "Ana Renamed", marketing_consent: false });
    expect(row!.given).not.toBeNull();
    expect(row!.withdrawn!.getTime()).toBeGreaterThanOrEqual(row!.given!.getTime());
    expect(errors).toEqual([]);
  });

  test("changes the password after checking the current one", async ({ page }) => {
    const { email } = await signedInOnAccount(page, "account-password");
    const form = page.getByRole("form", { name: "Password" });
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-1");
    await form.getByLabel("Confirm new password").fill("brand-new-pass-1");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("Your current password is not correct")).toBeVisible();

    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Your password has been changed. Your other devices have been signed out.",
    );
    await page.context().clearCookies();
    await signInWithEmail(page, email, "brand-new-pass-1");
    await expect(page).toHaveURL(/\/builder$/);
  });

  test("Export my data downloads a JSON file with the applications, versions, notes, sender block and usage", async ({
    page,
  }) => {
    const { id, email } = await signedInOnAccount(page, "account-export");
    const letterId = await seedData(id);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^cover-letter-builder-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(data.profile).toMatchObject({ id, email, name: "Ana Account" });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ id: letterId, additionalNotes: "Start in March" });
    expect(data.applications[0].versions).toHaveLength(2);
    expect(data.senderBlock).toMatchObject({ name: "Ana Account" });
    expect(data.usage).toEqual([expect.objectContaining({ tokensUsed: 4242 })]);
  });

  test("Delete my account leaves no personal row in any table; the logs stay with no user id", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { id, email } = await signedInOnAccount(page, "account-delete");
    await seedData(id);
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete my account" });
    await dialog.getByLabel("Type your e-mail address to confirm").fill("someone-else@example.com");
    await dialog.getByRole("button", { name: "Delete everything" }).click();
    await expect(dialog.getByText("That is not the e-mail address of this account.")).toBeVisible();
    await dialog.getByLabel("Type your e-mail address to confirm").fill(email.toUpperCase());
    await dialog.getByRole("button", { name: "Delete everything" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your account and your data have been deleted.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).first()).toBeAttached();

    const sql = database();
    // Every table that holds a user id, and Auth's own: nothing left.
    const tables = await sql<Array<{ table_schema: string; table_name: string; column_name: string }>>`
      select table_schema, table_name, column_name from information_schema.columns
      where table_schema in ('public', 'auth') and column_name in ('user_id', 'id', 'admin_id', 'resource_id')
        and table_name in (select table_name from information_schema.tables where table_type = 'BASE TABLE')`;
    for (const { table_schema, table_name, column_name } of tables) {
      const [found] = await sql<Array<{ n: number }>>`
        select count(*)::int as n from ${sql(table_schema)}.${sql(table_name)} where ${sql(column_name)}::text = ${id}`;
      expect(found!.n, `${table_schema}.${table_name}.${column_name}`).toBe(0);
    }
    const [byEmail] = await sql<Array<{ n: number }>>`select
      (select count(*)::int from public.users where lower(email) = lower(${email})) +
      (select count(*)::int from auth.users where lower(email) = lower(${email})) as n`;
    expect(byEmail!.n).toBe(0);
    const [kept] = await sql<Array<{ n: number }>>`
      select count(*)::int as n from public.api_usage_logs where tokens_used = 4242 and user_id is null`;
    expect(kept!.n).toBeGreaterThan(0);
    const [logged] = await sql<Array<{ n: number }>>`
      select count(*)::int as n from public.admin_activity_logs
      where action = 'account_deleted' and admin_id is null and resource_id is null`;
    expect(logged!.n).toBeGreaterThan(0);

    await signInWithEmail(page, email, PASSWORD);
    await expect(page.getByText("Email not registered")).toBeVisible();
  });
});
