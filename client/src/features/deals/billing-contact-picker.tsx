import { ContactPicker } from "@/features/pickers/contact-picker";
import { t } from "@/i18n/screens";

interface BillingContactPickerProps {
  id: string;
  /** The chosen organization's id, or "" for none. */
  value: string;
  onChange: (id: string) => void;
  /** The deal named a contact that has been deleted since. */
  removed: boolean;
  hintId: string;
}

/**
 * The billing contact, chosen among the organizations (spec §5) by searching them on the server (decision 185), or
 * none: the box emptied, or its clear button.
 */
export function BillingContactPicker({ id, value, onChange, removed, hintId }: BillingContactPickerProps) {
  return (
    <>
      <ContactPicker
        id={id}
        type="organization"
        value={value}
        onChange={(next) => onChange(next)}
        clearable
        placeholder={t("contactForm.parentPlaceholder")}
        describedBy={removed ? hintId : undefined}
      />
      {removed ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("dealForm.billingContactRemoved")}
        </p>
      ) : null}
    </>
  );
}
