// Brings PincodeCheck.tsx to life, on the product page and in the cart: checks the pincode typed (or
// the one remembered), and shows when the order can arrive, the installation terms and whether cash on
// delivery is taken, or, where the shop does not deliver, an offer of a consultation.
import { isPincode } from '@contract/delivery-rules.ts';
import { checkPincode } from './delivery-api.ts';
import { answerLines, PINCODE_COPY, unserviceableHint, unserviceableMessage } from './delivery-copy.ts';
import { rememberedPincode, rememberPincode } from './pincode-memory.ts';

const line = (text: string, className?: string): HTMLParagraphElement => {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
};

export function initPincodeCheck(root: HTMLElement): void {
  const form = root.querySelector('form');
  const input = root.querySelector<HTMLInputElement>('input[name="pincode"]');
  const result = root.querySelector<HTMLElement>('[data-pincode-result]');
  if (!form || !input || !result || root.hasAttribute('data-ready')) return;
  let asked = 0;

  const show = (...nodes: Node[]) => result.replaceChildren(...nodes);

  const check = async (pincode: string) => {
    const ask = ++asked;
    input.removeAttribute('aria-invalid');
    show(line(PINCODE_COPY.checking, 'text-muted'));
    try {
      const answer = await checkPincode(pincode);
      if (ask !== asked) return;
      rememberPincode(pincode);
      root.dataset.serviceable = String(answer.serviceable);
      if (answer.serviceable) {
        const [when = '', ...terms] = answerLines(answer);
        show(line(when, 'font-semibold text-charcoal'), ...terms.map((term) => line(term)));
        return;
      }
      const offer = document.createElement('a');
      offer.href = '/consultation';
      offer.className = 'font-semibold text-teal-dark underline underline-offset-4 hover:text-charcoal';
      offer.textContent = PINCODE_COPY.consultation;
      const hint = line(`${unserviceableHint} `);
      hint.append(offer);
      show(line(unserviceableMessage(pincode), 'font-semibold text-charcoal'), hint);
    } catch {
      if (ask === asked) show(line(PINCODE_COPY.failed, 'text-terracotta-dark'));
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const pincode = input.value.trim();
    if (!isPincode(pincode)) {
      asked++;
      input.setAttribute('aria-invalid', 'true');
      show(line(PINCODE_COPY.invalid, 'text-terracotta-dark'));
      input.focus();
      return;
    }
    void check(pincode);
  });

  const remembered = rememberedPincode();
  if (remembered) {
    input.value = remembered;
    void check(remembered);
  }
  root.setAttribute('data-ready', '');
}
