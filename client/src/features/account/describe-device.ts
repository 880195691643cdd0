import { t } from "@/i18n/screens";

/** A short, readable name for a browser's user agent: "Firefox on Windows", "Safari on iPhone". */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return t("accountScreen.unknownDevice");
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\//.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrome\/|Chromium\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : undefined;
  const system = /iPhone/.test(userAgent)
    ? "iPhone"
    : /iPad/.test(userAgent)
      ? "iPad"
      : /Android/.test(userAgent)
        ? "Android"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Mac OS X|Macintosh/.test(userAgent)
            ? "macOS"
            : /Linux/.test(userAgent)
              ? "Linux"
              : undefined;
  if (browser && system) return t("accountScreen.browserOnSystem", { browser, system });
  return browser ?? system ?? userAgent.slice(0, 60);
}
