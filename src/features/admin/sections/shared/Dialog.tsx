// A modal dialog on the native <dialog> element: focus moves in, Escape closes it, focus returns.
import { useEffect, useRef, type ReactNode } from 'react';

export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="admin-dialog-title"
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl border border-sand bg-white p-0 text-charcoal shadow-xl backdrop:bg-charcoal/40"
      onClose={onClose}
    >
      {open ? (
        <div className="space-y-4 p-5">
          <h2 id="admin-dialog-title" className="font-serif text-xl font-semibold">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
