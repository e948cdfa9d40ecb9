import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatCount, formatDateTime, formatDay } from '@notices/common';
import { CopyHash } from '~/components/copy-hash';
import { formatBytes } from '~/utils/file-size';
import { checkpointNote, type OpenDataDump } from '~/utils/open-data';
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

function Dump({ dump }: { dump: OpenDataDump }) {
  const note = checkpointNote(dump.checkpoint);
  const id = `dump-${dump.date}`;
  return (
    <section className="open-data-dump" aria-labelledby={id}>
      <h3 id={id}>
        Export of <time dateTime={dump.date}>{formatDay(dump.date)}</time>
      </h3>
      <p>
        {formatCount(dump.notices)} {dump.notices === 1 ? 'notice' : 'notices'}, generated{' '}
        {formatDateTime(dump.generatedAt)} (Detroit time).
      </p>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">Files of the export of {formatDay(dump.date)}</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Size</th>
              <th scope="col">SHA-256</th>
            </tr>
          </thead>
          <tbody>
            {dump.files.map((file) => (
              <tr key={file.name}>
                <th scope="row">
                  <a href={file.url} download>
                    {file.name}
                  </a>
                </th>
                <td>{formatBytes(file.size)}</td>
                <td>
                  <CopyHash hash={file.sha256} label={`the SHA-256 of ${file.name}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note ? (
        <details className="proof-note">
          <summary>Transparency log checkpoint at export time</summary>
          <pre>{note}</pre>
        </details>
      ) : null}
    </section>
  );
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
            openData.dumps.map((dump) => <Dump key={dump.date} dump={dump} />)
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
