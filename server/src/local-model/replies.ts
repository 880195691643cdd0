import type { Reply } from "./intents";
import type { Language } from "./numbers-and-dates";

/**
 * Example commands shown when the model did not understand or is asked what it can do. Each one is understood by
 * the parser (the tests send every example back to the model), so the help never suggests a dead end.
 */
export const EXAMPLE_COMMANDS: Record<Language, readonly string[]> = {
  cs: [
    "Najdi všechny otevřené faktury",
    "Kolik máme nezaplaceno?",
    "Ukaž obchody ve vyjednávání",
    "Označ obchod Licence jako vyhraný za 120 000 Kč",
    "Vytvoř kontakt Jan Novák jan@firma.cz",
  ],
  en: [
    "Find all open invoices",
    "How much is unpaid?",
    "Show deals in negotiation",
    "Mark deal Licence won for 5000",
    "Create contact Jan Novak jan@example.com",
  ],
};

const examples = (language: Language) => EXAMPLE_COMMANDS[language].map((example) => `• ${example}`).join("\n");

/** The model's answer when no tool is called. */
export function renderReply(reply: Reply, language: Language): string {
  const cs = language === "cs";
  switch (reply.type) {
    case "greeting":
      return cs
        ? "Ahoj! Jsem asistent Kanclu. Pomůžu s kontakty, obchody a fakturami — třeba „Najdi všechny otevřené faktury“."
        : "Hi! I'm Kancl's assistant. I can help with contacts, deals and invoices — for example “Find all open invoices”.";
    case "thanks":
      return cs ? "Rádo se stalo. Stačí napsat, co dál." : "You're welcome. Just tell me what's next.";
    case "help": {
      const intro = cs
        ? "Umím hledat kontakty, obchody a faktury, shrnout pipeline, říct tvé úkoly a připravit změny (i nové projekty a úkoly), které pak potvrdíš."
        : "I can look up contacts, deals and invoices, summarise the pipeline, list your tasks and prepare changes (new projects and tasks too) for you to confirm.";
      const tryThese = cs ? "Zkus například:" : "Try for example:";
      if (reply.asked) return `${intro} ${tryThese}\n${examples(language)}`;
      // Not understood (issue 43 item 2): say so plainly, never guess at a record, and name two things it can do.
      const [first, second] = EXAMPLE_COMMANDS[language];
      return cs
        ? `To nevím — na tohle mi data v Kanclu odpověď nedají. ${intro} Zkus třeba „${first}“ nebo „${second}“.`
        : `I don't know that — Kancl's data has no answer to it. ${intro} Try for example “${first}” or “${second}”.`;
    }
    case "email":
      return cs
        ? "E-mail zatím není do Kanclu připojený, takže e-maily číst, shrnovat ani posílat neumím. Připojení schránky je v plánu (stránka Email). S kontakty, obchody a fakturami ale pomůžu."
        : "Email is not connected to Kancl yet, so I cannot read, summarise or send emails. Mailbox sync is planned (see the Email page). I can help with contacts, deals and invoices.";
    case "projectNeeds":
      return projectNeeds(reply.what, cs);
    case "nothingToConfirm":
      return cs
        ? "Teď nic nečeká na potvrzení. Napiš, co mám udělat — třeba „Ukaž obchody ve vyjednávání“."
        : "Nothing is waiting for confirmation. Tell me what to do — for example “Show deals in negotiation”.";
    case "notDoneYet":
      return cs ? "Zatím jsem nic neprovedl." : "I have not changed anything yet.";
    case "nameTooLong":
      return cs
        ? `Tak dlouhý název (přes ${reply.limit} znaků) nehledám. Napiš ho kratší, třeba „Najdi kontakt Jan Novák“.`
        : `I do not look up a name that long (over ${reply.limit} characters). Write a shorter one, e.g. “Find contact Jan Novak”.`;
    case "needDeal":
      return cs
        ? `Který obchod mám označit jako ${reply.outcome === "won" ? "vyhraný" : "prohraný"}? Napiš jeho název, např. „Označ obchod Licence jako ${reply.outcome === "won" ? "vyhraný za 120 000 Kč" : "prohraný"}“.`
        : `Which deal should I mark as ${reply.outcome}? Give its title, e.g. “Mark deal Licence ${reply.outcome === "won" ? "won for 5000" : "lost"}”.`;
    case "needAmount":
      return cs
        ? `Za kolik byl obchod „${reply.deal}“ vyhraný? Napiš skutečnou hodnotu, např. „Označ obchod ${reply.deal} jako vyhraný za 120 000 Kč“.`
        : `What is the actual value of the deal “${reply.deal}”? For example “Mark deal ${reply.deal} won for 5000”.`;
    case "needOutcome":
      return cs
        ? `Mám obchod „${reply.deal}“ označit jako vyhraný (a za kolik), nebo jako prohraný?`
        : `Should I mark the deal “${reply.deal}” as won (and for how much) or as lost?`;
    case "needDealTitle":
      return cs
        ? "Jak se má nový obchod jmenovat? Napiš např. „Založ obchod Web pro Acme za 50 000 Kč“."
        : "What should the new deal be called? For example “Create deal Website for Acme for 5000 EUR”.";
    case "needContactName":
      return cs
        ? "Jak se má nový kontakt jmenovat? Napiš např. „Vytvoř kontakt Jan Novák jan@firma.cz“ nebo „Vytvoř organizaci Acme s.r.o.“."
        : "What is the new contact's name? For example “Create contact Jan Novak jan@example.com” or “Create organization Acme Ltd”.";
    case "needEmail":
      return cs
        ? `Pro vytvoření osoby ${reply.name} potřebuji e-mail, např. „Vytvoř kontakt ${reply.name} jmeno@firma.cz“. Jde-li o firmu, napiš „Vytvoř organizaci ${reply.name}“.`
        : `To create the person ${reply.name} I need an email address, e.g. “Create contact ${reply.name} name@example.com”. If it is a company, write “Create organization ${reply.name}”.`;
    case "needInvoiceNumber":
      return cs
        ? "Kterou fakturu? Napiš její číslo, např. „Označ fakturu 2026-0003 jako zaplacenou“."
        : "Which invoice? Give its number, e.g. “Mark invoice 2026-0003 as paid”.";
    case "unsupported":
      return unsupported(reply.what, cs);
  }
}

function unsupported(what: Extract<Reply, { type: "unsupported" }>["what"], cs: boolean): string {
  switch (what) {
    case "createInvoice":
      return cs
        ? "Faktury zatím vytvářet neumím — založ ji na stránce Faktury tlačítkem New Invoice. Faktury ale umím vyhledat a sečíst."
        : "I cannot create invoices yet — use New Invoice on the Invoices page. I can find and total invoices, though.";
    case "delete":
      return cs
        ? "Mazat záznamy neumím. Smazání udělej přímo v seznamu kontaktů, obchodů nebo faktur."
        : "I cannot delete records. Delete them in the contacts, deals or invoices list.";
    case "edit":
      return cs
        ? "Upravovat záznamy zatím neumím — použij formulář Edit. Obchod ve vyjednávání ale umím označit jako vyhraný nebo prohraný."
        : "I cannot edit records yet — use the Edit form. I can mark a deal in negotiation as won or lost, though.";
    case "dealStatus":
      return cs
        ? "Obchod umím označit jen jako vyhraný nebo prohraný. Jiný stav nastav ve formuláři obchodu."
        : "I can only mark a deal as won or lost. Set other statuses in the deal's form.";
  }
}

function projectNeeds(what: Extract<Reply, { type: "projectNeeds" }>["what"], cs: boolean): string {
  switch (what) {
    case "client":
      return cs
        ? "Pro kterého klienta má projekt být? Napiš např. „Vytvoř nový projekt pro klienta Acme“."
        : "Which client is the project for? For example “Create a new project for client Acme”.";
    case "taskTitle":
      return cs
        ? "Jak se má úkol jmenovat? Napiš např. „Přidej do projektu Web Acme úkol Připravit nabídku“."
        : "What is the task called? For example “Add task Prepare offer to project Web Acme”.";
    case "project":
      return cs
        ? "Do kterého projektu? Napiš např. „Přidej do projektu Web Acme úkol Připravit nabídku“."
        : "To which project? For example “Add task Prepare offer to project Web Acme”.";
    case "assignee":
      return cs
        ? "Komu mám úkol přiřadit? Napiš např. „Přiřaď úkol Připravit nabídku Janě“."
        : "Who should get the task? For example “Assign task Prepare offer to Jana”.";
    case "task":
      return cs
        ? "Který úkol? Napiš jeho název, např. „Přiřaď úkol Připravit nabídku Janě“."
        : "Which task? Give its title, e.g. “Assign task Prepare offer to Jana”.";
  }
}

/** Said when the tool for a request is not offered in this call (e.g. tools turned off). */
export function toolUnavailable(language: Language): string {
  return language === "cs"
    ? "Na tohle teď nemám k dispozici potřebný nástroj, takže data z CRM nenačtu."
    : "The tool I need for this is not available right now, so I cannot read the CRM data.";
}
