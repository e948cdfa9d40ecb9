import { formatDay } from '@notices/common';
import { fromBase64, equalBytes } from './bytes';
import { leafHash, verifyInclusion } from './merkle';
import { verifyCheckpointNote, type Checkpoint } from './signed-note';
import type { LogKeys, NoticeProof, ProofEntry, ShownNotice } from './types';

export interface VerifyResult {
  ok: boolean;
  message: string;
}

export interface VerifyOptions {
  fetch?: typeof fetch;
  /** Waits between tries while an entry is still pending (tests pass a no-op). */
  wait?: (ms: number) => Promise<void>;
}

const API = '/api/v1/transparency';
const PENDING_TRIES = 5;
const PENDING_WAIT_MS = 2000;

export const UNREACHABLE_TEXT = "The log's proof could not be loaded. Please try again in a moment.";
export const PENDING_TEXT = 'This notice is still being added to the log. Please try again in a few seconds.';

/** A failed check, with the words the visitor reads. */
class Failure extends Error {}

async function getJson<T>(fetcher: typeof fetch, url: string): Promise<T> {
  const response = await fetcher(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Failure(UNREACHABLE_TEXT);
  return (await response.json()) as T;
}

async function getBytes(fetcher: typeof fetch, url: string): Promise<Uint8Array> {
  const response = await fetcher(url);
  if (!response.ok) throw new Failure(UNREACHABLE_TEXT);
  return new Uint8Array(await response.arrayBuffer());
}

/** The notice's proof, asked again while an entry is pending (the log integrates within seconds). */
async function loadProof(fetcher: typeof fetch, noticeId: number, wait: (ms: number) => Promise<void>) {
  for (let tries = 1; ; tries++) {
    const proof = await getJson<NoticeProof>(fetcher, `${API}/notices/${noticeId}`);
    if (proof.entries.every((e) => e.index !== null)) return proof;
    if (tries === PENDING_TRIES) throw new Failure(PENDING_TEXT);
    await wait(PENDING_WAIT_MS);
  }
}

function checkNote(proof: NoticeProof, keys: LogKeys): { checkpoint: Checkpoint; keyName: string } {
  const check = verifyCheckpointNote(proof.checkpoint.note, keys.keys);
  if (!check.ok) {
    if (check.reason === 'malformed') throw new Failure('The checkpoint is not a readable signed note.');
    if (check.reason === 'unknown_key')
      throw new Failure("The checkpoint is not signed by any of the log's published keys.");
    throw new Failure("The checkpoint's signature is not valid.");
  }
  const { checkpoint } = check;
  if (checkpoint.origin !== keys.origin)
    throw new Failure(`The checkpoint belongs to another log (${checkpoint.origin}), not ${keys.origin}.`);
  const root = fromBase64(proof.checkpoint.rootHash);
  if (proof.checkpoint.treeSize !== checkpoint.treeSize || !root || !equalBytes(root, checkpoint.rootHash))
    throw new Failure('The proof was made for another checkpoint than the signed one.');
  return check;
}

interface RecordedEntry {
  notice?: { id?: unknown };
  title?: unknown;
  content?: unknown;
}

/** Checks one entry's bytes against its leaf hash and its inclusion in the checkpoint; answers its JSON. */
async function checkEntry(fetcher: typeof fetch, entry: ProofEntry, checkpoint: Checkpoint) {
  const index = entry.index ?? -1;
  const bytes = await getBytes(fetcher, entry.entryUrl ?? `${API}/entries/${index}`);
  const leaf = leafHash(bytes);
  const stated = fromBase64(entry.leafHash);
  if (!stated || !equalBytes(leaf, stated))
    throw new Failure(`Entry #${index} of the log does not match its published hash.`);
  const path = (entry.inclusionProof ?? []).map(fromBase64);
  if (
    path.some((p) => !p) ||
    !verifyInclusion(index, checkpoint.treeSize, leaf, path as Uint8Array[], checkpoint.rootHash)
  )
    throw new Failure(
      `Entry #${index} is not included in checkpoint ${checkpoint.treeSize}: its proof does not reach the checkpoint's root.`,
    );
  let recorded: RecordedEntry;
  try {
    recorded = JSON.parse(new TextDecoder().decode(bytes)) as RecordedEntry;
  } catch {
    throw new Failure(`Entry #${index} of the log is not readable.`);
  }
  if (recorded.notice?.id !== entry.noticeId)
    throw new Failure(`Entry #${index} of the log is about another notice.`);
  return recorded;
}

function compareText(notice: ShownNotice, entry: ProofEntry, recorded: RecordedEntry): void {
  const day = formatDay(entry.loggedAt) || formatDay(entry.eventDate);
  if (recorded.title !== notice.title)
    throw new Failure(`The title shown here differs from the title recorded in the log on ${day}.`);
  if (recorded.content !== notice.content)
    throw new Failure(`The text shown here differs from the text recorded in the log on ${day}.`);
}

const numbers = (entries: ProofEntry[]) => {
  const list = entries.map((e) => `#${e.index}`);
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : list[0];
};

/**
 * Verifies, in the visitor's browser, that the notice shown is what the public log recorded: the
 * checkpoint's signature against the published key, each entry's hash and inclusion, and the text.
 */
export async function verifyNotice(notice: ShownNotice, options: VerifyOptions = {}): Promise<VerifyResult> {
  const fetcher = options.fetch ?? fetch.bind(globalThis);
  const wait = options.wait ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  try {
    const [proof, keys] = await Promise.all([
      loadProof(fetcher, notice.id, wait),
      getJson<LogKeys>(fetcher, `${API}/keys`),
    ]);
    const { checkpoint, keyName } = checkNote(proof, keys);
    const own = proof.entries.filter((e) => e.noticeId === notice.id);
    if (own.length === 0) throw new Failure('This version of the notice has no entry in the log.');
    for (const entry of proof.entries) {
      const recorded = await checkEntry(fetcher, entry, checkpoint);
      if (entry.noticeId === notice.id) compareText(notice, entry, recorded);
    }
    const many = own.length > 1;
    return {
      ok: true,
      message:
        `Verified: this notice's text matches ${many ? 'entries' : 'entry'} ${numbers(own)} of the public log, ` +
        `which ${many ? 'are' : 'is'} included in checkpoint ${checkpoint.treeSize} signed by ${keyName}.`,
    };
  } catch (error) {
    return { ok: false, message: error instanceof Failure ? error.message : UNREACHABLE_TEXT };
  }
}
