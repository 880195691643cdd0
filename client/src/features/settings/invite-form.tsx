import { createInvitationInputSchema, type Role } from "@kancl/shared";
import { Send } from "lucide-react";
import { type RefObject, useId } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { translateMessage, useT } from "@/i18n/settings";
import { parsedByServerSchema } from "@/lib/schema-form";
import { useCreateForm } from "./use-create-form";
import { type CreatedInvitation, useCreateInvitation } from "./users-api";

/** The roles an inviter may give: owners alone make owners. */
export const assignableRoles = (myRole: Role): Role[] =>
  myRole === "owner" ? ["member", "read-only", "admin", "owner"] : ["member", "read-only", "admin"];

const inviteFormSchema = z
  .object({ email: z.string(), role: z.enum(["owner", "admin", "member", "read-only"]) })
  .transform((values, ctx) =>
    parsedByServerSchema(createInvitationInputSchema, values, ctx, (issue) => ({
      field: "email",
      message: issue.message,
    })),
  );

const EMPTY = { email: "", role: "member" as Role };

interface InviteFormProps {
  myRole: Role;
  onCreated: (created: CreatedInvitation) => void;
  emailInputRef?: RefObject<HTMLInputElement | null>;
}

/** E-mail and role of a new invitation; the server's message under the address. */
export function InviteForm({ myRole, onCreated, emailInputRef }: InviteFormProps) {
  const t = useT();
  const emailId = useId();
  const errorId = useId();
  const roleId = useId();
  const create = useCreateInvitation();
  const { form, submit, problem, attempt, firstField } = useCreateForm({
    schema: inviteFormSchema,
    empty: EMPTY,
    field: "email",
    create,
    onCreated,
    inputRef: emailInputRef,
  });

  return (
    <form
      noValidate
      aria-label={t("usersScreen.inviteTitle")}
      className="flex flex-wrap items-start gap-4"
      onSubmit={submit}
    >
      <div className="min-w-56 flex-1 space-y-2">
        <Label htmlFor={emailId}>{t("settingsCommon.email")}</Label>
        <Input
          id={emailId}
          type="email"
          inputMode="email"
          autoComplete="off"
          {...firstField}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        {problem ? (
          <p key={attempt} id={errorId} role="alert" className="text-sm text-destructive">
            {translateMessage(problem.message)}
          </p>
        ) : null}
      </div>
      <div className="w-40 space-y-2">
        <Label htmlFor={roleId}>{t("settingsCommon.role")}</Label>
        <NativeSelect id={roleId} {...form.register("role")}>
          {assignableRoles(myRole).map((role) => (
            <option key={role} value={role}>
              {t(`invitation.roles.${role}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" className="mt-[1.375rem]" disabled={create.isPending} aria-busy={create.isPending}>
        <Send aria-hidden="true" />
        {create.isPending ? t("usersScreen.inviting") : t("usersScreen.invite")}
      </Button>
    </form>
  );
}
