import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OpenDataDumpView } from '~/components/open-data-dump';
import { loadOpenData } from '~/utils/open-data.server';

export const meta: MetaFunction = () => [
  { title: 'Open data | Michigan Public Notices' },
  {
    name: 'description',
    content:
      'Daily downloads of every published Michigan public notice (JSON Lines and CSV), with checksums and the transparency log checkpoint.',
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { openData: await loadOpenData(request) };
}

export default function OpenDataPage() {
  const { openData } = useLoaderData<typeof loader>();
  return (
    <article className="page transparency-page" aria-labelledby="open-data-title">
      <h1 id="open-data-title">Open data</h1>
      <p>
        Every published notice, as one download: a new export is made each night at midnight, Detroit time, in
        JSON Lines and CSV (both gzip-compressed), with a manifest of the files&rsquo; SHA-256 checksums and
        the <a href="/transparency">transparency log</a>&rsquo;s checkpoint at the time of the export, so the
        data can be checked against the log.
      </p>
      {openData ? (
        <>
          <h2>Licence</h2>
          <p>{openData.licence}</p>
          <p>
            <a href={openData.schemaUrl}>Description of the files&rsquo; columns and fields (schema)</a>
          </p>
          <h2>Downloads</h2>
          {openData.dumps.length ? (
            openData.dumps.map((dump) => <OpenDataDumpView key={dump.date} dump={dump} />)
          ) : (
            <p>No export has been made yet. The first one is made at the next midnight, Detroit time.</p>
          )}
        </>
      ) : (
        <p className="form-message form-message-warning">
          The open data is unavailable right now. Please try again later.
        </p>
      )}
    </article>
  );
}
