import type { Deal } from "@kancl/shared";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessageOf } from "@/lib/api-error";
import { useOrganizations } from "./deal-queries";

type BillingContactSelectProps = Omit<ComponentProps<typeof NativeSelect>, "children"> & {
  /** The deal's current billing contact: always offered, even before (or without) the organizations list. */
  current: Deal["billingContact"];
  /** The deal named a contact that has been deleted since. */
  removed: boolean;
  hintId: string;
};

/**
 * The billing contact, chosen among the organizations (spec §5), or None. The list loads in the background; the
 * current choice is an option from the start, so the select never shows a wrong value meanwhile.
 */
export function BillingContactSelect({ current, removed, hintId, ...selectProps }: BillingContactSelectProps) {
  const organizations = useOrganizations();
  const options = organizations.data?.contacts ?? [];
  const choices = current && !options.some((option) => option.id === current.id) ? [current, ...options] : options;

  return (
    <>
      <NativeSelect aria-describedby={hintId} {...selectProps}>
        <option value="">None</option>
        {choices.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </NativeSelect>
      <div id={hintId} aria-live="polite" className="text-xs text-muted-foreground">
        {organizations.isPending ? (
          <p>Loading organizations…</p>
        ) : organizations.isError ? (
          <p className="flex flex-wrap items-center gap-2 text-destructive">
            Organizations could not be loaded: {errorMessageOf(organizations.error)}
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void organizations.refetch()}>
              Retry
            </Button>
          </p>
        ) : null}
        {removed ? <p>The billing contact this deal had was removed; choose another one or keep None.</p> : null}
      </div>
    </>
  );
}
