import { createFileRoute } from '@tanstack/react-router';
import { loadSearch } from '../../../features/search/api';
import { SearchPage } from '../../../features/search/search-page';
import { validateSearchParams } from '../../../features/search/search-params';

export const Route = createFileRoute('/_auth/dashboard/search')({
  validateSearch: validateSearchParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { user, queryClient }, deps }) => user && loadSearch(queryClient, deps),
  component: DashboardSearch,
});

function DashboardSearch() {
  const navigate = Route.useNavigate();
  return <SearchPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
