import { Link, NavLink, useLocation, useMatches } from '@remix-run/react';
import { ProfileMenu } from './profile-menu';
import { STAY_KEY, windowHref } from '~/utils/home-url';

export interface HeaderUser {
  fullName: string;
  email: string;
  pictureUrl: string | null;
}

/** Site header: title, main navigation, and sign-in buttons or the user's menu. */
export function SiteHeader({
  user,
  emergencyHref,
}: {
  user: HeaderUser | null;
  emergencyHref: string | null;
}) {
  const location = useLocation();
  const onHome = useMatches().some((match) => match.id === 'routes/_home');
  // Over the home page a window keeps the search underneath; elsewhere it opens over a fresh home page.
  const search = onHome ? location.search : '';
  return (
    <header className="site-header no-print">
      <div className="container header-inner">
        <Link to="/" className="site-title">
          <span className="site-logo" aria-hidden="true">
            MI
          </span>
          Michigan Public Notices
        </Link>
        <nav aria-label="Main" className="main-nav">
          <ul>
            <li>
              <NavLink to="/" end>
                Search
              </NavLink>
            </li>
            <li>
              <NavLink to="/about">About</NavLink>
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          {emergencyHref ? (
            <Link to={emergencyHref} className="button button-emergency">
              Emergency notices
            </Link>
          ) : null}
          {user ? (
            <>
              <a href="/admin/" className="button button-accent">
                Dashboard
              </a>
              <ProfileMenu fullName={user.fullName} email={user.email} pictureUrl={user.pictureUrl} />
            </>
          ) : (
            <>
              <Link to={windowHref('/login', search, { [STAY_KEY]: '1' })} className="button button-outline">
                Login
              </Link>
              <Link to={windowHref('/register', search)} className="button button-accent">
                Register
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer no-print">
      <div className="container footer-inner">
        <p>© {year} Michigan Public Notices</p>
        <nav aria-label="Site information">
          <ul>
            <li>
              <Link to="/transparency">Transparency log</Link>
            </li>
            <li>
              <Link to="/open-data">Open data</Link>
            </li>
            <li>
              <Link to="/terms">Terms of use</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy policy</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
