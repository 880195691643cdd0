import { useId } from "react";
import { Label } from "@/components/ui/label";
import { ContactPicker } from "@/features/pickers/contact-picker";
import { t } from "@/i18n/areas";

export interface ChosenClient {
  id: string;
  name: string;
}

/**
 * A project's client: an organization contact, found with the contacts search on the server and chosen from its
 * matches in the app's one record picker (decision 185).
 */
export function ClientChooser({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: ChosenClient | null;
  onChange: (client: ChosenClient | null) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("projectForm.client")}</Label>
      <ContactPicker
        id={id}
        type="organization"
        value={value?.id ?? ""}
        onChange={(_, contact) => onChange(contact ? { id: contact.id, name: contact.name } : null)}
        invalid={invalid}
        describedBy={describedBy}
      />
    </div>
  );
}
