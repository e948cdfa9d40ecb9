import { Form, Link, useNavigate, useNavigation } from '@remix-run/react';
import { useState, type ChangeEvent } from 'react';
import { Field } from '~/components/form-field';
import { sha256OfFile } from '~/utils/file-hash';
import { LOOKUP_UNAVAILABLE_TEXT, matchText, NO_MATCH_TEXT } from '~/utils/lookup-text';
import type { LookupAnswer } from '~/utils/proof/types';
import { useHydrated } from '~/utils/use-hydrated';

export type HashCheck =
  { sha256: string; error: string } | { sha256: string; error?: undefined; answer: LookupAnswer | null };

function Result({ check }: { check: HashCheck }) {
  if (check.error !== undefined) return null; // shown at the field
  if (!check.answer) return <p className="form-message form-message-error">{LOOKUP_UNAVAILABLE_TEXT}</p>;
  if (!check.answer.matches.length)
    return (
      <p className="form-message form-message-warning">
        {NO_MATCH_TEXT} A file that differs by a single byte has another fingerprint.
      </p>
    );
  return (
    <ul className="plain-list stack">
      {check.answer.matches.map((match) => (
        <li
          key={`${match.kind}-${match.noticeId}-${match.name}`}
          className="form-message form-message-success"
        >
          {matchText(match)} <Link to={`/notices/${match.noticeId}`}>Open notice {match.noticeId}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Checks a file by its SHA-256. With JavaScript the chosen file is hashed in the browser (it is never
 * uploaded) and its hash looked up; without, a pasted hash goes through the same GET form.
 */
export function HashCheckForm({ check }: { check: HashCheck | null }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [hashing, setHashing] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? check?.sha256 ?? '';

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setHashing(true);
    try {
      const hex = await sha256OfFile(file);
      setTyped(null);
      navigate(`?sha256=${hex}#check`, { preventScrollReset: true });
    } finally {
      setHashing(false);
    }
  }

  const busy = hashing || navigation.state === 'loading';
  return (
    <Form method="get" className="lookup-form" preventScrollReset>
      {hydrated ? (
        <div className="field">
          <label htmlFor="check-file">Choose a file (a downloaded certificate or attachment)</label>
          <input id="check-file" type="file" onChange={chooseFile} aria-describedby="check-file-hint" />
          <p id="check-file-hint" className="field-hint">
            The file stays on your computer: only its SHA-256 fingerprint, computed here, is looked up.
          </p>
        </div>
      ) : null}
      <Field
        label={`${hydrated ? 'Or its' : 'The file’s'} SHA-256 (64 hexadecimal characters)`}
        name="sha256"
        value={value}
        onChange={(event) => setTyped(event.target.value)}
        error={check?.error ?? null}
        autoComplete="off"
        spellCheck={false}
        hint="For example from sha256sum certificate-40.pdf (Linux) or shasum -a 256 certificate-40.pdf (macOS)."
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary">
          Check
        </button>
      </div>
      <div id="check" className="lookup-result" role="status" aria-live="polite">
        {busy ? <p>Checking…</p> : check ? <Result check={check} /> : null}
      </div>
    </Form>
  );
}
