// The header's behaviour (Header.astro): the mobile menu and the scroll shadow, and the cart badge, the
// account corner and the wishlist link from their features. The page shell's behaviour runs it
// (page-shell.after-load.ts).
import { initAccountCorner } from '../features/account/index.ts';
import { initCartCorner } from '../features/cart/index.ts';
import { initWishlistCorner } from '../features/wishlist/index.ts';

export function initHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.getElementById('mobile-menu');

  if (header) {
    const SCROLL_THRESHOLD = 10;
    let ticking = false;
    const update = () => {
      header.toggleAttribute('data-scrolled', window.scrollY > SCROLL_THRESHOLD);
      ticking = false;
    };
    window.addEventListener(
      'scroll',
      () => {
        if (!ticking) {
          ticking = true;
          requestAnimationFrame(update);
        }
      },
      { passive: true },
    );
    update();
  }

  if (toggle && menu) {
    const setOpen = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      menu.hidden = !open;
    };
    toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
    menu.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !menu.hidden) {
        setOpen(false);
        toggle.focus();
      }
    });
    // The panel exists only below the lg breakpoint; leaving it open there would trap it open later.
    matchMedia('(min-width: 64rem)').addEventListener('change', (event) => {
      if (event.matches) setOpen(false);
    });
  }

  initCartCorner();
  initAccountCorner();
  initWishlistCorner();
}
