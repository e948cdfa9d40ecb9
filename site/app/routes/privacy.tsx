import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

export const meta: MetaFunction = () => [
  { title: 'Privacy policy | Michigan Public Notices' },
  {
    name: 'description',
    content: 'How Michigan Public Notices collects, uses and protects your personal information.',
  },
];

export default function PrivacyPage() {
  return (
    <article className="page prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy policy</h1>
      <p className="page-meta">Privacy notice effective 2020</p>
      <p>
        This notice explains what personal data Michigan Public Notices keeps, why, and what choices you have.
        You can search and read notices without giving us any personal data.
      </p>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Account data</strong>: your e-mail address, given and family name, your password (stored
          only as a secure hash), the date you registered and your acceptance of the terms. Public users may
          add a postal code, birth date, company, industry and gender; these are optional.
        </li>
        <li>
          <strong>Saved searches</strong>: the searches you save, their names and whether alerts are switched
          on.
        </li>
        <li>
          <strong>Phone number</strong>: only if you give one, and only to send the text-message alerts you
          ask for.
        </li>
        <li>
          <strong>Technical records</strong>: server logs of requests (address, time, page) kept for a short
          time to keep the site secure and working.
        </li>
      </ul>

      <h2>Cookies</h2>
      <p>
        We use one cookie: an httpOnly session cookie that keeps you signed in. Page scripts cannot read it,
        it is set only when you sign in, and it is removed when you log out. We use no advertising or tracking
        cookies.
      </p>

      <h2>How we use your data</h2>
      <p>
        We use your data to run your account, send the e-mails you need (account activation, password reset)
        and the alerts you switch on, and to protect the site against abuse. We do not sell, rent or trade
        your personal data, and we do not share it except with service providers that deliver e-mail and text
        messages for us, or when the law requires it.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>You can change your name, phone and other profile data in your profile at any time.</li>
        <li>You can switch alerts off or delete saved searches whenever you like.</li>
        <li>You can ask us to delete your account by writing to notices@example.org.</li>
      </ul>

      <h2>Children</h2>
      <p>
        Accounts are for adults aged 18 or over, as stated in the <Link to="/terms">terms of use</Link>.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about this notice: <a href="mailto:notices@example.org">notices@example.org</a>
      </p>
    </article>
  );
}
