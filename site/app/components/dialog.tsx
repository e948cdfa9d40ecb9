import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@remix-run/react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  /** Where the close button (and Escape, when allowed) leads; windows live in the URL. */
  closeHref: string;
  /** Whether Escape closes the window; the login window closes only through its close button. */
  closeOnEscape?: boolean;
  /** Change it to move focus in again when the content switches (e.g. another mode). */
  focusKey?: string;
  children: ReactNode;
}

/** The element focused when the window opened, unless it is the page itself or inside the window. */
export function openerOf(active: Element | null, dialog: Element | null): HTMLElement | null {
  if (!active || !('focus' in active) || active === active.ownerDocument?.body) return null;
  if (dialog?.contains(active)) return null;
  return active as HTMLElement;
}

/** A modal window rendered by a route: works before JavaScript, traps focus once it runs. */
export function Dialog({ title, closeHref, closeOnEscape = true, focusKey, children }: DialogProps) {
  const titleId = `${useId()}-title`;
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // The control that opened the window (a header link, a button) gets the focus back when it closes
  // (Escape, the close button, or a result that leaves the page as it was), when it is still there.
  useEffect(() => {
    const opener = openerOf(document.activeElement, ref.current);
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: false });
    };
  }, []);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const target =
      node.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      node.querySelector<HTMLElement>('.dialog-body input:not([type="hidden"]), .dialog-body select') ??
      node;
    target.focus();
  }, [focusKey]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && closeOnEscape) {
      event.preventDefault();
      navigate(closeHref);
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <Link to={closeHref} className="dialog-close" aria-label={`Close ${title} window`}>
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
}
