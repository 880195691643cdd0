import { COMPANY_MESSAGES, type CompanyProfile } from "@kancl/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { translated } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";

/** The texts of Settings → Company that are the screen's own (the field messages are the shared schema's). */
export const COMPANY_PAGE_TEXTS = translated({
  title: "companyScreen.title",
  description: "companyScreen.description",
  loading: "companyScreen.loading",
  save: "companyScreen.save",
  saving: "companyScreen.saving",
  reload: "companyScreen.reload",
  logoTitle: "companyScreen.logoTitle",
  logoDescription: "companyScreen.logoDescription",
  logoNone: "companyScreen.logoNone",
  logoChoose: "companyScreen.logoChoose",
  logoReplace: "companyScreen.logoReplace",
  logoRemove: "companyScreen.logoRemove",
  logoAlt: "companyScreen.logoAlt",
  ibanDerived: "companyScreen.ibanDerived",
  accountDerived: "companyScreen.accountDerived",
});

/** The same-origin address of the logo; `updatedAt` makes a replaced logo a new URL. */
export const companyLogoUrl = (updatedAt: string) => `/api/v1/settings/company/logo?v=${encodeURIComponent(updatedAt)}`;

/** Where a field of the profile is, for a link from anywhere (an invoice that cannot be issued, say). */
export const companyFieldHref = (field: string) => `/settings/company#company-${field}`;

export function useCompanyProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.company.get.queryOptions());
}

/** Every mutation answers the whole profile: it becomes the query's data at once. */
function useSetProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (profile: CompanyProfile) => queryClient.setQueryData(trpc.company.get.queryKey(), profile);
}

export function useSaveCompanyProfile() {
  const trpc = useTRPC();
  const setProfile = useSetProfile();
  return useMutation(
    trpc.company.update.mutationOptions({
      onSuccess: (profile) => {
        setProfile(profile);
        toast.success(COMPANY_MESSAGES.saved);
      },
    }),
  );
}

export function useUploadCompanyLogo() {
  const trpc = useTRPC();
  const setProfile = useSetProfile();
  return useMutation(
    trpc.company.uploadLogo.mutationOptions({
      onSuccess: (profile) => {
        setProfile(profile);
        toast.success(COMPANY_MESSAGES.logoSaved);
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    }),
  );
}

export function useDeleteCompanyLogo() {
  const trpc = useTRPC();
  const setProfile = useSetProfile();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.company.deleteLogo.mutationOptions({
      onSuccess: (profile) => {
        setProfile(profile);
        toast.success(COMPANY_MESSAGES.logoRemoved);
      },
      onError: (error) => {
        toast.error(errorMessageOf(error));
        void queryClient.invalidateQueries(trpc.company.pathFilter());
      },
    }),
  );
}
