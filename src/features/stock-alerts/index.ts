// Back-in-stock requests on the product page (docs/notify-me.md): "Notify me when it's back" in the
// purchase panel while what the shopper chose is out of stock. The form's behaviour loads on use.
export { NotifyMe } from './NotifyMe.tsx';
export { syncNotifyMe, type NotifyTarget } from './notify-me.script.ts';
