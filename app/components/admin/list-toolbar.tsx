import { Download, Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation, useSearchParams, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { LIST_TOOLBAR_TEXT } from "~/content/admin/list";

export type StatusOption = { value: string; label: string };

const ALL = "all";

/**
 * Search box (and optional status filter) of an admin list. It is a GET form,
 * so it works without JavaScript; with JavaScript the list follows the typing
 * (debounced) and keeps the current sort and page size.
 */
export function ListToolbar({
  placeholder,
  searchLabel = LIST_TOOLBAR_TEXT.search,
  statusOptions,
  statusLabel = LIST_TOOLBAR_TEXT.status,
  exportHref,
  exportLabel = LIST_TOOLBAR_TEXT.exportCsv,
}: {
  placeholder: string;
  searchLabel?: string;
  statusOptions?: StatusOption[];
  statusLabel?: string;
  /** A CSV export of the current filter, e.g. "/admin/export/bookings". */
  exportHref?: string;
  exportLabel?: string;
}) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const q = params.get("q") ?? "";
  const status = params.get("status") ?? ALL;
  const searching = navigation.state === "loading" && navigation.location.search !== `?${params.toString()}`;

  useEffect(() => () => clearTimeout(timer.current), []);

  const submitNow = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    if (data.get("status") === ALL) data.delete("status");
    if (!data.get("q")) data.delete("q");
    void submit(data, { method: "get", replace: true, preventScrollReset: true });
  };

  const exportParams = new URLSearchParams();
  if (q) exportParams.set("q", q);
  if (status !== ALL) exportParams.set("status", status);

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        submitNow();
      }}
    >
      {/* Keep the sort, page size and tab; a new search starts at page 1. */}
      {["sort", "dir", "pageSize", "tab"].map((key) =>
        params.get(key) ? <input key={key} type="hidden" name={key} value={params.get(key)!} /> : null,
      )}
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          placeholder={placeholder}
          aria-label={searchLabel}
          className="pl-9"
          onChange={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(submitNow, 300);
          }}
        />
      </div>
      {statusOptions && (
        <Select
          name="status"
          defaultValue={status}
          key={status}
          onValueChange={() => {
            // Let the hidden select take the new value before submitting.
            setTimeout(submitNow, 0);
          }}
        >
          <SelectTrigger className="w-full sm:w-48" aria-label={statusLabel}>
            {/* The label is given here so it shows before the menu has ever opened (and in the server's HTML). */}
            <SelectValue>{statusOptions.find((o) => o.value === status)?.label ?? LIST_TOOLBAR_TEXT.allStatuses}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{LIST_TOOLBAR_TEXT.allStatuses}</SelectItem>
            {statusOptions.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      <noscript>
        <Button type="submit" variant="secondary">
          {LIST_TOOLBAR_TEXT.search}
        </Button>
      </noscript>
      {exportHref && (
        <Button asChild variant="outline">
          <a href={`${exportHref}${exportParams.size ? `?${exportParams}` : ""}`} download>
            <Download aria-hidden="true" />
            {exportLabel}
          </a>
        </Button>
      )}
      <span className="sr-only" role="status">
        {searching ? LIST_TOOLBAR_TEXT.searching : ""}
      </span>
    </Form>
  );
}
