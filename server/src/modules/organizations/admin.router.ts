import { createOrganizationInputSchema, organizationSchema, organizationWithUsersSchema } from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { adminProcedure } from "../../trpc/procedures";

const TAGS = ["Admin"];

/** Operators create organizations (tenants) with ADMIN_TOKEN; users then join one by its ID. */
export const adminRouter = router({
  createOrganization: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/admin/organizations",
        tags: TAGS,
        operationId: "createOrganization",
        summary: "Create an organization",
        description:
          "Needs `Authorization: Bearer <ADMIN_TOKEN>`. The returned id is the organization ID users register with.",
      },
    })
    .input(createOrganizationInputSchema)
    .output(organizationSchema)
    .mutation(({ ctx, input }) => ctx.services.organizations.create(input.name)),

  listOrganizations: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/organizations",
        tags: TAGS,
        operationId: "listOrganizations",
        summary: "List organizations with their user counts",
      },
    })
    .input(z.void())
    .output(z.object({ organizations: z.array(organizationWithUsersSchema) }))
    .query(async ({ ctx }) => ({ organizations: await ctx.services.organizations.list() })),
});
