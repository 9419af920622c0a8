// EMI ("EMI from ₹X/month", decision 203): the line under a product's price with its plans sheet, the
// cart total's line, and the plans the build renders pages with. Pages and features import only this.
export { CartEmi } from './CartEmi.tsx';
export { EmiLine } from './EmiLine.tsx';
export { initEmiLine, refreshEmiLine } from './emi-line.script.ts';
export { emiPlansKey, loadEmiPlans, withEmiPlansKey } from './emi-plans.server.ts';
