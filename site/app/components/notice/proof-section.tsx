import { formatDay } from '@notices/common';
import { CopyHash } from '~/components/copy-hash';
import {
  certificateHref,
  eventText,
  PENDING_ENTRY_TEXT,
  PROOF_UNAVAILABLE_TEXT,
} from '~/utils/proof/present';
import type { NoticeProof, ShownNotice } from '~/utils/proof/types';
import { VerifyProof } from './verify-proof';

function EntryTable({ proof, noticeId }: { proof: NoticeProof; noticeId: number }) {
  const size = proof.checkpoint.treeSize;
  return (
    <div className="table-scroll">
      <table className="data-table stack-table">
        <caption className="visually-hidden">Entries of this notice in the public log</caption>
        <thead>
          <tr>
            <th scope="col">Entry</th>
            <th scope="col">Event</th>
            <th scope="col">Date</th>
            <th scope="col">Version</th>
            <th scope="col">Leaf hash</th>
            <th scope="col">Included in</th>
          </tr>
        </thead>
        <tbody>
          {proof.entries.map((entry) => (
            <tr key={`${entry.noticeId}-${entry.event}-${entry.eventDate}-${entry.index}`}>
              <th scope="row" data-label="Entry">
                {entry.index === null ? '—' : `#${entry.index}`}
              </th>
              <td data-label="Event">{eventText(entry.event)}</td>
              <td data-label="Date">
                <time dateTime={entry.eventDate}>{formatDay(entry.eventDate)}</time>
              </td>
              <td data-label="Version">
                {entry.version}
                {entry.noticeId === noticeId ? <span className="cell-meta"> (this version)</span> : null}
              </td>
              <td data-label="Leaf hash">
                <CopyHash
                  hash={entry.leafHash}
                  label={`the leaf hash of entry ${entry.index ?? 'pending'}`}
                />
              </td>
              <td data-label="Included in">
                {entry.index === null ? PENDING_ENTRY_TEXT : `Checkpoint ${size}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Proof of publication": the notice's entries in the public log, the checkpoint, Verify, certificate. */
export function ProofSection({ proof, notice }: { proof: NoticeProof | null; notice: ShownNotice }) {
  return (
    <section id="proof" className="notice-proof" aria-labelledby="proof-title">
      <h2 id="proof-title">Proof of publication</h2>
      <p>
        Every published version of this notice is recorded in a <a href="/transparency">public log</a> that
        anyone can check without trusting this site: here in your browser, or on your own computer with the{' '}
        <a href={`/transparency?notice=${notice.id}#verify-title`}>verifier script</a>.
      </p>
      {proof && proof.entries.length ? (
        <>
          <EntryTable proof={proof} noticeId={notice.id} />
          <dl className="proof-checkpoint">
            <div>
              <dt>Checkpoint</dt>
              <dd>{proof.checkpoint.treeSize} entries</dd>
            </div>
            <div>
              <dt>Root hash</dt>
              <dd>
                <code className="hash-full">{proof.checkpoint.rootHash}</code>
              </dd>
            </div>
          </dl>
          <details className="proof-note">
            <summary>Signed checkpoint</summary>
            <pre>{proof.checkpoint.note}</pre>
          </details>
          <VerifyProof notice={notice} />
        </>
      ) : (
        <p className="form-message form-message-warning">{PROOF_UNAVAILABLE_TEXT}</p>
      )}
      <p className="no-print">
        <a href={certificateHref(notice.id)} download>
          Download certificate (PDF)
        </a>
      </p>
    </section>
  );
}
