import { createFileRoute } from '@tanstack/react-router';
import { loadSearch } from '../features/search/api';
import { PublicCatalogueProvider } from '../features/search/mentor-links';
import { SearchPage } from '../features/search/search-page';
import { validateSearchParams } from '../features/search/search-params';
import { loadCatalogue } from '../lib/i18n';

/** The public mentor search: who teaches here, without an account (the same page as the dashboard's). */
export const Route = createFileRoute('/mentors/')({
  validateSearch: validateSearchParams,
  // Its words are the app's (the dashboard shows the same page).
  beforeLoad: () => loadCatalogue('app'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadSearch(queryClient, deps),
  component: PublicSearch,
});

function PublicSearch() {
  const navigate = Route.useNavigate();
  return (
    <PublicCatalogueProvider>
      <SearchPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
    </PublicCatalogueProvider>
  );
}
