import { useSyncExternalStore } from 'react';

/** docs/product.md (Constants): 3 mentor cards per view, 2 up to 1024 px wide, 1 up to 600 px (mirrored in search.css.ts). */
const ONE_CARD = '(max-width: 600px)';
const TWO_CARDS = '(max-width: 1024px)';

export function cardsPerViewFor(matches: (query: string) => boolean): 1 | 2 | 3 {
  if (matches(ONE_CARD)) return 1;
  if (matches(TWO_CARDS)) return 2;
  return 3;
}

function subscribe(onChange: () => void): () => void {
  const lists = [ONE_CARD, TWO_CARDS].map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

export function useCardsPerView(): 1 | 2 | 3 {
  return useSyncExternalStore(
    subscribe,
    () => cardsPerViewFor((query) => window.matchMedia(query).matches),
    () => 3,
  );
}
