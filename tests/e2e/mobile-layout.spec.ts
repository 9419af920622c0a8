// Small screens (docs/site.md): a collapsible header menu, and footer link groups that collapse and
// expand by their titles.
import { mainNav, footerGroups } from '../../src/lib/navigation.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('at 375 px', { tag: '@mobile-only' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the menu button opens and closes the navigation', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(mainNav.map((link) => link.label));
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('the menu works from the keyboard, and Escape closes it', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Space');
    await expect(menu).toBeHidden();
  });

  test('footer link groups start collapsed and open and close by their titles', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    for (const group of footerGroups) {
      const details = footer
        .locator('details')
        .filter({ has: page.locator('summary', { hasText: group.title }) });
      const title = details.locator('summary');
      const firstLink = details.getByRole('link', { name: group.links[0]?.label, exact: true });
      await expect(details).not.toHaveAttribute('open');
      await expect(firstLink).toBeHidden();

      await title.tap();
      await expect(details).toHaveAttribute('open');
      await expect(firstLink).toBeVisible();

      await title.tap();
      await expect(firstLink).toBeHidden();
    }
  });

  test('footer link groups open from the keyboard', async ({ page }) => {
    const details = page.getByRole('contentinfo').locator('details').first();
    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(details).not.toHaveAttribute('open');
  });
});
