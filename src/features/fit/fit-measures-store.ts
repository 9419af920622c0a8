// The measures a shopper typed into "Will it fit?", kept on this device (localStorage) so that the next
// product page fills them in, signed in or not.
import type { AccessMeasures } from '@contract/fit-rules.ts';
import { FIT_MEASURES_KEY } from '../../lib/storage-keys.ts';
import { measuresFromStored } from './fit-form.ts';

export function rememberedMeasures(): AccessMeasures | null {
  try {
    const text = localStorage.getItem(FIT_MEASURES_KEY);
    return text ? measuresFromStored(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function rememberMeasures(measures: AccessMeasures): void {
  try {
    localStorage.setItem(FIT_MEASURES_KEY, JSON.stringify(measures));
  } catch {
    // Private browsing or a full store: the check still answers, it is only not remembered.
  }
}
