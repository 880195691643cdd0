import {
  checkContactRules,
  childrenSchema,
  contactListSchema,
  contactMergePreviewSchema,
  contactMergeResultSchema,
  contactSchema,
  createContactInputSchema,
  createLinkInputSchema,
  createRelationshipInputSchema,
  hierarchySchema,
  listContactsInputSchema,
  listRelationshipsInputSchema,
  organizationPeopleSchema,
  personOrganizationsSchema,
  relationshipListSchema,
  relationshipSchema,
  setParentInputSchema,
  updateContactFields,
  updateLinkFields,
  updateLinkNeedsAChange,
} from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure } from "../../trpc/procedures";

const TAGS = ["Contacts"];
const id = z.string().describe("Contact ID");
const success = z.object({ success: z.literal(true) });

/** Spec §7 Contacts: contacts, person–organization links and the organization hierarchy, all under /crm. */
export const contactsRouter = router({
  create: authedProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/crm/contacts",
        tags: TAGS,
        operationId: "createContact",
        summary: "Create a person or an organization",
        description:
          "A person needs a name and an e-mail; an organization a name and a legal name. Text is trimmed and empty values are dropped. Organization-only fields on a person (and position on an organization) answer 400.",
      },
    })
    .input(createContactInputSchema)
    .output(contactSchema)
    .mutation(({ ctx, input }) => ctx.services.contacts.create(ctx.orgId, input)),

  list: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/contacts",
        tags: TAGS,
        operationId: "listContacts",
        summary: "List contacts",
        description:
          "Ordered by name; with `q`, by relevance (an exact name, e-mail, IČO or DIČ first, then names that start with the text, a word that starts with it, any other match, similar spellings), then name. Without `limit` every match is returned; with it, pages continue from `nextCursor`.",
      },
    })
    .input(listContactsInputSchema)
    .output(contactListSchema)
    .query(({ ctx, input }) => ctx.services.contacts.list(ctx.orgId, input)),

  get: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/contacts/{id}",
        tags: TAGS,
        operationId: "getContact",
        summary: "Get a contact",
      },
    })
    .input(z.object({ id }))
    .output(contactSchema)
    .query(({ ctx, input }) => ctx.services.contacts.get(ctx.orgId, input.id)),

  update: authedProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/crm/contacts/{id}",
        tags: TAGS,
        operationId: "updateContact",
        summary: "Update a contact",
        description:
          "Send the `version` you read: if someone changed the contact since, the answer is 409 and nothing changes. The type cannot change.",
      },
    })
    .input(
      z
        .object({ id, ...updateContactFields })
        .strict()
        .superRefine(checkContactRules),
    )
    .output(contactSchema)
    .mutation(({ ctx, input: { id: contactId, ...fields } }) =>
      ctx.services.contacts.update(ctx.orgId, contactId, fields),
    ),

  delete: authedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/crm/contacts/{id}",
        tags: TAGS,
        operationId: "deleteContact",
        summary: "Delete a contact",
        description:
          "The contact disappears from every list and lookup, with its links; its sub-organizations become top-level. Deals and invoices that name it stay valid.",
      },
    })
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.contacts.delete(ctx.orgId, input.id);
      return { success: true as const };
    }),

  mergePreview: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/contacts/{id}/merge/{otherId}",
        tags: TAGS,
        operationId: "previewContactMerge",
        summary: "What merging another contact into this one would move",
        description:
          "Counts the links, sub-organizations, deals, invoices and projects that name the other contact. Both must be persons or both organizations.",
      },
    })
    .input(z.object({ id, otherId: z.string().describe("The contact that would be merged away") }))
    .output(contactMergePreviewSchema)
    .query(({ ctx, input }) => ctx.services.contacts.mergePreview(ctx.orgId, input.id, input.otherId)),

  merge: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/crm/contacts/{id}/merge/{otherId}",
        tags: TAGS,
        operationId: "mergeContacts",
        summary: "Merge another contact into this one",
        description:
          "In one transaction, everything that names the other contact moves to this one: links (a link this contact already has is kept instead), sub-organizations, deals, invoices (issued ones keep their frozen customer details) and projects. The other contact goes to the trash. This contact's own fields do not change.",
      },
    })
    .input(z.object({ id, otherId: z.string().describe("The contact to merge away") }))
    .output(contactMergeResultSchema)
    .mutation(({ ctx, input }) => ctx.services.contacts.merge(ctx.orgId, input.id, input.otherId)),

  organizationsOfPerson: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/contacts/{personId}/organizations",
        tags: TAGS,
        operationId: "listPersonOrganizations",
        summary: "The organizations a person is linked to",
      },
    })
    .input(z.object({ personId: id }))
    .output(personOrganizationsSchema)
    .query(async ({ ctx, input }) => ({
      organizations: await ctx.services.links.organizationsOf(ctx.orgId, input.personId),
    })),

  linkOrganization: authedProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/crm/contacts/{personId}/organizations",
        tags: TAGS,
        operationId: "linkPersonToOrganization",
        summary: "Link a person to an organization",
        description: "A duplicate link answers 409. A primary link becomes the person's only primary link.",
      },
    })
    .input(createLinkInputSchema.extend({ personId: id }))
    .output(relationshipSchema)
    .mutation(({ ctx, input }) => ctx.services.links.link(ctx.orgId, input, { personFromPath: true })),

  updateLink: authedProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/crm/contacts/{personId}/organizations/{relationshipId}",
        tags: TAGS,
        operationId: "updatePersonOrganizationLink",
        summary: "Change a link's role or make it primary",
      },
    })
    .input(
      z
        .object({ personId: id, relationshipId: z.string(), ...updateLinkFields })
        .strict()
        .refine(updateLinkNeedsAChange, { message: "Send role or isPrimary" }),
    )
    .output(relationshipSchema)
    .mutation(({ ctx, input: { personId, relationshipId, ...changes } }) =>
      ctx.services.links.updateLink(ctx.orgId, personId, relationshipId, changes),
    ),

  unlink: authedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/crm/contacts/{personId}/organizations/{relationshipId}",
        tags: TAGS,
        operationId: "unlinkPersonFromOrganization",
        summary: "Remove a link",
      },
    })
    .input(z.object({ personId: id, relationshipId: z.string() }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.links.unlink(ctx.orgId, input.personId, input.relationshipId);
      return { success: true as const };
    }),

  peopleOfOrganization: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/contacts/{organizationId}/people",
        tags: TAGS,
        operationId: "listOrganizationPeople",
        summary: "The people linked to an organization",
      },
    })
    .input(z.object({ organizationId: id }))
    .output(organizationPeopleSchema)
    .query(async ({ ctx, input }) => ({ people: await ctx.services.links.peopleOf(ctx.orgId, input.organizationId) })),

  children: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/contacts/{organizationId}/children",
        tags: TAGS,
        operationId: "listSubOrganizations",
        summary: "An organization's sub-organizations",
      },
    })
    .input(z.object({ organizationId: id }))
    .output(childrenSchema)
    .query(async ({ ctx, input }) => ({
      children: await ctx.services.contacts.children(ctx.orgId, input.organizationId),
    })),

  hierarchy: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/contacts/{id}/hierarchy",
        tags: TAGS,
        operationId: "getContactHierarchy",
        summary: "The chain of parent organizations",
        description: "`path` runs from the top ancestor down to the contact itself.",
      },
    })
    .input(z.object({ id }))
    .output(hierarchySchema)
    .query(async ({ ctx, input }) => ({ path: await ctx.services.contacts.hierarchy(ctx.orgId, input.id) })),

  setParent: authedProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/crm/contacts/{childId}/parent",
        tags: TAGS,
        operationId: "setParentOrganization",
        summary: "Move an organization under another one (null: to the top)",
        description: "The parent must be another organization outside the child's own subtree (409 for a cycle).",
      },
    })
    .input(setParentInputSchema.extend({ childId: id }))
    .output(contactSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.contacts.setParent(ctx.orgId, input.childId, input.parentOrganizationId),
    ),
});

export const relationshipsRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/relationships",
        tags: TAGS,
        operationId: "listRelationships",
        summary: "Every person–organization link, by update time",
        description:
          "For an integrator's sync (decision 200): ordered by `updatedAt`, then id (`order=asc` by default); `updatedSince` keeps those changed at or after an instant. Without `limit` every link is returned; with it, pages continue from `nextCursor`. Removed links (unlinked, or with a deleted contact): `GET /sync/deleted?type=relationship`.",
      },
    })
    .input(listRelationshipsInputSchema)
    .output(relationshipListSchema)
    .query(({ ctx, input }) => ctx.services.links.list(ctx.orgId, input)),

  createPersonOrganization: authedProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/crm/relationships/person-organization",
        tags: TAGS,
        operationId: "createPersonOrganizationRelationship",
        summary: "Link a person to an organization",
      },
    })
    .input(createRelationshipInputSchema)
    .output(relationshipSchema)
    .mutation(({ ctx, input }) => ctx.services.links.link(ctx.orgId, input, { personFromPath: false })),
});
