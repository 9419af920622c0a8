// Opens "Will it fit?" (FitCheck.tsx) on the product page and loads the check's behaviour
// (fit-check-form.ts) when its button is first pressed, so the page carries only these few lines.
let behaviour: Promise<typeof import('./fit-check-form.ts')> | undefined;
const load = () => (behaviour ??= import('./fit-check-form.ts'));

export function initFitCheck(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-fit-open]');
  const form = root.querySelector<HTMLFormElement>('[data-fit-form]');
  if (!button || !form) return;
  button.addEventListener('click', () => {
    const open = form.hidden;
    form.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (!open) return;
    void load().then((module) => module.prefill(root, form));
    form.querySelector('input')?.focus();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void load().then((module) => module.check(root, form));
  });
}
