/**
 * The Activity screen's filters: person, kind and a range of Nepal days. A
 * GET form like the list toolbar's, so it works without JavaScript; with it,
 * a changed choice applies at once. The server reads the same parameters
 * and ignores any that are not a real choice (server/activity/queries.server.ts).
 */
import { useRef } from "react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { ACTIVITY_TEXT, activityKindLabel } from "~/content/admin/activity";

const T = ACTIVITY_TEXT.filters;
const ANY = "any";

export function ActivityFilters({ people, kinds }: { people: string[]; kinds: string[] }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const person = params.get("person") ?? ANY;
  const kind = params.get("kind") ?? ANY;

  const submitNow = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    // An empty choice is no filter: keep it out of the address.
    for (const key of ["person", "kind", "from", "to"]) {
      const value = data.get(key);
      if (!value || value === ANY) data.delete(key);
    }
    void submit(data, { method: "get", replace: true, preventScrollReset: true });
  };
  const soon = () => setTimeout(submitNow, 0);

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label={T.label}
      className="mb-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        submitNow();
      }}
    >
      {params.get("pageSize") && <input type="hidden" name="pageSize" value={params.get("pageSize")!} />}
      <Choice name="person" label={T.person} anyLabel={T.anyPerson} value={person} onChange={soon}
        options={people.map((p) => ({ value: p, label: p }))} />
      <Choice name="kind" label={T.kind} anyLabel={T.anyKind} value={kind} onChange={soon}
        options={kinds.map((k) => ({ value: k, label: activityKindLabel(k) }))} />
      <label className="grid gap-1 text-sm">
        <span className="text-muted-foreground">{T.from}</span>
        <Input type="date" name="from" defaultValue={params.get("from") ?? ""} key={`from-${params.get("from")}`} onChange={soon} />
      </label>
      <label className="grid gap-1 text-sm">
        <span className="text-muted-foreground">{T.to}</span>
        <Input type="date" name="to" defaultValue={params.get("to") ?? ""} key={`to-${params.get("to")}`} onChange={soon} />
      </label>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          {T.apply}
        </Button>
        <Button asChild variant="ghost">
          <Link to="?" replace preventScrollReset>
            {T.clear}
          </Link>
        </Button>
      </div>
    </Form>
  );
}

function Choice(props: {
  name: string;
  label: string;
  anyLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: () => void;
}) {
  const { name, label, anyLabel, value, options, onChange } = props;
  return (
    <div className="grid gap-1 text-sm">
      <span className="text-muted-foreground" aria-hidden="true">
        {label}
      </span>
      <Select name={name} defaultValue={value} key={value} onValueChange={onChange}>
        <SelectTrigger className="w-full" aria-label={label}>
          {/* Named here so it shows before the menu has opened (and in the server's HTML). */}
          <SelectValue>{options.find((o) => o.value === value)?.label ?? anyLabel}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
