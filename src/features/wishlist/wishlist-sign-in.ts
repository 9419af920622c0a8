// The sign-in code a heart pressed by a visitor needs (header-wishlist-signed-in.script.ts loads it on
// that press): the account's sign-in from inside a page, in a popup.
export { signInFromPage } from '../account/index.ts';
