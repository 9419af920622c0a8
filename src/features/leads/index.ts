// Leads (docs/leads.md): the consultation booking, the contact form and map, and the chat button on
// every page. Pages render its islands (ConsultationBooking, ContactForm) and its Astro components
// (ChatButton.astro, ContactMap.astro) from their own files; the layout starts the chat button with
// `initChatButton`. The product page asks for its chat link here.
export { CHAT_FAILURE_LOG, customerNameFrom, fetchChatUrl, initChatButton } from './chat-button.script.ts';
