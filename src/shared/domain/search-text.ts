/** Lower-case, accents removed ("Zoë Müller" → "zoe muller"): how names are stored and queried for search. */
export function searchableText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .trim();
}
