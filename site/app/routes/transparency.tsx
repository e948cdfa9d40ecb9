import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { HashCheckForm, type HashCheck } from '~/components/transparency/hash-check';
import { currentKey, LogKeyTable } from '~/components/transparency/log-keys';
import { BAD_HASH_TEXT, readSha256 } from '~/utils/lookup-text';
import { publicOrigin } from '~/utils/public-url.server';
import { loadCheckpointNote, loadLogKeys, lookupSha256 } from '~/utils/transparency.server';

export const meta: MetaFunction = () => [
  { title: 'Transparency log | Michigan Public Notices' },
  {
    name: 'description',
    content:
      'The public, verifiable log of every notice published here: its signing keys, the latest checkpoint, how to verify it yourself, and a check of a downloaded file.',
  },
];

async function checkHash(request: Request, asked: string | null): Promise<HashCheck | null> {
  if (asked === null) return null;
  const sha256 = readSha256(asked);
  if (!sha256) return { sha256: asked, error: BAD_HASH_TEXT };
  return { sha256, answer: await lookupSha256(request, sha256) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const notice = params.get('notice');
  const [keys, note, check] = await Promise.all([
    loadLogKeys(request),
    loadCheckpointNote(request),
    checkHash(request, params.get('sha256')),
  ]);
  return {
    keys,
    note,
    check,
    origin: publicOrigin(),
    notice: notice && /^\d+$/.test(notice) ? notice : null,
  };
}

export default function TransparencyPage() {
  const { keys, note, check, origin, notice } = useLoaderData<typeof loader>();
  const key = currentKey(keys);
  const command = `node scripts/verify-log.mjs --url ${origin} --key '${key?.verifierKey ?? '<verifier key>'}' --notice ${notice ?? '<notice number>'}`;
  return (
    <article className="page transparency-page" aria-labelledby="transparency-title">
      <h1 id="transparency-title">Transparency log</h1>
      <section aria-labelledby="why-title">
        <h2 id="why-title">What the log is, and why</h2>
        <p>
          A public notice can decide a foreclosure, a probate deadline or a zoning case, so it matters exactly
          when it was published and with which words. Each time a notice is published here, republished on
          another date, changed into a new version or has a date canceled, a copy of it is added to a public,
          append-only log. The log is a chain of fingerprints (a Merkle tree, the technique behind Certificate
          Transparency): entries can be added, but none can be changed or removed without it showing.
        </p>
        <p>
          Every few seconds the log publishes a signed <em>checkpoint</em>: its size and a fingerprint of all
          its entries, signed with the key below. Anyone — a court clerk, a reporter, an attorney — can check
          that a notice is in the log and that its text is the one recorded, without trusting this website:
          press <strong>Verify</strong> on a notice&rsquo;s page, or run the verifier below on your own
          computer. Each notice also has a signed certificate of publication, which you can check here by its
          file.
        </p>
      </section>

      <section aria-labelledby="keys-title">
        <h2 id="keys-title">The log&rsquo;s identity and public keys</h2>
        {keys ? (
          <>
            <p>
              Log name (origin): <code>{keys.origin}</code>
            </p>
            <LogKeyTable keys={keys} />
          </>
        ) : (
          <p className="form-message form-message-warning">The keys are unavailable right now.</p>
        )}
      </section>

      <section aria-labelledby="checkpoint-title">
        <h2 id="checkpoint-title">Latest checkpoint</h2>
        {note ? (
          <>
            <p>The log&rsquo;s name, its size, the fingerprint of all its entries, and the signature:</p>
            <pre>{note}</pre>
          </>
        ) : (
          <p className="form-message form-message-warning">The latest checkpoint is unavailable right now.</p>
        )}
        <p>
          Each checkpoint also appears in the <a href="/feeds/search.atom">Atom feed</a> and in every{' '}
          <a href="/open-data">open-data export</a>, so others can keep copies and hold the log to its
          history.
        </p>
      </section>

      <section aria-labelledby="verify-title">
        <h2 id="verify-title">Verify it yourself</h2>
        <p>
          The verifier is a small script in this project&rsquo;s source code (
          <code>scripts/verify-log.mjs</code>, Node.js 20 or later, no other software). It uses only the
          public log and the key above, checks the checkpoint&rsquo;s signature, each entry&rsquo;s
          fingerprint and its inclusion, and says what it verified:
        </p>
        <pre>
          <code>{command}</code>
        </pre>
        <p>
          <code>--all</code> instead of <code>--notice</code> checks the whole log. The log&rsquo;s API
          (checkpoint, entries, inclusion and consistency proofs) is described in the{' '}
          <a href="/documentation#/transparency">API documentation</a> and in{' '}
          <code>docs/transparency.md</code> of the source code.
        </p>
      </section>

      <section aria-labelledby="check-title">
        <h2 id="check-title">Check a file</h2>
        <p>
          Is this PDF really the certificate or attachment of a published notice? Choose the file, or paste
          its SHA-256 fingerprint.
        </p>
        <HashCheckForm key={check?.sha256 ?? ''} check={check} />
      </section>
    </article>
  );
}
