// /profile (docs/account.md): the read view with 'Not provided' for empty values, Edit Profile
// with Cancel (which restores the saved values) and Save ('Profile updated successfully', kept after a
// reload), a value the API refuses (named next to its field, with what was typed kept), and the avatar:
// a real image uploads and shows, a file that only pretends to be one gets the API's message. The
// profile fills checkout's address, and a note beside Area asks for what a profile does not hold.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { PHONE_RULE, PINCODE_RULE } from '../../contract/account.ts';
import { CHECKOUT_COPY } from '../../src/features/orders/index.ts';
import {
  demoCustomer,
  fullNameOf,
  header,
  newCustomer,
  signInAt,
  signUpAt,
  toasts,
  userMenuButton,
} from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { affordablePiece } from './support/orders.ts';

const NOT_PROVIDED = 'Not provided';
const AREA_NOTE = CHECKOUT_COPY.areaFromProfile;

/** The value the read view shows under `label`. */
const shown = (page: Page, label: string): Locator =>
  page
    .locator('main dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

const editButton = (page: Page) => page.getByRole('button', { name: 'Edit Profile' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const cancelButton = (page: Page) => page.getByRole('button', { name: 'Cancel' });
const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true });

/** Reloads and waits for the profile the API holds (the page shows the stored copy until then). */
async function reloadFromApi(page: Page): Promise<void> {
  const me = page.waitForResponse(
    (response) => response.url().endsWith('/auth/me') && response.request().method() === 'GET',
  );
  await page.reload();
  expect((await me).ok()).toBe(true);
}

/** A small real image: a gradient, so it is not a single colour. */
const image = (format: 'png' | 'jpeg', colour: string) =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><circle cx="48" cy="32" r="24" fill="#fff"/></svg>',
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

/** Resolves once the image has loaded (it has pixels). */
const expectLoaded = (img: Locator) =>
  expect
    .poll(() => img.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);

test.describe('profile', () => {
  test('the profile fills checkout’s address and leaves the area, which it does not hold, with a note', async ({
    page,
    request,
    product,
  }) => {
    const piece = await affordablePiece(request, product.apiUrl);
    await signInAt(page, `/products/${piece.slug}`, demoCustomer);
    await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toasts(page).filter({ hasText: `${piece.name} added to cart` })).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByLabel('House, building and street')).not.toHaveValue('');
    const area = page.getByLabel('Area', { exact: true });
    await expect(area).toHaveValue('');
    await expect(area).toHaveAccessibleDescription(AREA_NOTE);
    await area.fill('Jubilee Hills');
    await expect(page.getByText(AREA_NOTE)).toBeHidden();
  });

  test('a phone number from abroad is accepted and shown in its international format', async ({ page }) => {
    await signUpAt(page, '/profile', newCustomer('profile-abroad', { first: 'Meera', last: 'Iyer' }));
    await editButton(page).click();
    await field(page, 'Phone Number').fill('+44 20 7946 0958');
    await saveButton(page).click();
    await expect(toasts(page).filter({ hasText: 'Profile updated successfully' })).toBeVisible();
    await expect(shown(page, 'Phone Number')).toHaveText('+44 20 7946 0958');
    await reloadFromApi(page);
    await expect(shown(page, 'Phone Number')).toHaveText('+44 20 7946 0958');
  });

  test('a customer reads, edits and cancels, saves, and corrects a refused value', async ({ page }) => {
    const customer = newCustomer('profile', { first: 'Kavya', last: 'Menon' });
    await signUpAt(page, '/profile', customer);
    const main = page.locator('main');

    // The read view: what sign-up gave, 'Not provided' for the rest.
    await expect(shown(page, 'First Name')).toHaveText('Kavya');
    await expect(shown(page, 'Last Name')).toHaveText('Menon');
    await expect(shown(page, 'Email Address')).toHaveText(customer.email);
    for (const label of ['Phone Number', 'Street Address', 'City', 'State', 'PIN Code']) {
      await expect(shown(page, label)).toHaveText(NOT_PROVIDED);
    }
    for (const section of ['Personal Information', 'Contact Information', 'Address Information']) {
      await expect(main.getByText(section, { exact: true })).toBeVisible();
    }

    // Edit, change, Cancel: the saved values again, in the view and in the next edit.
    await editButton(page).click();
    await expect(field(page, 'First Name')).toHaveValue('Kavya');
    await field(page, 'First Name').fill('Somebody');
    await field(page, 'City').fill('Kochi');
    await cancelButton(page).click();
    await expect(editButton(page)).toBeVisible();
    await expect(shown(page, 'First Name')).toHaveText('Kavya');
    await expect(shown(page, 'City')).toHaveText(NOT_PROVIDED);
    await editButton(page).click();
    await expect(field(page, 'First Name')).toHaveValue('Kavya');
    await expect(field(page, 'City')).toHaveValue('');

    // Save: the toast, the read view with the new values, the header's name; kept after a reload.
    await field(page, 'Last Name').fill('Menon-Nair');
    await field(page, 'Phone Number').fill('98765 43210');
    await field(page, 'Street Address').fill('Flat 4B, Marine Drive');
    await field(page, 'City').fill('Kochi');
    await field(page, 'State').fill('Kerala');
    await field(page, 'PIN Code').fill('682011');
    await saveButton(page).click();
    await expect(toasts(page).filter({ hasText: 'Profile updated successfully' })).toBeVisible();
    await expect(editButton(page)).toBeVisible();
    const saved = {
      'First Name': 'Kavya',
      'Last Name': 'Menon-Nair',
      'Street Address': 'Flat 4B, Marine Drive',
      City: 'Kochi',
      State: 'Kerala',
      'PIN Code': '682011',
    };
    for (const [label, value] of Object.entries(saved)) await expect(shown(page, label)).toHaveText(value);
    // Stored as +919876543210, shown as people write it.
    await expect(shown(page, 'Phone Number')).toHaveText('+91 98765 43210');
    await expect(userMenuButton(page, 'Kavya Menon-Nair')).toBeVisible();

    await reloadFromApi(page);
    for (const [label, value] of Object.entries(saved)) await expect(shown(page, label)).toHaveText(value);
    await expect(shown(page, 'Phone Number')).toHaveText('+91 98765 43210');
    await expect(userMenuButton(page, 'Kavya Menon-Nair')).toBeVisible();

    // A PIN code starting with 0: the API's message next to the field; still editing, nothing lost.
    await editButton(page).click();
    await field(page, 'City').fill('Ernakulam');
    await field(page, 'PIN Code').fill('012345');
    await saveButton(page).click();
    const pinError = main.getByRole('alert').filter({ hasText: PINCODE_RULE });
    await expect(pinError).toBeVisible();
    await expect(field(page, 'PIN Code')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'PIN Code')).toHaveAccessibleDescription(PINCODE_RULE);
    await expect(field(page, 'PIN Code')).toHaveValue('012345');
    await expect(field(page, 'City')).toHaveValue('Ernakulam');
    await expect(saveButton(page)).toBeEnabled();
    await expect(toasts(page).filter({ hasText: 'Profile updated successfully' })).toHaveCount(0);

    // Corrected, the next refusal is the phone's.
    await field(page, 'PIN Code').fill('682018');
    await field(page, 'Phone Number').fill('12345');
    await saveButton(page).click();
    await expect(main.getByRole('alert').filter({ hasText: PHONE_RULE })).toBeVisible();
    await expect(pinError).toHaveCount(0);
    await expect(field(page, 'PIN Code')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Phone Number')).toHaveValue('12345');

    // Cancel drops the refused edits; the API still holds the last saved values.
    await cancelButton(page).click();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(shown(page, 'City')).toHaveText('Kochi');
    await reloadFromApi(page);
    for (const [label, value] of Object.entries(saved)) await expect(shown(page, label)).toHaveText(value);
  });

  test('a customer uploads a photo, replaces it, and is told when a file is not an image', async ({
    page,
  }) => {
    const customer = newCustomer('avatar', { first: 'Arjun', last: 'Pillai' });
    await signUpAt(page, '/profile', customer);
    const main = page.locator('main');
    const avatar = main.getByRole('img', { name: 'Profile photo' });
    const headerAvatar = userMenuButton(page, fullNameOf(customer)).locator('img');
    const chooser = main.getByLabel('Choose a profile photo');

    await expect(main.getByRole('button', { name: 'Add a photo' })).toBeVisible();
    await expect(avatar).toHaveCount(0);

    // A PNG: stored and shown (a WebP the API made of it), in the page and in the header.
    await chooser.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await image('png', '#0f766e'),
    });
    await expect(toasts(page).filter({ hasText: 'Profile photo updated' })).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /\/media\/avatars\/[^/]+\.webp$/);
    await expectLoaded(avatar);
    const first = (await avatar.getAttribute('src'))!;
    await expect(main.getByRole('button', { name: 'Change photo' })).toBeVisible();
    await expect(headerAvatar).toHaveAttribute('src', first);

    // A JPEG replaces it: a new address, and it loads.
    await chooser.setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await image('jpeg', '#c2410c'),
    });
    await expect(avatar).not.toHaveAttribute('src', first);
    await expect(avatar).toHaveAttribute('src', /\/media\/avatars\/[^/]+\.webp$/);
    await expectLoaded(avatar);
    const second = (await avatar.getAttribute('src'))!;
    await expect(headerAvatar).toHaveAttribute('src', second);

    await reloadFromApi(page);
    await expect(avatar).toHaveAttribute('src', second);
    await expectLoaded(avatar);

    // Text named .png: the API's message; the photo stays.
    await chooser.setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: Buffer.from('This is not a picture, only words.\n'),
    });
    await expect(
      toasts(page).filter({ hasText: 'Only JPEG, PNG or WebP images can be used as an avatar.' }),
    ).toBeVisible();
    await expect(avatar).toHaveAttribute('src', second);
    await expectLoaded(avatar);
    await expect(header(page).locator('img[data-user-avatar]')).toHaveAttribute('src', second);
  });
});
