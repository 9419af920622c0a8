// The profile page's "Delivery access" island (decision 204): for a signed-in customer, a placeholder
// that loads the form (DeliveryAccessForm.tsx) once it comes near the screen, below the profile's own
// card, so the profile page carries only these lines until then.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { $auth } from '../account/index.ts';

export default function DeliveryAccess(): ReactNode {
  const { status } = useStore($auth);
  const [Form, setForm] = useState<ComponentType | null>(null);
  const place = useRef<HTMLDivElement>(null);
  const signedIn = status === 'authenticated';

  useEffect(() => {
    const node = place.current;
    if (!signedIn || Form || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('./DeliveryAccessForm.tsx').then((module) => setForm(() => module.default));
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [signedIn, Form]);

  if (!signedIn) return null;
  return (
    <div ref={place} data-delivery-access="" className="min-h-24">
      {Form ? <Form /> : null}
    </div>
  );
}
