// /admin/users (docs/spec.md, engine §2, §3, §6; docs/decisions.md 'Roles'): a super admin searches, promotes a new account to
// Admin (who then gets the Admin link), and demotes it again; a plain admin sees the list read-only; your own row is
// locked; keyboard use and axe. The demo accounts keep their roles: only accounts made here are changed.
import { expect, test, type Locator, type Page } from "@playwright/test";

import {
  closeDatabase,
  collectBrowserErrors,
  database,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  gotoHydrated,
  signInWithEmail,
} from "./support/auth.ts";
import { confirmedAccount } from "./support/auth-flows.ts";

const SUPER_ADMIN = "superadmin@example.com";
const ADMIN = "admin@example.com";
const PASSWORD = "promote-me-123";

function toastWith(page: Page, text: string | RegExp) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text);
}

async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithEmail(page, email, password);
  await page.waitForURL("**/builder");
}

/** Opens the list searched for `text` through the search form. */
async function searchUsers(page: Page, text: string) {
  await gotoHydrated(page, "/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  const form = page.getByRole("search", { name: "Search users" });
  await form.getByLabel("Search").fill(text);
  await form.getByRole("button", { name: "Search" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/users" && url.searchParams.get("q") === text);
}

/** The table row whose e-mail cell is exactly `email`. */
function userRow(page: Page, email: string) {
  return page
    .getByRole("table", { name: "Users, newest first" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: email, exact: true }) });
}

/** The Role column (cells after the name: e-mail, plan, role, joined, change role). */
function roleCell(row: Locator) {
  return row.getByRole("cell").nth(2);
}

async function roleInDatabase(email: string): Promise<string | null> {
  const [row] = await database()<{ role: string | null }[]>`
    select role from public.users where lower(email) = lower(${email})`;
  return row?.role ?? null;
}

async function changeRoleTo(page: Page, email: string, role: "None" | "Admin" | "Super Admin", from: string) {
  await userRow(page, email).getByLabel(`Role for ${email}`).selectOption({ label: role });
  await userRow(page, email)
    .getByRole("button", { name: `Change role of ${email}` })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Change role?" });
  await expect(dialog).toContainText(`Change the role of ${email} from ${from} to ${role}?`);
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(toastWith(page, `${email} is now ${role}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.afterAll(async () => {
  await closeDatabase();
});

test("a super admin promotes a new account to Admin, who then gets the Admin link, and demotes it again", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const email = await confirmedAccount(page, "promoted", "Pat Promoted", PASSWORD);

  await signInAs(page, SUPER_ADMIN);
  await searchUsers(page, email);
  const row = userRow(page, email);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("rowheader")).toHaveText("Pat Promoted");
  await expect(row).toContainText("Free");
  await expect(roleCell(row)).toHaveText("None");
  await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();

  // Change is offered only once another role is picked; cancelling the confirmation changes nothing.
  const change = row.getByRole("button", { name: `Change role of ${email}` });
  await expect(change).toBeDisabled();
  await row.getByLabel(`Role for ${email}`).selectOption({ label: "Admin" });
  await change.click();
  await page
    .getByRole("alertdialog", { name: "Change role?" })
    .getByRole("button", { name: "Cancel" })
    .click();
  await expect(row.getByLabel(`Role for ${email}`)).toHaveValue("none");
  expect(await roleInDatabase(email)).toBeNull();

  await changeRoleTo(page, email, "Admin", "None");
  await expect(roleCell(row)).toHaveText("Admin");
  await expect(row.getByLabel(`Role for ${email}`)).toHaveValue("admin");
  expect(await roleInDatabase(email)).toBe("admin");
  const [log] = await database()<{ action: string; resource_type: string; new_values: unknown }[]>`
    select l.action, l.resource_type, l.new_values from public.admin_activity_logs l
    join public.users u on u.id::text = l.resource_id
    where lower(u.email) = lower(${email}) order by l.created_at desc limit 1`;
  expect(log).toEqual({
    action: "role_change",
    resource_type: "user",
    new_values: { role: "admin", previous_role: null },
  });

  // The filter finds them among the admins now.
  await gotoHydrated(page, `/admin/users?q=${encodeURIComponent(email)}&role=admin`);
  await expect(userRow(page, email)).toHaveCount(1);
  await gotoHydrated(page, `/admin/users?q=${encodeURIComponent(email)}&role=none`);
  await expect(page.getByText("No users match your search.")).toBeVisible();

  await signInAs(page, email, PASSWORD);
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin", exact: true })).toBeVisible();
  await gotoHydrated(page, "/admin/users");
  await expect(page.getByText("Only a Super Admin can change roles. You can view the list.")).toBeVisible();

  await signInAs(page, SUPER_ADMIN);
  await searchUsers(page, email);
  await changeRoleTo(page, email, "None", "Admin");
  expect(await roleInDatabase(email)).toBeNull();

  await signInAs(page, email, PASSWORD);
  await expect(page.getByRole("banner").getByRole("link", { name: "Builder", exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test("a plain admin sees the list read-only, with the reason", async ({ page }) => {
  const errors = collectBrowserErrors(page);
  await signInAs(page, ADMIN);
  await gotoHydrated(page, "/admin/users");
  await expect(page.getByText("Only a Super Admin can change roles. You can view the list.")).toBeVisible();
  const table = page.getByRole("table", { name: "Users, newest first" });
  const selects = table.getByRole("combobox");
  expect(await selects.count()).toBeGreaterThanOrEqual(4);
  for (const select of await selects.all()) await expect(select).toBeDisabled();
  await expect(table.getByRole("button", { name: /^Change role of / })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The demo staff accounts: the super admin's row points at the notice, the admin's own row says why.
  await searchUsers(page, ADMIN);
  const boss = userRow(page, SUPER_ADMIN);
  await expect(roleCell(boss)).toHaveText("Super Admin");
  await expect(boss.getByLabel(`Role for ${SUPER_ADMIN}`)).toHaveAccessibleDescription(
    "Only a Super Admin can change roles. You can view the list.",
  );
  const own = userRow(page, ADMIN);
  await expect(roleCell(own)).toHaveText("Admin");
  await expect(own.getByLabel(`Role for ${ADMIN}`)).toHaveAccessibleDescription(
    "You cannot change your own role.",
  );
  await expect(own.getByText("You cannot change your own role.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a super admin's own row is locked, and the page works from the keyboard and passes axe", async ({
  page,
}) => {
  const errors = collectBrowserErrors(page);
  const email = await confirmedAccount(page, "keyboard", "Kim Keys", PASSWORD);
  await signInAs(page, SUPER_ADMIN);

  await searchUsers(page, SUPER_ADMIN);
  const own = userRow(page, SUPER_ADMIN);
  await expect(own.getByRole("rowheader")).toContainText("(you)");
  const ownSelect = own.getByLabel(`Role for ${SUPER_ADMIN}`);
  await expect(ownSelect).toBeDisabled();
  await expect(ownSelect).toHaveValue("super_admin");
  await expect(ownSelect).toHaveAccessibleDescription("You cannot change your own role.");
  await expect(own.getByRole("button", { name: /^Change role of / })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Keyboard only: arrows pick Super Admin, Tab and Enter open the confirmation, Escape cancels; then confirm.
  await searchUsers(page, email);
  const select = userRow(page, email).getByLabel(`Role for ${email}`);
  await select.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(select).toHaveValue("super_admin");
  await page.keyboard.press("Tab");
  await expect(userRow(page, email).getByRole("button", { name: `Change role of ${email}` })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Change role?" });
  await expect(dialog).toContainText(`Change the role of ${email} from None to Super Admin?`);
  await expect(dialog).toContainText("grant or revoke Admin and Super Admin on anyone");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(select).toBeFocused();
  await expect(select).toHaveValue("none");

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  // The dialog starts on Cancel (the safe choice); Tab reaches Change role.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Change role" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toastWith(page, `${email} is now Super Admin.`)).toBeVisible();
  await expect(select).toBeFocused();
  expect(await roleInDatabase(email)).toBe("super_admin");

  // Back to no role, so the run leaves no extra super admin behind.
  await changeRoleTo(page, email, "None", "Super Admin");
  expect(await roleInDatabase(email)).toBeNull();
  expect(errors).toEqual([]);
});

test("the list is for staff only: a signed-out visitor and a plain user go to /", async ({ page }) => {
  await page.context().clearCookies();
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/$/);
  await signInAs(page, "free@example.com");
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/$/);
});
