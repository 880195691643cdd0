import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@kancl/shared";
import { useId } from "react";
import { useT } from "@/i18n/settings";

const GROUPS = ["contact", "deal", "invoice", "project", "task"] as const;

interface WebhookEventsFieldProps {
  value: string[];
  onChange: (events: WebhookEventType[]) => void;
  legend: string;
}

/** The event types as checkboxes, grouped by the kind of record; the names are the API's (contact.created …). */
export function WebhookEventsField({ value, onChange, legend }: WebhookEventsFieldProps) {
  const t = useT();
  const id = useId();
  const chosen = new Set(value);
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? on : chosen.has(each))));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2 md:grid-cols-3">
        {GROUPS.map((group) => (
          <div key={group} className="space-y-1">
            <p className="text-xs font-medium text-muted-foreground">{t(`webhooksPage.eventGroups.${group}`)}</p>
            {WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith(`${group}.`)).map((type) => (
              <label
                key={type}
                htmlFor={`${id}-${type}`}
                // The whole row is the target: 44 px tall on a phone, 24 px (WCAG 2.2 target size) from sm up.
                className="flex min-h-11 items-center gap-2 font-mono text-xs sm:min-h-6"
              >
                <input
                  id={`${id}-${type}`}
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={chosen.has(type)}
                  onChange={(event) => toggle(type, event.currentTarget.checked)}
                />
                {type}
              </label>
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
