import {
  COMPANY_MESSAGES,
  type CompanyProfile,
  LOGO_MAX_BYTES,
  LOGO_MEDIA_TYPES,
  type LogoMediaType,
} from "@kancl/shared";
import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CanWrite } from "@/features/auth/use-can";
import { translateMessage } from "@/i18n/settings";
import { COMPANY_PAGE_TEXTS, companyLogoUrl, useDeleteCompanyLogo, useUploadCompanyLogo } from "./company-api";

const isLogoType = (type: string): type is LogoMediaType => (LOGO_MEDIA_TYPES as readonly string[]).includes(type);

/** A file's bytes in base64, as the upload takes them. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The logo: a preview of the stored image, upload (PNG or SVG, checked here and again by the server) and remove. */
export function CompanyLogoCard({ profile }: { profile: CompanyProfile }) {
  const inputId = useId();
  const errorId = useId();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadCompanyLogo();
  const remove = useDeleteCompanyLogo();
  const logo = profile.logo;

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!isLogoType(file.type)) return setProblem(COMPANY_MESSAGES.logoType);
    if (file.size > LOGO_MAX_BYTES) return setProblem(COMPANY_MESSAGES.logoTooLarge);
    upload.mutate({ mediaType: file.type, data: await base64Of(file) });
    if (input.current) input.current.value = "";
  }

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{COMPANY_PAGE_TEXTS.logoTitle}</CardTitle>
        <CardDescription>{COMPANY_PAGE_TEXTS.logoDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <div className="flex h-24 w-48 items-center justify-center rounded-md border bg-white p-2">
          {logo ? (
            <img
              src={companyLogoUrl(logo.updatedAt)}
              alt={COMPANY_PAGE_TEXTS.logoAlt}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="text-sm text-neutral-500">{COMPANY_PAGE_TEXTS.logoNone}</span>
          )}
        </div>
        <div className="space-y-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={LOGO_MEDIA_TYPES.join(",")}
            className="sr-only"
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <CanWrite>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm" aria-busy={upload.isPending}>
                <label htmlFor={inputId} className="cursor-pointer">
                  <ImageUp aria-hidden="true" />
                  {logo ? COMPANY_PAGE_TEXTS.logoReplace : COMPANY_PAGE_TEXTS.logoChoose}
                </label>
              </Button>
              {logo ? (
                <Button
                  type="button"
                  variant="ghostDestructive"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate()}
                >
                  <Trash2 aria-hidden="true" />
                  {COMPANY_PAGE_TEXTS.logoRemove}
                </Button>
              ) : null}
            </div>
          </CanWrite>
          {problem ? (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {translateMessage(problem)}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
