import { formatCount, formatDateTime, formatDay } from '@notices/common';
import { CopyHash } from '~/components/copy-hash';
import { formatBytes } from '~/utils/file-size';
import type { OpenDataDump } from '~/utils/open-data';

/** One daily export: its files with sizes and checksums, and the log's checkpoint at export time. */
export function OpenDataDumpView({ dump }: { dump: OpenDataDump }) {
  const note = dump.checkpoint;
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
