import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { CheckboxField, Field, FormMessage } from '~/components/form-field';

export interface SaveSearchResult {
  ok: boolean;
  text: string;
  errors?: Record<string, string>;
}

interface Props {
  /** The current search, with its leading "?" (or empty). */
  search: string;
  hasPhone: boolean;
}

/** The save-search popover (400 px, signed-in users): a name and the two notification boxes. */
export function SaveSearchPopover({ search, hasPhone }: Props) {
  const fetcher = useFetcher<SaveSearchResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);
  const action = `/?index${search ? `&${search.slice(1)}` : ''}`;
  return (
    <details
      ref={detailsRef}
      className="popover save-search no-print"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !detailsRef.current?.open) return;
        detailsRef.current.open = false;
        detailsRef.current.querySelector('summary')?.focus();
      }}
    >
      <summary className="button button-outline">Save search</summary>
      <div className="popover-panel save-search-panel">
        <fetcher.Form method="post" action={action} ref={formRef} className="stack">
          <input type="hidden" name="intent" value="saveSearch" />
          <Field
            label="Search name"
            name="name"
            required
            maxLength={255}
            autoComplete="off"
            error={result?.errors?.name}
          />
          <CheckboxField
            label="E-mail me about new matching notices"
            name="notificationsEnabled"
            defaultChecked
          />
          <CheckboxField
            label="Text me about new matching notices"
            name="textNotificationsEnabled"
            disabled={!hasPhone}
            error={result?.errors?.textNotificationsEnabled}
          />
          {hasPhone ? null : (
            <p className="field-hint">Add a phone number to your profile to get text messages.</p>
          )}
          {result ? <FormMessage tone={result.ok ? 'success' : 'error'}>{result.text}</FormMessage> : null}
          {result?.ok ? (
            <p className="save-search-manage">
              <a href="/admin/#/savedsearches">Manage your saved searches</a>
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={fetcher.state !== 'idle'}>
              {fetcher.state === 'idle' ? 'Save' : 'Saving…'}
            </button>
          </div>
        </fetcher.Form>
      </div>
    </details>
  );
}
