import { CONTACT_TYPES, type ContactType } from "@kancl/shared";
import { Plus, X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ContactPicker } from "@/features/pickers/contact-picker";
import { t } from "@/i18n/screens";
import { cn } from "@/lib/utils";
import type { ContactFormValues } from "./contact-form-model";
import { useSubOrganizations } from "./contact-queries";
import { CONTACT_UI_TEXT, TYPE_LABELS } from "./contact-texts";
import { Field, TextField } from "./form-field";

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn("grid gap-4 rounded-xl border p-5 sm:grid-cols-2", className)}>
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

interface TypeSwitchProps {
  type: ContactType;
  /** On edit the type is shown, not chosen (spec §4: it cannot change after creation). */
  locked: boolean;
  onRequestChange: (type: ContactType) => void;
}

export function TypeSwitch({ type, locked, onRequestChange }: TypeSwitchProps) {
  if (locked) {
    return (
      <p className="text-sm">
        <span className="font-medium">{t("contactForm.typeLabel")}</span> {TYPE_LABELS[type]}{" "}
        <span className="text-muted-foreground">{t("contactForm.typeLocked")}</span>
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t("contactScreens.type")}</legend>
      <div className="inline-flex rounded-md border p-0.5">
        {CONTACT_TYPES.map((option) => (
          <label
            key={option}
            className={cn(
              "cursor-pointer rounded px-4 py-1.5 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-ring",
              option === type ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name="contact-type"
              value={option}
              className="sr-only"
              checked={option === type}
              onChange={() => onRequestChange(option)}
            />
            {TYPE_LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Name, e-mail, phone, and the fields of the chosen type (spec §3). */
export function BasicFields({ contactId }: { contactId?: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const type = useWatch<ContactFormValues, "type">({ name: "type" });
  const person = type === "person";
  return (
    <Section title={t("contactView.basicInformation")}>
      <TextField
        id="contact-name"
        label={t("contactScreens.name")}
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        id="contact-email"
        type="email"
        label={t("contactView.email")}
        required={person}
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        id="contact-phone"
        type="tel"
        label={t("contactScreens.phone")}
        error={errors.phone?.message}
        {...register("phone")}
      />
      {person ? (
        <TextField
          id="contact-position"
          label={t("contactView.position")}
          error={errors.position?.message}
          {...register("position")}
        />
      ) : (
        <>
          <TextField
            id="contact-legal-name"
            label={t("contactView.legalName")}
            required
            error={errors.legalName?.message}
            {...register("legalName")}
          />
          <TextField
            id="contact-tax-id"
            label={t("contactView.taxId")}
            error={errors.taxId?.message}
            {...register("taxId")}
          />
          <TextField
            id="contact-registration-number"
            label={t("contactView.registrationNumber")}
            error={errors.registrationNumber?.message}
            {...register("registrationNumber")}
          />
          <ParentOrganizationField contactId={contactId} />
        </>
      )}
    </Section>
  );
}

/**
 * Spec §5: the organizations except itself — and, since the server refuses cycles, except its sub-organizations (a
 * deeper descendant is refused by the server with its cycle message). Searched on the server (decision 185).
 */
function ParentOrganizationField({ contactId }: { contactId?: string }) {
  const { setValue } = useFormContext<ContactFormValues>();
  const parentId = useWatch<ContactFormValues, "parentOrganizationId">({ name: "parentOrganizationId" });
  const children = useSubOrganizations(contactId ?? "", Boolean(contactId));
  const excluded = new Set([
    ...(contactId ? [contactId] : []),
    ...(children.data?.children.map((child) => child.id) ?? []),
  ]);
  return (
    <Field id="contact-parent" label={t("contactForm.parentOrganization")} className="sm:col-span-2">
      {(control) => (
        <ContactPicker
          id={control.id}
          describedBy={control["aria-describedby"]}
          type="organization"
          exclude={excluded}
          clearable
          placeholder={t("contactForm.parentPlaceholder")}
          value={parentId}
          onChange={(next) => setValue("parentOrganizationId", next, { shouldDirty: true })}
        />
      )}
    </Field>
  );
}

/** Spec §3: organizations only; sent when street or city is filled. */
export function AddressFields() {
  const { register } = useFormContext<ContactFormValues>();
  return (
    <Section title={t("contactView.address")}>
      <p className="text-xs text-muted-foreground sm:col-span-2">{CONTACT_UI_TEXT.addressHint}</p>
      <TextField
        id="contact-street"
        label={t("contactForm.street")}
        className="sm:col-span-2"
        {...register("address.street")}
      />
      <TextField id="contact-city" label={t("contactForm.city")} {...register("address.city")} />
      <TextField id="contact-state" label={t("contactForm.state")} {...register("address.state")} />
      <TextField id="contact-postal-code" label={t("contactForm.postalCode")} {...register("address.postalCode")} />
      <TextField id="contact-country" label={t("contactForm.country")} {...register("address.country")} />
    </Section>
  );
}

/**
 * Spec §5: a section the user opens. For an organization, once open, billing name, e-mail and address are required
 * (marked *). Removing it empties the fields; on edit that clears the saved billing.
 */
export function BillingSection() {
  const {
    register,
    setValue,
    setFocus,
    formState: { errors },
  } = useFormContext<ContactFormValues>();
  const [type, open] = useWatch<ContactFormValues, ["type", "billingOpen"]>({ name: ["type", "billingOpen"] });
  const required = type === "organization";
  // Opening or removing the section replaces the button that was clicked: the focus moves on with the user.
  const toggled = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    if (open) setFocus("billing.name");
    else addButton.current?.focus();
  }, [open, setFocus]);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setValue("billingOpen", next);
  };

  if (!open) {
    return (
      <div className="rounded-xl border border-dashed p-5">
        <Button ref={addButton} variant="outline" onClick={() => toggle(true)}>
          <Plus aria-hidden="true" />
          {t("contactForm.addBilling")}
        </Button>
      </div>
    );
  }
  const billingErrors = errors.billing;
  return (
    <Section title={t("contactView.billingInformation")}>
      <TextField
        id="billing-name"
        label={t("contactView.billingName")}
        required={required}
        error={billingErrors?.name?.message}
        {...register("billing.name")}
      />
      <TextField
        id="billing-email"
        type="email"
        label={t("contactView.billingEmail")}
        required={required}
        error={billingErrors?.email?.message}
        {...register("billing.email")}
      />
      <Field
        id="billing-address"
        label={t("contactView.billingAddress")}
        required={required}
        error={billingErrors?.address?.message}
        className="sm:col-span-2"
      >
        {(control) => <Textarea rows={3} {...control} {...register("billing.address")} />}
      </Field>
      <TextField id="billing-tax-id" label={t("contactForm.billingTaxId")} {...register("billing.taxId")} />
      <TextField
        id="billing-registration-number"
        label={t("contactForm.billingRegistrationNumber")}
        {...register("billing.registrationNumber")}
      />
      <div className="sm:col-span-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setValue("billing", { name: "", email: "", address: "", taxId: "", registrationNumber: "" });
            toggle(false);
          }}
        >
          <X aria-hidden="true" />
          {t("contactForm.removeBilling")}
        </Button>
      </div>
    </Section>
  );
}

/**
 * The language of the customer's invoices (decision 183): English, Czech, or none — then by the country of its
 * address (Czech for a Czech customer or one with no country, English abroad). The invoice form presets its language
 * from it.
 */
export function InvoiceLanguageSection() {
  const { register } = useFormContext<ContactFormValues>();
  return (
    <Section title={t("contactInvoiceLanguage.section")}>
      <Field
        id="contact-invoice-language"
        label={t("contactInvoiceLanguage.label")}
        hint={t("contactInvoiceLanguage.hint")}
      >
        {(control) => (
          <NativeSelect {...control} {...register("invoiceLanguage")}>
            <option value="">{t("contactInvoiceLanguage.byCountry")}</option>
            <option value="en">{t("contactInvoiceLanguage.english")}</option>
            <option value="cs">{t("contactInvoiceLanguage.czech")}</option>
          </NativeSelect>
        )}
      </Field>
    </Section>
  );
}
