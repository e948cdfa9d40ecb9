import { useRef, type KeyboardEvent } from 'react';
import { Form } from '@remix-run/react';

interface ProfileMenuProps {
  fullName: string;
  email: string;
  pictureUrl: string | null;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('') || '?';
}

/** The signed-in user's popover: a <details> element, so it opens without JavaScript too. */
export function ProfileMenu({ fullName, email, pictureUrl }: ProfileMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key === 'Escape' && ref.current?.open) {
      ref.current.open = false;
      ref.current.querySelector('summary')?.focus();
    }
  }

  return (
    <details ref={ref} className="profile-menu" onKeyDown={onKeyDown}>
      <summary>
        <span className="visually-hidden">Account menu for {fullName}</span>
        {pictureUrl ? (
          <img src={pictureUrl} alt="" className="avatar" width={36} height={36} />
        ) : (
          <span className="avatar" aria-hidden="true">
            {initials(fullName)}
          </span>
        )}
      </summary>
      <div className="profile-popover">
        <p className="profile-name">{fullName}</p>
        <p className="profile-email">{email}</p>
        <a href="/admin/#/profile" className="profile-link">
          My profile
        </a>
        <Form method="post" action="/logout">
          <button type="submit" className="button button-secondary">
            Logout
          </button>
        </Form>
      </div>
    </details>
  );
}
