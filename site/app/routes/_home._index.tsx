import type { ActionFunctionArgs } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { FormMessage } from '~/components/form-field';
import { saveSearch } from '~/utils/save-search.server';

/** The save-search popover posts here, with the current search in the URL. */
export async function action({ request }: ActionFunctionArgs) {
  return saveSearch(request);
}

/** The home page without a window open; without JavaScript a saved search's answer shows here. */
export default function HomeIndex() {
  const result = useActionData<typeof action>();
  if (!result) return null;
  return <FormMessage tone={result.ok ? 'success' : 'error'}>{result.text}</FormMessage>;
}
