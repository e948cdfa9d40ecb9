import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SearchPage } from '~/components/search/search-page';
import { loadSearchPage } from '~/utils/search-page.server';

export const meta: MetaFunction = () => [
  { title: 'Public notices search | Michigan Public Notices' },
  { name: 'description', content: "Search Michigan public notices from this publication's website." },
  { name: 'robots', content: 'noindex' },
];

/** The embeddable search: no site header or footer, only the publications of its own `pub` list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadSearchPage(request, context, { embed: true });
}

export default function EmbedPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="embed">
      {/* The band a newspaper colours with searchBgColor (its text follows: white or dark, whichever reads). */}
      <div className="embed-band">
        <h1>Search public notices</h1>
      </div>
      <SearchPage data={data} path="/embed" embed />
    </div>
  );
}
