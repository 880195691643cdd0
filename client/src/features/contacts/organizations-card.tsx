import type { Contact } from "@kancl/shared";
import { usePersonOrganizations } from "./contact-queries";
import { LinksCard } from "./links-card";

/** A person's organizations (spec §2): the links with role and primary flag, adding, and creating a new one. */
export function OrganizationsCard({ person }: { person: Contact }) {
  const links = usePersonOrganizations(person.id);
  const entries = links.data?.organizations.map((item) => ({
    id: item.id,
    personId: person.id,
    role: item.role,
    isPrimary: item.isPrimary,
    other: item.organization,
  }));
  return <LinksCard contact={person} query={links} entries={entries} />;
}
