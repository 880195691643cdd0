import type { User } from "@kancl/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UIMessage } from "ai";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { testUser } from "@/test/auth-responses";
import { mockServer } from "@/test/mock-server";
import {
  answerChunks,
  chatAnswers,
  conversationUrl,
  renderChatPanel,
  resumeUrl,
  textMessage,
  uiMessageStream,
} from "./chat-test-support";

const janaKey = `kancl-chat-id:${testUser.id}`;
const otherUser: User = {
  ...testUser,
  id: "4b8e2f61-0c9a-4c1e-8f0e-2d7a9b3c5e01",
  name: "Petr Svoboda",
  email: "petr@example.com",
};

const log = () => screen.getByRole("log");
/** Finds text in the conversation, once the panel (after the session and the stored conversation) shows it. */
const findInLog = async (text: string) => within(await screen.findByRole("log")).findByText(text);

/** GET /api/v1/ai/chat/{chatId} answers the stored conversation; returns the ids that were asked for. */
function storedConversation(chatId: string, messages: UIMessage[]) {
  const reads: string[] = [];
  mockServer.use(
    http.get(conversationUrl(chatId), () => {
      reads.push(chatId);
      return HttpResponse.json({ id: chatId, title: "Chat", messages });
    }),
  );
  return reads;
}

/** GET …/{chatId}/stream: nothing to resume (204), or the given answer; returns how often it was asked. */
function resumeAnswers(chatId: string, answer: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const calls: string[] = [];
  mockServer.use(
    http.get(resumeUrl(chatId), () => {
      calls.push(chatId);
      return answer();
    }),
  );
  return calls;
}

async function send(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Zadej příkaz"), `${text}{Enter}`);
}

describe("ChatPanel: the conversation across reloads", () => {
  it("keeps the chat id per user, and after a reload restores the conversation from the server and goes on with it", async () => {
    const bodies = chatAnswers(
      () => uiMessageStream(answerChunks("Dobrý den", "a-1")),
      () => uiMessageStream(answerChunks("Otevřené faktury: žádné", "a-2")),
    );
    const first = renderChatPanel();
    await screen.findByRole("log");
    // Nothing to restore until something was said.
    expect(window.localStorage.getItem(janaKey)).toBeNull();
    await send("Ahoj");
    await within(log()).findByText("Dobrý den");
    const chatId = bodies[0]?.id as string;
    expect(window.localStorage.getItem(janaKey)).toBe(chatId);
    first.unmount();

    const reads = storedConversation(chatId, [
      textMessage("u-1", "user", "Ahoj"),
      textMessage("a-1", "assistant", "Dobrý den"),
    ]);
    const resumes = resumeAnswers(chatId);
    renderChatPanel();
    expect(await findInLog("Dobrý den")).toBeInTheDocument();
    expect(within(log()).getByText("Ahoj")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Try for example:" })).not.toBeInTheDocument();
    expect(reads).toEqual([chatId]);
    expect(resumes).toEqual([chatId]);

    await send("Najdi faktury");
    expect(await within(log()).findByText("Otevřené faktury: žádné")).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({ id: chatId, conversationId: chatId, trigger: "submit-message" });
    expect(bodies[1]?.messages).toHaveLength(1);
    expect(bodies[1]?.messages[0]).toMatchObject({ role: "user", parts: [{ type: "text", text: "Najdi faktury" }] });
  });

  it("shows restored messages as text only, without tool steps", async () => {
    storedConversation("chat-1", [
      textMessage("u-1", "user", "Najdi otevřené faktury"),
      {
        id: "a-1",
        role: "assistant",
        parts: [
          { type: "step-start" },
          {
            type: "tool-listInvoices",
            toolCallId: "c-1",
            state: "output-available",
            input: { status: "open" },
            output: { invoices: [{ invoiceNumber: "2026-0007" }] },
          },
          { type: "text", text: "Otevřené faktury: 2026-0007", state: "done" },
        ],
      },
    ]);
    resumeAnswers("chat-1");
    window.localStorage.setItem(janaKey, "chat-1");
    renderChatPanel();

    expect(await findInLog("Otevřené faktury: 2026-0007")).toBeInTheDocument();
    expect(log()).not.toHaveTextContent(/listInvoices|invoiceNumber|output-available/);
  });

  it("resumes an answer the server is still generating", async () => {
    storedConversation("chat-1", [textMessage("u-1", "user", "Najdi otevřené faktury")]);
    const resumes = resumeAnswers("chat-1", () => uiMessageStream(answerChunks("Otevřené faktury: 2026-0001", "a-1")));
    window.localStorage.setItem(janaKey, "chat-1");
    renderChatPanel();

    expect(await findInLog("Otevřené faktury: 2026-0001")).toBeInTheDocument();
    expect(within(log()).getByText("Najdi otevřené faktury")).toBeInTheDocument();
    expect(resumes).toEqual(["chat-1"]);
    expect(await screen.findByRole("button", { name: "Odeslat příkaz" })).toBeInTheDocument();
  });

  it("starts a new conversation when the stored id is not the user's (404)", async () => {
    let reads = 0;
    mockServer.use(
      http.get(conversationUrl("foreign-chat"), () => {
        reads += 1;
        return HttpResponse.json({ error: "Conversation not found" }, { status: 404 });
      }),
    );
    const bodies = chatAnswers(() => uiMessageStream(answerChunks("Dobrý den")));
    window.localStorage.setItem(janaKey, "foreign-chat");
    renderChatPanel();

    expect(await screen.findByRole("region", { name: "Try for example:" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(reads).toBe(1);
    await send("Ahoj");
    await within(log()).findByText("Dobrý den");
    expect(bodies[0]?.id).not.toBe("foreign-chat");
    expect(window.localStorage.getItem(janaKey)).toBe(bodies[0]?.id);
  });

  it("says when the conversation cannot be loaded (after one automatic retry), and loads it on request", async () => {
    let reads = 0;
    let serverUp = false;
    mockServer.use(
      http.get(conversationUrl("chat-1"), () => {
        reads += 1;
        return serverUp
          ? HttpResponse.json({ id: "chat-1", title: "Chat", messages: [textMessage("u-1", "user", "Ahoj")] })
          : HttpResponse.json({ error: "Database unavailable" }, { status: 503 });
      }),
    );
    resumeAnswers("chat-1");
    window.localStorage.setItem(janaKey, "chat-1");
    renderChatPanel();

    const alert = await screen.findByRole("alert", {}, { timeout: 3000 });
    expect(alert).toHaveTextContent(/^Chyba: Database unavailableTry again$/);
    expect(reads).toBe(2);
    serverUp = true;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await findInLog("Ahoj")).toBeInTheDocument();
    expect(window.localStorage.getItem(janaKey)).toBe("chat-1");
  });
});

describe("ChatPanel: new chat and users", () => {
  it("'New chat' starts a new, empty conversation with a new id", async () => {
    const user = userEvent.setup();
    const bodies = chatAnswers(
      () => uiMessageStream(answerChunks("Dobrý den", "a-1")),
      () => uiMessageStream(answerChunks("Nový začátek", "a-2")),
    );
    renderChatPanel();
    await send("Ahoj");
    await within(log()).findByText("Dobrý den");
    const firstId = bodies[0]?.id;

    await user.click(screen.getByRole("button", { name: "New chat" }));
    expect(await screen.findByRole("region", { name: "Try for example:" })).toBeInTheDocument();
    expect(log()).toBeEmptyDOMElement();
    // A reload now starts empty too: the old conversation is no longer the current one.
    expect(window.localStorage.getItem(janaKey)).toBeNull();

    await send("Znovu");
    expect(await within(log()).findByText("Nový začátek")).toBeInTheDocument();
    expect(within(log()).queryByText("Dobrý den")).not.toBeInTheDocument();
    const newId = bodies[1]?.id;
    expect(newId).not.toBe(firstId);
    expect(bodies[1]).toMatchObject({ id: newId, conversationId: newId });
    expect(window.localStorage.getItem(janaKey)).toBe(newId);
  });

  it("keeps each user's chat apart on a shared browser", async () => {
    window.localStorage.setItem(janaKey, "chat-of-jana");
    const bodies = chatAnswers(() => uiMessageStream(answerChunks("Dobrý den, Petře")));
    renderChatPanel(otherUser);

    // Petr starts empty: Jana's chat is neither read nor continued.
    expect(await screen.findByRole("region", { name: "Try for example:" })).toBeInTheDocument();
    await send("Ahoj");
    await within(log()).findByText("Dobrý den, Petře");
    expect(bodies[0]?.id).not.toBe("chat-of-jana");
    expect(window.localStorage.getItem(`kancl-chat-id:${otherUser.id}`)).toBe(bodies[0]?.id);
    expect(window.localStorage.getItem(janaKey)).toBe("chat-of-jana");
  });
});
