import type { Contact } from "@kancl/shared";
import { Star, Unlink } from "lucide-react";
import { useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { TextLink } from "@/components/ui/text-link";
import { t } from "@/i18n/screens";
import { useLinkMutations } from "./contact-mutations";

/** A person–organization link as a card lists it: the contact on the other side, and the link's own fields. */
export interface LinkEntry {
  /** The relationship's id. */
  id: string;
  personId: string;
  role: string;
  isPrimary: boolean;
  other: Contact;
}

interface LinkListProps {
  links: readonly LinkEntry[];
  /** The contact whose page this is: names the link in the remove question ("Jana and Acme"). */
  ownerName: string;
  /** The role input's label, e.g. "Role at Acme" or "Role of Jana". */
  roleLabel: (link: LinkEntry) => string;
}

/** The links of a person or an organization (spec §2, §5): role edited inline, primary flag, Set Primary, remove. */
export function LinkList({ links, ownerName, roleLabel }: LinkListProps) {
  return (
    <ul className="divide-y">
      {links.map((link) => (
        <LinkRow key={link.id} link={link} ownerName={ownerName} roleLabel={roleLabel(link)} />
      ))}
    </ul>
  );
}

function LinkRow({ link, ownerName, roleLabel }: { link: LinkEntry; ownerName: string; roleLabel: string }) {
  const { update, unlink } = useLinkMutations();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const { other } = link;
  const detail = other.type === "person" ? (other.position ?? other.email) : other.legalName;

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-40 flex-1">
        <TextLink to={`/crm/contacts/${other.id}`}>{other.name}</TextLink>
        {detail ? <p className="truncate text-xs text-muted-foreground">{detail}</p> : null}
      </div>
      <RoleInput
        role={link.role}
        label={roleLabel}
        onSave={(role, revert) =>
          update.mutate({ personId: link.personId, relationshipId: link.id, role }, { onError: revert })
        }
      />
      <div className="flex items-center gap-1">
        {link.isPrimary ? (
          <Badge variant="success">
            <Star aria-hidden="true" className="mr-1 size-3" />
            {t("contactLinks.primary")}
          </Badge>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            aria-label={t("contactLinks.setPrimaryNamed", { name: other.name })}
            onClick={() => update.mutate({ personId: link.personId, relationshipId: link.id, isPrimary: true })}
          >
            {t("contactLinks.setPrimary")}
          </Button>
        )}
        <Button
          variant="ghostDestructive"
          size="sm"
          aria-label={t("contactLinks.removeNamed", { name: other.name })}
          onClick={() => setConfirmRemove(true)}
        >
          <Unlink aria-hidden="true" />
          {t("contactLinks.remove")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t("contactLinks.removeLinkTitle")}
        description={t("contactLinks.removeLinkDescription", { owner: ownerName, other: other.name })}
        confirmLabel={t("contactLinks.remove")}
        pendingLabel={t("contactLinks.removing")}
        destructive
        pending={unlink.isPending}
        onConfirm={() =>
          unlink.mutate(
            { personId: link.personId, relationshipId: link.id },
            { onSettled: () => setConfirmRemove(false) },
          )
        }
      />
    </li>
  );
}

interface RoleInputProps {
  role: string;
  label: string;
  /** Called with the new role; `revert` puts the saved role back (after a failed save). */
  onSave: (role: string, revert: () => void) => void;
}

/**
 * Spec §5: the role is edited in place and saved on blur, only when it is non-empty and changed; an emptied role
 * goes back to the saved one. Enter saves (by leaving the field), Escape cancels.
 */
function RoleInput({ role, label, onSave }: RoleInputProps) {
  const [value, setValue] = useState(role);
  const [savedRole, setSavedRole] = useState(role);
  const cancelled = useRef(false);
  // The saved role changed (the refetch after a save, or someone else's edit): show it.
  if (savedRole !== role) {
    setSavedRole(role);
    setValue(role);
  }

  return (
    <Input
      aria-label={label}
      className="h-8 w-44"
      value={value}
      maxLength={200}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          event.currentTarget.blur();
        } else if (event.key === "Escape") {
          cancelled.current = true;
          event.currentTarget.blur();
        }
      }}
      onBlur={() => {
        const next = value.trim();
        if (cancelled.current || !next) {
          cancelled.current = false;
          setValue(role);
          return;
        }
        setValue(next);
        if (next !== role) onSave(next, () => setValue(role));
      }}
    />
  );
}
