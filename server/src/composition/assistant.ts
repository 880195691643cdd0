import type { LanguageModel } from "ai";
import { type ChatService, createActionPerformer, createChatService } from "../modules/chat/chat.service";
import { chatModelFromSettings } from "../modules/chat/chat-model";
import { createAgendaTool } from "../modules/chat/tools/agenda-tool";
import { createCrmTools } from "../modules/chat/tools/crm-tools";
import { createProjectTools } from "../modules/chat/tools/project-tools";
import type { Area } from "./area";
import type { CrmServices } from "./crm";
import type { PlatformServices } from "./platform";
import type { ProjectServices } from "./projects";
import type { SalesServices } from "./sales";

export interface AssistantServices {
  chat: ChatService;
}

export function assistantArea(
  { database, logger, chatStreams }: PlatformServices,
  { contacts, links }: CrmServices,
  { deals, invoices }: SalesServices,
  { projects }: ProjectServices,
  chatModel: LanguageModel | undefined,
): Area<AssistantServices> {
  const chat = createChatService({
    db: database.db,
    model: chatModel ?? chatModelFromSettings({ AI_PROVIDER: "local" }),
    registry: chatStreams,
    logger,
    // The assistant's tools call the services above, like the API does.
    toolsFor: ({ orgId, userId, propose }) => ({
      ...createCrmTools({ services: { contacts, links, deals, invoices }, orgId, propose }),
      ...createProjectTools({ services: { contacts, projects }, orgId, userId, propose }),
      ...createAgendaTool({ services: { invoices, deals, projects }, orgId, userId }),
    }),
    perform: createActionPerformer({ contacts, deals, invoices, projects }),
  });
  return { services: { chat } };
}
