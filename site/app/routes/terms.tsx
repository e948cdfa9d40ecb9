import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

export const meta: MetaFunction = () => [
  { title: 'Terms of use | Michigan Public Notices' },
  {
    name: 'description',
    content: 'The terms under which you may use Michigan Public Notices and its search.',
  },
];

export default function TermsPage() {
  return (
    <article className="page prose" aria-labelledby="terms-title">
      <h1 id="terms-title">Terms of use</h1>
      <p className="page-meta">Effective: January 1, 2024</p>
      <p>
        These terms apply to your use of Michigan Public Notices (&ldquo;the site&rdquo;). By using the site
        or creating an account you accept them. If you do not accept them, please do not use the site.
      </p>

      <h2>1. Who may use the site</h2>
      <p>
        Anyone may search and read notices. To create an account you must be at least 18 years old and give
        true, current information about yourself.
      </p>

      <h2>2. The notices</h2>
      <p>
        Notices are supplied by newspapers, local governments and other publishers, who are responsible for
        their content. We post them as received and do not guarantee that they are complete or free of errors.
        Where the law requires publication in a newspaper, the printed newspaper is the official record. Do
        not rely on the site alone for legal decisions; consult the publisher or a lawyer.
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>Keep your password secret; you are responsible for what happens under your account.</li>
        <li>Tell us at once at notices@example.org if you think someone else has used your account.</li>
        <li>We may block an account that breaks these terms or endangers the site or its users.</li>
      </ul>

      <h2>4. Acceptable use</h2>
      <p>
        Do not try to disrupt the site, get around its limits, read data you are not entitled to, or copy
        notices in bulk by automated means other than the interfaces we offer for that purpose.
      </p>

      <h2>5. Alerts</h2>
      <p>
        Saved-search alerts by e-mail or text message are a convenience. Delivery can be delayed or fail; the
        site is not liable for a notice you did not receive an alert about. You can switch alerts off at any
        time.
      </p>

      <h2>6. Liability</h2>
      <p>
        The site is provided &ldquo;as is&rdquo;. To the extent the law allows, we are not liable for damages
        arising from its use or from its being unavailable.
      </p>

      <h2>7. Privacy and changes</h2>
      <p>
        How we handle personal data is described in the <Link to="/privacy">privacy policy</Link>. We may
        change these terms; the effective date above shows the current version. Continued use after a change
        means you accept it. These terms are governed by the laws of the State of Michigan.
      </p>
      <p>
        Contact: <a href="mailto:notices@example.org">notices@example.org</a>
      </p>
    </article>
  );
}
