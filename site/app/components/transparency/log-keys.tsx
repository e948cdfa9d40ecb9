import { formatDay } from '@notices/common';
import type { LogKeys } from '~/utils/proof/types';

/** The log's public keys; retired ones stay listed, since the checkpoints they signed stay valid. */
export function LogKeyTable({ keys }: { keys: LogKeys }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Public keys of the log</caption>
        <thead>
          <tr>
            <th scope="col">Key name</th>
            <th scope="col">Verifier key</th>
            <th scope="col">In use</th>
          </tr>
        </thead>
        <tbody>
          {keys.keys.map((key) => (
            <tr key={`${key.name}-${key.keyId}`} className={key.retiredAt ? 'key-retired' : undefined}>
              <th scope="row">
                {key.name}
                {key.retiredAt ? (
                  <span className="badge">Retired</span>
                ) : (
                  <span className="badge">Current</span>
                )}
              </th>
              <td>
                <code className="hash-full">{key.verifierKey}</code>
              </td>
              <td>
                Since {formatDay(key.createdAt)}
                {key.retiredAt ? `, retired on ${formatDay(key.retiredAt)}` : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The key new checkpoints are signed with: the newest one not retired. */
export function currentKey(keys: LogKeys | null) {
  const live = keys?.keys.filter((k) => !k.retiredAt) ?? [];
  return [...live].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).pop() ?? null;
}
