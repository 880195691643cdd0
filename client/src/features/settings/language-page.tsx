import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@kancl/shared/i18n/languages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useCan } from "@/features/auth/use-can";
import { useSession } from "@/features/auth/use-session";
import { setLanguage, useT } from "@/i18n/i18n";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";

/** The user's own choice: "" follows the organization's default. */
const FOLLOW = "";

/**
 * Settings → Language (/settings/language, decision 180): the user's own language, and for owners and admins the
 * organization's default. A choice is saved at once and the screen changes language where it is.
 */
export function LanguagePage() {
  const t = useT();
  const { user, updateUser } = useSession();
  const { administer } = useCan();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const yoursId = useId();
  const organizationId = useId();
  const organization = useQuery(trpc.organizationLanguage.get.queryOptions());

  const setYours = useMutation(
    trpc.account.setLanguage.mutationOptions({
      onSuccess: async (updated) => {
        // The new language first, so that the confirmation is already in it.
        await setLanguage(updated.language).catch(() => undefined);
        updateUser(updated);
        toast.success(t("language.saved"));
      },
      onError: (error) => toast.error(errorMessageOf(error, t("language.saveFailed"))),
    }),
  );
  const setOrganization = useMutation(
    trpc.organizationLanguage.set.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.organizationLanguage.get.queryKey(), saved);
        // The effective language of everyone who follows the default changed, this user's too.
        const me = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 }).catch(() => null);
        if (me) {
          await setLanguage(me.language).catch(() => undefined);
          updateUser(me);
        }
        toast.success(t("language.saved"));
      },
      onError: (error) => toast.error(errorMessageOf(error, t("language.saveFailed"))),
    }),
  );

  if (!user) return null;
  const organizationLanguage = organization.data?.language ?? user.organizationLanguage;

  return (
    <div className="space-y-6">
      <PageHeader title={t("language.title")} description={t("language.description")} />
      <Card>
        <CardHeader>
          <CardTitle>{t("language.yours")}</CardTitle>
          <CardDescription>{t("language.yoursDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="max-w-sm space-y-2">
          <Label htmlFor={yoursId}>{t("language.yours")}</Label>
          <NativeSelect
            id={yoursId}
            value={user.languagePreference ?? FOLLOW}
            disabled={setYours.isPending}
            onChange={(event) =>
              setYours.mutate({ language: event.target.value === FOLLOW ? null : (event.target.value as Language) })
            }
          >
            <option value={FOLLOW}>
              {t("language.followOrganization", { language: LANGUAGE_NAMES[user.organizationLanguage] })}
            </option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </NativeSelect>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("language.organization")}</CardTitle>
          <CardDescription>{t("language.organizationDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="max-w-sm space-y-2">
          <Label htmlFor={organizationId}>{t("language.organization")}</Label>
          <NativeSelect
            id={organizationId}
            value={organizationLanguage}
            disabled={!administer || setOrganization.isPending}
            aria-describedby={administer ? undefined : `${organizationId}-hint`}
            onChange={(event) => setOrganization.mutate({ language: event.target.value as Language })}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </NativeSelect>
          {!administer && (
            <p id={`${organizationId}-hint`} className="text-sm text-muted-foreground">
              {t("language.organizationReadOnly")}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
