// Signing staff in to the back office (/admin) in the browser journeys, through the embedded provider's
// own sign-in page, and adding members of staff of other roles for a journey.
//
// A staff sign-in lives in the tab's sessionStorage, which Playwright cannot carry from one test to the
// next; the provider's session cookie can. So the first sign-in of a worker types the password, and later
// ones in the same worker give the new page that cookie: the provider then sends it straight back,
// signed in, without the form.
import type { BrowserContext, Cookie, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { addressed, uniqueTag, waitForMail } from './leads.ts';

export interface StaffLogin {
  email: string;
  password: string;
}

/** The demo owner every install of the demo has (README). */
export const demoOwner: StaffLogin = { email: 'owner@aangan.example', password: 'aangan-owner-2026' };

/** The back office's frame, present once a member is signed in. */
export const adminApp = (page: Page) => page.locator('[data-admin-app]');
export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
export const adminToasts = (page: Page) => page.locator('[data-admin-toasts]');

const providerCookies = new Map<string, Cookie[]>();

async function reuseSignIn(context: BrowserContext, email: string): Promise<void> {
  const cookies = providerCookies.get(email);
  if (cookies) await context.addCookies(cookies);
}

/**
 * Opens `path` under /admin as `staff` (the demo owner unless told), signing in on the provider's page
 * when it asks; ends on `path` with the back office drawn.
 */
export async function signInToAdmin(
  page: Page,
  staff: StaffLogin = demoOwner,
  path = '/admin',
): Promise<void> {
  await reuseSignIn(page.context(), staff.email);
  await page.goto(path);
  const staffSignIn = page.getByText('Sign in with your staff account to run the shop.');
  await expect(adminApp(page).or(staffSignIn)).toBeVisible({ timeout: 30_000 });
  if (await staffSignIn.isVisible()) {
    await page.getByLabel('Email address').fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(adminApp(page)).toBeVisible({ timeout: 30_000 });
  }
  providerCookies.set(staff.email, await page.context().cookies());
}

/** The staff access token of the signed-in tab (for calls a journey makes itself). */
export async function staffToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index++) {
      const key = sessionStorage.key(index) ?? '';
      if (key.startsWith('aangan-admin.user:')) {
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
      }
    }
    return undefined;
  });
  expect(token, 'a staff access token in sessionStorage').toBeTruthy();
  return token!;
}

/**
 * A new member of staff with `role`, added by the signed-in owner of `ownerPage` through the API; they
 * choose their password through the link of their invitation e-mail, in `page`.
 */
export async function addStaffMember(
  ownerPage: Page,
  page: Page,
  apiUrl: string,
  role: 'catalogue' | 'sales' | 'viewer',
): Promise<StaffLogin> {
  const email = `${role}-${uniqueTag()}@aangan.example`;
  const password = `${role}-chai-2026-${uniqueTag()}`;
  const response = await ownerPage.request.post(`${apiUrl}/admin/staff`, {
    headers: { authorization: `Bearer ${await staffToken(ownerPage)}` },
    data: { email, role, first_name: role === 'viewer' ? 'Vikram' : 'Kavya', last_name: 'Rao' },
  });
  expect(response.status(), await response.text()).toBe(201);

  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the journeys start through the global setup.');
  const mail = await waitForMail(dataDir, `the invitation to ${email}`, (candidate) =>
    addressed(candidate.headers.to, email),
  );
  const link = /https?:\/\/\S+\/reset\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, `a link to choose a password in the invitation to ${email}`).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  return { email, password };
}
