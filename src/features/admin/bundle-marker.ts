// A string only the back office's code carries. The size budget (scripts/checks/size-budget.ts) looks for it in
// every file a storefront page loads, to prove that no storefront page ships any of the admin.
export const ADMIN_BUNDLE_MARKER = 'aangan-back-office-bundle';
