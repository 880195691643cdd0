import type { Contact, ContactSort } from "@kancl/shared";
import { Eye } from "lucide-react";
import { useDeferredValue } from "react";
import { Link } from "react-router";
import { SortableHead } from "@/components/sortable-head";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import { CanWrite } from "@/features/auth/use-can";
import { useT } from "@/i18n/screens";
import type { ListSort } from "@/lib/list-sort";
import { TYPE_LABELS } from "./contact-texts";
import { DeleteContactButton } from "./delete-contact-button";

/** Rows rendered in the first pass: more than a tall screen shows. */
const FIRST_PAINT_ROWS = 20;

/** The contacts list's table (spec §2): Name, Type, Email/Legal Name, Phone, Actions (View, Delete). */
export function ContactsTable({
  contacts,
  sort,
  onSort,
}: {
  contacts: readonly Contact[];
  /** The list's sort and the handler of a header click (issue 23); without them the headers are plain text. */
  sort?: ListSort<ContactSort>;
  onSort?: (column: ContactSort) => void;
}) {
  const t = useT();
  // The first rows fill a screen and paint at once; the rest of the page (up to 50 rows with their links, buttons and
  // icons) follows in an interruptible background render, so the list never blocks the main thread in one long task.
  const rows = useDeferredValue(contacts, contacts.slice(0, FIRST_PAINT_ROWS));
  return (
    <Table aria-label={t("contactScreens.title")}>
      <TableHeader>
        <TableRow>
          <SortableHead column="name" label={t("contactScreens.name")} current={sort} onSort={onSort} />
          <SortableHead column="type" label={t("contactScreens.type")} current={sort} onSort={onSort} />
          <TableHead scope="col">{t("contactScreens.emailOrLegalName")}</TableHead>
          <TableHead scope="col">{t("contactScreens.phone")}</TableHead>
          <TableHead scope="col">{t("common.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((contact) => (
          <ContactRow key={contact.id} contact={contact} />
        ))}
      </TableBody>
    </Table>
  );
}

function ContactRow({ contact }: { contact: Contact }) {
  const t = useT();
  // A person is reached by e-mail; an organization is told apart by its legal name.
  const secondary = contact.type === "person" ? contact.email : contact.legalName;
  return (
    <TableRow>
      <TableCell>
        <TextLink to={`/crm/contacts/${contact.id}`}>{contact.name}</TextLink>
      </TableCell>
      <TableCell>
        <Badge variant={contact.type === "person" ? "secondary" : "outline"}>{TYPE_LABELS[contact.type]}</Badge>
      </TableCell>
      <TableCell className="max-w-64 truncate">{secondary ?? "—"}</TableCell>
      <TableCell className="whitespace-nowrap">{contact.phone ?? "—"}</TableCell>
      <TableCell>
        <div className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link
              to={`/crm/contacts/${contact.id}`}
              aria-label={t("contactScreens.viewContact", { name: contact.name })}
            >
              <Eye aria-hidden="true" />
              {t("common.view")}
            </Link>
          </Button>
          <CanWrite>
            <DeleteContactButton contact={contact} inList />
          </CanWrite>
        </div>
      </TableCell>
    </TableRow>
  );
}
