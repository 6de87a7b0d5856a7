import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../features/search/search-page';
import { validateSearchParams } from '../../features/search/search-params';

export const Route = createFileRoute('/_auth/search')({
  validateSearch: validateSearchParams,
  component: TopLevelSearch,
});

function TopLevelSearch() {
  const navigate = Route.useNavigate();
  return <SearchPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
