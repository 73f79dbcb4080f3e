import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide";
import { Icon } from "@/components/ui/icon";

import { pageCount, pageHref, pageWindow } from "@/lib/admin/pagination";
import { PAGINATION } from "@/lib/messages/admin";

type PaginationNavProps = {
  /** Names the landmark, e.g. "Usage logs". */
  label: string;
  basePath: string;
  params: Record<string, string | number | undefined>;
  page: number;
  pageSize: number;
  total: number;
};

const linkClass =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** "Showing 101–200 of 345" and page links (previous, numbers with gaps, next) keeping the list's filters. */
export function PaginationNav({ label, basePath, params, page, pageSize, total }: PaginationNavProps) {
  const totalPages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  const href = (target: number) => pageHref(basePath, params, target);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">{PAGINATION.summary(from, to, total)}</p>
      {totalPages > 1 && (
        <nav aria-label={PAGINATION.label(label)}>
          <ul className="flex flex-wrap items-center gap-1">
            {page > 1 && (
              <li>
                <Link href={href(page - 1)} className={linkClass} rel="prev">
                  <Icon node={ChevronLeft} className="size-4" aria-hidden="true" />
                  {PAGINATION.previous}
                </Link>
              </li>
            )}
            {pageWindow(Math.min(page, totalPages), totalPages).map((entry, index) =>
              entry === "gap" ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
                  …
                </li>
              ) : (
                <li key={entry}>
                  <Link
                    href={href(entry)}
                    aria-label={PAGINATION.page(entry)}
                    aria-current={entry === page ? "page" : undefined}
                    className={`${linkClass} ${entry === page ? "border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground" : ""}`}
                  >
                    {entry}
                  </Link>
                </li>
              ),
            )}
            {page < totalPages && (
              <li>
                <Link href={href(page + 1)} className={linkClass} rel="next">
                  {PAGINATION.next}
                  <Icon node={ChevronRight} className="size-4" aria-hidden="true" />
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
