// Replacing a customer's avatar: the upload is checked and re-encoded (avatar.ts), stored under a new
// key, and the customer pointed at it; the image it replaces is then deleted.
import { randomBytes } from 'node:crypto';
import { processAvatar } from './avatar.ts';
import type { Customer, CustomersService } from './customers.service.ts';
import type { MediaStorage } from '../../media/storage.ts';

export function createAvatarService(
  storage: MediaStorage,
  customers: Pick<CustomersService, 'replaceAvatar'>,
) {
  return {
    /** Stores `upload` as the customer's avatar; `replacedKey` is the earlier image, to be deleted. */
    async replace(
      customerId: string,
      upload: Buffer,
    ): Promise<{ customer: Customer; replacedKey: string | null }> {
      const avatar = await processAvatar(upload);
      const key = `avatars/${customerId}-${randomBytes(6).toString('hex')}.webp`;
      await storage.put(key, avatar, 'image/webp');
      const { customer, previousKey } = await customers.replaceAvatar(customerId, key);
      return { customer, replacedKey: previousKey && previousKey !== key ? previousKey : null };
    },

    /** Deletes a replaced avatar; a missing one is not an error. */
    discard(key: string): Promise<void> {
      return storage.delete(key);
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
