import { createWebhookInputSchema, type WebhookEventType } from "@kancl/shared";
import { Plus } from "lucide-react";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useT } from "@/i18n/settings";
import { parsedByServerSchema, useSchemaForm } from "@/lib/schema-form";
import { WebhookEventsField } from "./webhook-events-field";
import { useCreateWebhook, type WebhookWithSecret } from "./webhooks-api";

/** The server's own input schema checks the form, so its messages ("URL must not contain a user name …") show. */
const createWebhookFormSchema = z
  .object({ url: z.string(), description: z.string(), events: z.array(z.string()) })
  .transform((values, ctx) => parsedByServerSchema(createWebhookInputSchema, values, ctx));

const EMPTY = { url: "", description: "", events: [] as string[] };

/** URL, description and events of a new endpoint; the secret comes back in `onCreated`. */
export function CreateWebhookForm({ onCreated }: { onCreated: (created: WebhookWithSecret) => void }) {
  const t = useT();
  const urlId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const create = useCreateWebhook();
  const { form, handleSubmit, problem, attempt } = useSchemaForm({
    schema: createWebhookFormSchema,
    defaultValues: EMPTY,
  });

  const submit = handleSubmit((input) => {
    if (create.isPending) return;
    create.mutate(input, {
      onSuccess: (created) => {
        form.reset(EMPTY);
        onCreated(created);
      },
    });
  });

  return (
    <form noValidate aria-label={t("webhooksPage.addTitle")} className="space-y-4" onSubmit={submit}>
      <div className="flex flex-wrap gap-4">
        <div className="min-w-72 flex-[2] space-y-2">
          <Label htmlFor={urlId}>{t("webhooksPage.url")}</Label>
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/kancl-webhooks"
            {...form.register("url")}
            aria-invalid={problem?.field === "url" ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
        </div>
        <div className="min-w-56 flex-1 space-y-2">
          <Label htmlFor={descriptionId}>{t("webhooksPage.descriptionLabel")}</Label>
          <Input id={descriptionId} autoComplete="off" {...form.register("description")} />
        </div>
      </div>
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <WebhookEventsField
            legend={t("webhooksPage.events")}
            value={field.value}
            onChange={(events: WebhookEventType[]) => field.onChange(events)}
          />
        )}
      />
      {problem ? (
        <p key={attempt} id={errorId} role="alert" className="text-sm text-destructive">
          {problem.message}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
        <Plus aria-hidden="true" />
        {create.isPending ? t("webhooksPage.adding") : t("webhooksPage.add")}
      </Button>
    </form>
  );
}
