import { Form, Link, useNavigate } from '@remix-run/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { formatCount, SEARCH_DEFAULT_PAGE_SIZE, SEARCH_PAGE_SIZES } from '@notices/common';
import { readStored, writeStored } from '~/utils/safe-storage';
import { canonicalSearch, stateSearch, type PageState } from '~/utils/search-params';

export const PER_KEY = 'per';

/** The sizes worth remembering: the default needs no `per` in the URL. */
const REMEMBERED_SIZES = SEARCH_PAGE_SIZES.filter((size) => size !== SEARCH_DEFAULT_PAGE_SIZE).map(String);

/**
 * The address to show instead of `href` for the page size remembered under `per` (`stored`), or null
 * when the address already names a size (it wins) or nothing valid other than the default is remembered.
 */
export function rememberedPerUrl(href: string, stored: string | null): string | null {
  if (stored === null || !REMEMBERED_SIZES.includes(stored)) return null;
  const url = new URL(href);
  if (url.searchParams.has('per')) return null;
  url.searchParams.set('per', stored);
  return `${url.pathname}${canonicalSearch(url.searchParams)}${url.hash}`;
}

/**
 * Runs where the search page's body begins, when its address has no `per` (a typed or shared link, the
 * header's Search link): with a remembered page size, the page stops loading before the results are
 * parsed and loads again with the size in its address, so the server renders the results once, with that
 * size (the rendered-page memory keys pages by address, so the size cannot come from a cookie). Storage
 * blocked (a third-party frame): nothing happens. Same rule as rememberedPerUrl.
 */
export const REMEMBERED_PER_SCRIPT = `(function(){try{var s=localStorage.getItem('${PER_KEY}');if(${JSON.stringify(REMEMBERED_SIZES)}.indexOf(s)<0)return;var u=new URL(location.href);if(u.searchParams.has('per'))return;u.searchParams.set('per',s);window.stop();location.replace(u.pathname+u.search+u.hash)}catch(e){}})()`;

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
  const last = Math.max(1, Math.ceil(total / per));
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  // The size applies on Apply only (WCAG 3.2.2: choosing an option changes nothing by itself).
  const [size, setSize] = useState(String(per));
  useEffect(() => setSize(String(per)), [per]);
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
      <p className="range-label" aria-live="polite" aria-atomic="true">
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
      <Form
        method="get"
        action={path}
        className="page-size"
        onSubmit={(event) => {
          // With JavaScript the size is remembered and the address stays canonical (page 1).
          event.preventDefault();
          const chosen = Number(size);
          if (!(SEARCH_PAGE_SIZES as readonly number[]).includes(chosen)) return;
          writeStored(PER_KEY, String(chosen));
          navigate(href(1, chosen));
        }}
      >
        <label htmlFor="page-size">Notices per page</label>
        <select id="page-size" name="per" value={size} onChange={(event) => setSize(event.target.value)}>
          {SEARCH_PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <HiddenState state={state} hidden={hidden} />
        <button type="submit" className="button button-small">
          Apply<span className="visually-hidden"> page size</span>
        </button>
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

/**
 * Fallback for the remembered page size when the address has none and the page was neither stopped by
 * REMEMBERED_PER_SCRIPT nor redirected by the home route's clientLoader (the embed's own links): one
 * replacing navigation, which keeps the focus where it is.
 */
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
    navigate(`${path}${base}&per=${stored}${extra}`, {
      replace: true,
      preventScrollReset: true,
      state: { keepFocus: true },
    });
  }, [hasPer, path, base, extra, navigate]);
}
