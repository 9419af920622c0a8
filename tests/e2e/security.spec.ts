// The site's Content-Security-Policy at work (src/integrations/content-security-policy.ts): every page
// carries it, the site's own code runs under it (every other journey fails on a violation, see
// support/fixtures.ts), and script that was not built into the page does not run.
import { expect, featuredProducts, test } from './support/fixtures.ts';

test.describe('content security policy', () => {
  test('every kind of page carries a strict policy, and the server adds what a page cannot', async ({
    page,
    request,
    product,
  }) => {
    const [first] = await featuredProducts(request, product.apiUrl);
    for (const path of ['/', '/products', `/products/${first!.slug}`, '/profile', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toBe(
        "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
      );
      const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
      expect(policy, path).not.toContain('unsafe-inline');
      expect(policy, path).not.toContain('unsafe-eval');
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("base-uri 'none'");
    }

    // The pages that take payment admit the payment provider (here the test gateway), and only it.
    const gateway = process.env.E2E_GATEWAY_URL!;
    for (const path of ['/checkout', '/orders/view', '/projects/quote']) {
      await page.goto(path);
      const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(policy, path).toMatch(new RegExp(`script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')* ${gateway};`));
      expect(policy, path).toMatch(new RegExp(`frame-src [^;]*${gateway};`));
      expect(policy, path).not.toContain('unsafe-inline');
    }
  });

  test('script injected into a page does not run, and neither does code from a string', async ({
    browser,
  }) => {
    // A page of its own: the violations here are the point, so the shared check must not see them.
    const page = await browser.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        blocked.push(message.text());
      }
    });
    try {
      await page.goto('/about');
      await expect(page.locator('main h1')).toBeVisible();
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
        const holder = document.createElement('div');
        holder.innerHTML = '<img src="data:," onerror="window.__handler = true">';
        document.body.append(holder);
        // A string timer is eval by another name. (eval called here directly would not tell: the
        // test tool's own evaluation is exempt from the page's policy.)
        (setTimeout as unknown as (code: string, ms: number) => void)('window.__timer = true', 0);
      });
      await expect.poll(() => blocked.length).toBeGreaterThanOrEqual(3);
      const flags = await page.evaluate(() => ({
        injected:
          'window' in globalThis && (window as unknown as Record<string, unknown>).__injected === true,
        handler: (window as unknown as Record<string, unknown>).__handler === true,
        timer: (window as unknown as Record<string, unknown>).__timer === true,
      }));
      expect(flags).toEqual({ injected: false, handler: false, timer: false });
    } finally {
      await page.close();
    }
  });
});
