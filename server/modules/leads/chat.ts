// Chat links: wa.me links to the business's WhatsApp number with a prefilled message.
import { buildChatMessage, buildCustomChatMessage, chatUrl } from '../../../contract/leads.ts';

export function createChatLinks(whatsappNumber: string) {
  return {
    /** A link whose message says what the visitor is interested in. */
    about: (request: Parameters<typeof buildChatMessage>[0]): string =>
      chatUrl(whatsappNumber, buildChatMessage(request)),
    /** A link with the visitor's own message, signed with their name when there is one. */
    custom: (message: string | undefined, customerName: string | undefined): string =>
      chatUrl(whatsappNumber, buildCustomChatMessage(message, customerName)),
  };
}

export type ChatLinks = ReturnType<typeof createChatLinks>;
