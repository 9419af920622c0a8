// The classes of a text control in the site's forms, apart from form-controls.tsx so that markup
// drawn by a plain script (the review form) can use them without loading React's JSX runtime.
export const controlClass =
  'block w-full rounded-xl border border-sand bg-white px-4 py-3 text-base text-charcoal shadow-[inset_0_1px_2px_rgb(43_39_36/0.04)] ' +
  'transition-colors duration-150 placeholder:text-muted hover:border-brass focus-visible:border-teal ' +
  'aria-[invalid=true]:border-terracotta disabled:cursor-not-allowed disabled:bg-cream';
