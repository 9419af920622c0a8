// "Will it fit?" (docs/will-it-fit.md, decision 204): the product page's fit check (its markup and the
// script that opens it and loads its behaviour on the first press). The profile page renders the
// delivery access island (DeliveryAccess.tsx) from its own file.
export { FitCheck } from './FitCheck.tsx';
export { initFitCheck } from './fit-check.script.ts';
