// The back office's toasts: one polite live region, so that a screen reader hears each outcome of a save.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

type ToastFn = (message: string, kind?: ToastKind) => void;
const ToastContext = createContext<ToastFn>(() => {});

/** How long a toast stays: errors longer, so that they can be read. */
const TOAST_MS: Record<ToastKind, number> = { success: 5000, info: 5000, error: 9000 };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const toast = useCallback<ToastFn>(
    (message, kind = 'success') => {
      const id = next.current++;
      setToasts((all) => [...all.slice(-3), { id, kind, message }]);
      window.setTimeout(() => dismiss(id), TOAST_MS[kind]);
    },
    [dismiss],
  );
  return (
    <ToastContext.Provider value={toast}>
      {children}
      <div
        aria-live="polite"
        role="status"
        data-admin-toasts
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:right-4 sm:left-auto sm:items-end"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm shadow-lg ${
              t.kind === 'error' ? 'bg-terracotta-dark text-white' : 'bg-teal-dark text-ivory'
            }`}
          >
            <p className="flex-1">{t.message}</p>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className="min-h-6 min-w-6 rounded font-semibold underline"
              aria-label="Dismiss"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = (): ToastFn => useContext(ToastContext);

/** A toast function that is stable across renders, for effects and mutation callbacks. */
export function useStableToast(): ToastFn {
  const toast = useToast();
  return useMemo(() => toast, [toast]);
}
