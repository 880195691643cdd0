import type { Contact } from "@kancl/shared";
import { useOrganizationPeople } from "./contact-queries";
import { LinksCard } from "./links-card";

/** An organization's people (spec §2): the same links as a person's Organizations card, seen from the other side. */
export function PeopleCard({ organization }: { organization: Contact }) {
  const links = useOrganizationPeople(organization.id);
  const entries = links.data?.people.map((item) => ({
    id: item.id,
    personId: item.person.id,
    role: item.role,
    isPrimary: item.isPrimary,
    other: item.person,
  }));
  return <LinksCard contact={organization} query={links} entries={entries} />;
}
