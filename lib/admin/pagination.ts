/** Page arithmetic of the staff area's lists (pages are 1-based). */

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

export type PageLink = number | "gap";

/**
 * The page numbers to link: the first, the last, and `radius` pages either side of the current one, with a gap
 * where numbers are left out. 1 … 4 5 [6] 7 8 … 20
 */
export function pageWindow(current: number, totalPages: number, radius = 2): PageLink[] {
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - radius; page <= current + radius; page += 1) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const links: PageLink[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) links.push("gap");
    links.push(page);
  });
  return links;
}

/** A list page's address with its filters kept: page 1 is left out, empty filters too. */
export function pageHref(
  basePath: string,
  params: Record<string, string | number | undefined>,
  page: number,
) {
  const query = new URLSearchParams();
  const entries: Array<[string, string | number | undefined]> = [
    ...Object.entries(params),
    ["page", page > 1 ? page : undefined],
  ];
  for (const [key, value] of entries) {
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${basePath}?${search}` : basePath;
}
