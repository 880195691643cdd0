import { CONTACT_MESSAGES, type Contact, type DuplicateContact } from "@kancl/shared";
import { useMutation } from "@tanstack/react-query";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";
import { isStaleVersionError, useContactsCache } from "./contact-queries";
import { CONTACT_UI_TEXT } from "./contact-texts";

/**
 * The contact mutations with the spec §8 toasts: the success text, or the server's message with the spec's
 * fallback. Each refreshes the contacts queries afterwards, also after a failure: a refused call (a stale version,
 * a contact deleted by someone else) usually means the screen shows old data.
 */

/** The other contact a 409 names when the IČO or e-mail is taken (issue 24 item 3); undefined for other errors. */
export function duplicateOf(error: unknown): DuplicateContact | undefined {
  return (error as { shape?: { duplicate?: DuplicateContact } } | null)?.shape?.duplicate;
}

export function useCreateContact(
  onCreated: (contact: Contact) => void,
  onDuplicate?: (other: DuplicateContact) => void,
) {
  const trpc = useTRPC();
  const cache = useContactsCache();
  return useMutation(
    trpc.contacts.create.mutationOptions({
      onSuccess: async (contact) => {
        toast.success(CONTACT_MESSAGES.created);
        onCreated(contact);
        await cache.saved(contact);
      },
      onError: (error) => {
        const other = duplicateOf(error);
        if (other && onDuplicate) onDuplicate(other);
        else toast.error(errorMessageOf(error, CONTACT_MESSAGES.createFailed));
      },
    }),
  );
}

/** On a stale version (409) the form keeps the user's input and offers a reload through `onStale`. */
export function useUpdateContact(
  onUpdated: (contact: Contact) => void,
  onStale: () => void,
  onDuplicate?: (other: DuplicateContact) => void,
) {
  const trpc = useTRPC();
  const cache = useContactsCache();
  return useMutation(
    trpc.contacts.update.mutationOptions({
      onSuccess: async (contact) => {
        toast.success(CONTACT_MESSAGES.updated);
        onUpdated(contact);
        await cache.saved(contact);
      },
      onError: (error) => {
        const other = duplicateOf(error);
        if (other && onDuplicate) return onDuplicate(other);
        toast.error(errorMessageOf(error, CONTACT_MESSAGES.updateFailed));
        if (isStaleVersionError(error)) onStale();
      },
    }),
  );
}

export function useDeleteContact(onDeleted?: () => void) {
  const trpc = useTRPC();
  const cache = useContactsCache();
  return useMutation(
    trpc.contacts.delete.mutationOptions({
      onSuccess: async (_data, { id }) => {
        toast.success(CONTACT_MESSAGES.deleted);
        onDeleted?.();
        await cache.removed(id);
      },
      onError: (error) => {
        toast.error(errorMessageOf(error, CONTACT_MESSAGES.deleteFailed));
        return cache.invalidate();
      },
    }),
  );
}

/** Person–organization links (from either side: the person is always named). */
export function useLinkMutations() {
  const trpc = useTRPC();
  const cache = useContactsCache();
  const refresh = () => cache.invalidate();
  const link = useMutation(
    trpc.contacts.linkOrganization.mutationOptions({
      onError: (error) => toast.error(errorMessageOf(error, CONTACT_UI_TEXT.linkFailed)),
      onSettled: refresh,
    }),
  );
  const update = useMutation(
    trpc.contacts.updateLink.mutationOptions({
      onError: (error) => toast.error(errorMessageOf(error, CONTACT_UI_TEXT.updateLinkFailed)),
      onSettled: refresh,
    }),
  );
  const unlink = useMutation(
    trpc.contacts.unlink.mutationOptions({
      onError: (error) => toast.error(errorMessageOf(error, CONTACT_UI_TEXT.unlinkFailed)),
      onSettled: refresh,
    }),
  );
  return { link, update, unlink };
}

/** Moving an organization under another (or to the top). Spec §8: failures here are only logged. */
export function useSetParent() {
  const trpc = useTRPC();
  const cache = useContactsCache();
  return useMutation(
    trpc.contacts.setParent.mutationOptions({
      onError: (error) => console.error("Changing the parent organization failed:", errorMessageOf(error)),
      onSettled: () => cache.invalidate(),
    }),
  );
}
