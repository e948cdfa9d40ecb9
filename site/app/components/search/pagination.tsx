import { Form, Link, useNavigate } from '@remix-run/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { formatCount, SEARCH_DEFAULT_PAGE_SIZE, SEARCH_PAGE_SIZES } from '@notices/common';
import { readStored, writeStored } from '~/utils/safe-storage';
import { stateSearch, type PageState } from '~/utils/search-params';
import { useHydrated } from '~/utils/use-hydrated';

export const PER_KEY = 'per';

interface Props {
  path: string;
  state: PageState;
  page: number;
  per: number;
  total: number;
  totalExact: boolean;
  /** Hidden inputs the size form must carry on (the embed page's allowed list). */
  hidden?: [string, string][];
}

/** Page links, a typed page number (Enter, whole number in range) and the page size. */
export function Pagination({ path, state, page, per, total, totalExact, hidden = [] }: Props) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const last = Math.max(1, Math.ceil(total / per));
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  const extra = hidden.map(([k, v]) => `&${k}=${encodeURIComponent(v)}`).join('');
  const href = (target: number, size = per) =>
    `${path}${stateSearch(state, { page: target, per: size })}${extra}`;
  const first = total === 0 ? 0 : (page - 1) * per + 1;
  const lastShown = Math.min(total, page * per);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const value = Number(typed);
    if (/^\d+$/.test(typed.trim()) && value >= 1 && value <= last) navigate(href(value));
    else setTyped(String(page));
  }

  return (
    <nav className="pagination no-print" aria-label="Pages">
      <p className="range-label">
        {formatCount(first)}-{formatCount(lastShown)} of {totalExact ? '' : 'about '}
        {formatCount(total)}
      </p>
      <ul className="page-links">
        <PageLink to={href(1)} disabled={page <= 1} label="First page" text="«" />
        <PageLink to={href(page - 1)} disabled={page <= 1} label="Previous page" text="‹" />
        <li className="page-input">
          <label htmlFor="page-number">Page</label>
          <input
            id="page-number"
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => setTyped(String(page))}
            aria-describedby="page-count"
            size={4}
          />
          <span id="page-count">of {formatCount(last)}</span>
        </li>
        <PageLink to={href(page + 1)} disabled={page >= last} label="Next page" text="›" />
        <PageLink to={href(last)} disabled={page >= last} label="Last page" text="»" />
      </ul>
      <Form method="get" action={path} className="page-size">
        <label htmlFor="page-size">Notices per page</label>
        <select
          id="page-size"
          name="per"
          value={per}
          onChange={(event) => {
            const size = Number(event.target.value);
            writeStored(PER_KEY, String(size));
            navigate(href(1, size));
          }}
        >
          {SEARCH_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <HiddenState state={state} hidden={hidden} />
        {hydrated ? null : (
          <button type="submit" className="button button-small">
            Apply
          </button>
        )}
      </Form>
    </nav>
  );
}

function PageLink({
  to,
  disabled,
  label,
  text,
}: {
  to: string;
  disabled: boolean;
  label: string;
  text: string;
}) {
  return (
    <li>
      {disabled ? (
        <span className="page-link" aria-disabled="true" title={label}>
          <span aria-hidden="true">{text}</span>
          <span className="visually-hidden">{label}</span>
        </span>
      ) : (
        <Link to={to} className="page-link" preventScrollReset={false}>
          <span aria-hidden="true">{text}</span>
          <span className="visually-hidden">{label}</span>
        </Link>
      )}
    </li>
  );
}

/** The search as hidden inputs, for the no-JavaScript page-size form (page goes back to 1). */
function HiddenState({ state, hidden }: { state: PageState; hidden: [string, string][] }) {
  const params = new URLSearchParams(stateSearch(state, { page: undefined, per: undefined }));
  const entries = [...params, ...hidden];
  return (
    <>
      {entries.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
    </>
  );
}

/** Applies the page size remembered under `per` when the URL has none. */
export function useRememberedPer(path: string, state: PageState, hidden: [string, string][] = []) {
  const navigate = useNavigate();
  const hasPer = state.query.per !== undefined;
  const extra = hidden.map(([k, v]) => `&${k}=${encodeURIComponent(v)}`).join('');
  const base = stateSearch(state, { per: undefined, page: state.query.page ?? 1 });
  useEffect(() => {
    if (hasPer) return;
    const stored = Number(readStored(PER_KEY));
    if (!(SEARCH_PAGE_SIZES as readonly number[]).includes(stored) || stored === SEARCH_DEFAULT_PAGE_SIZE)
      return;
    navigate(`${path}${base}&per=${stored}${extra}`, { replace: true, preventScrollReset: true });
  }, [hasPer, path, base, extra, navigate]);
}
