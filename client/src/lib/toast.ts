import type { ReactNode } from "react";
import { type ExternalToast, toast as sonner } from "sonner";
import { translateMessage } from "@/i18n/i18n";

type Message = string | ReactNode;
const translated = (message: Message) => (typeof message === "string" ? translateMessage(message) : message);

/**
 * sonner's toast, in the language on screen: a toast's text that is a known message (the spec's and the server's
 * English texts, decision 182) shows in the reader's language. Every screen imports its toasts from here.
 */
export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => sonner(translated(message), options),
  {
    success: (message: Message, options?: ExternalToast) => sonner.success(translated(message), options),
    error: (message: Message, options?: ExternalToast) => sonner.error(translated(message), options),
    warning: (message: Message, options?: ExternalToast) => sonner.warning(translated(message), options),
    info: (message: Message, options?: ExternalToast) => sonner.info(translated(message), options),
    dismiss: (id?: string | number) => sonner.dismiss(id),
  },
);
