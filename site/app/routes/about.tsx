import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

export const meta: MetaFunction = () => [
  { title: 'About | Michigan Public Notices' },
  { name: 'description', content: 'What public notices are and why Michigan publishes them in newspapers.' },
];

export default function AboutPage() {
  return (
    <article className="page prose" aria-labelledby="about-title">
      <h1 id="about-title">About Michigan Public Notices</h1>
      <p>
        Michigan Public Notices is a free, statewide place to find the legal and public notices published by
        Michigan newspapers and local governments. You can search every notice without an account; a free
        account lets you save searches and receive alerts when new notices match them.
      </p>

      <h2>What is a public notice?</h2>
      <p>
        A public notice tells citizens about a government action or a legal proceeding that may affect them,
        early enough for them to respond. Examples include:
      </p>
      <ul>
        <li>mortgage foreclosures by advertisement and sheriff&rsquo;s sales;</li>
        <li>probate notices to creditors and notices of hearings on estates and trusts;</li>
        <li>public hearings on zoning changes, site plans and master plans;</li>
        <li>newly adopted ordinances and summaries of ordinances;</li>
        <li>calls for bids on public works and purchases;</li>
        <li>budget hearings, tax rates, elections and meeting schedules of public bodies.</li>
      </ul>

      <h2>Why public notices stay in newspapers</h2>
      <p>
        Michigan law requires many of these notices to be published in a newspaper of general circulation in
        the county or community concerned. A printed newspaper is independent of the government that places
        the notice, it is dated and archived so publication can be proven later, and it reaches readers who do
        not go looking for notices on a government website. Publishing in newspapers keeps notice in the hands
        of a neutral third party and in front of the public.
      </p>
      <p>
        This site does not replace that publication. It adds to it: every notice published in a participating
        newspaper is also posted here, so it can be found by anyone, from anywhere, at any time, at no cost.
      </p>

      <h2>Where the notices come from</h2>
      <p>
        Notices are collected from Michigan newspapers and from local governments such as townships, cities,
        villages, counties and school districts. Each notice shows the publication that printed it and the
        dates on which it appeared. The printed newspaper remains the official record.
      </p>

      <h2>Proof of publication</h2>
      <p>
        Every notice published here is also recorded in a public{' '}
        <Link to="/transparency">transparency log</Link> that anyone can check without trusting this site:
        each notice&rsquo;s page shows its entries in the log, a Verify button that checks them in your
        browser, and a signed certificate of publication. Every night all published notices are exported as{' '}
        <Link to="/open-data">open data</Link>.
      </p>

      <h2>Using the search</h2>
      <p>
        On the <Link to="/">search page</Link> you can search by words, publication, county and date range.
        Every search has its own address, so you can bookmark it or share it. Signed-in users can save a
        search and receive e-mail or text-message alerts when new notices match.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about a notice should go to the newspaper or government body that published it. For
        questions about this site, write to <a href="mailto:notices@example.org">notices@example.org</a>.
      </p>
    </article>
  );
}
