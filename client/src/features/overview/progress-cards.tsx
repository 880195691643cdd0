import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// Keep both lists true as features land (spec §2 Overview; issue 26 item 8). Last checked against main on
// 2026-11-26 12:00 UTC: search, merge and the history have landed; Czech covers most screens, not all yet.
const PLANNED_WORK = [
  "The rest of the app in Czech: settings, the assistant panel, the home figures and the task dialogs",
  "Webhooks, changes since a date for integrators, and several app servers proven behind a load balancer",
  "Email: mailbox sync (IMAP/SMTP) and threads",
  "Workspace: files, documents and sharing with clients",
  "Assistant: e-mails, once e-mail is connected",
] as const;

const FINISHED_WORK = [
  "Set-up in the browser on first run, with demo data to look around",
  "Sign-in, invitations by e-mail, password reset and sign out everywhere",
  "Roles: owner, admin, member and read-only; API keys with a read or read-write scope",
  "Backend status check, including the database and the PDF renderer",
  "Search across the CRM with a command palette (Ctrl/Cmd+K); duplicate warnings and contact merge",
  "History: an audit log of every change, notes and timelines on records",
  "English or Czech, chosen in Settings for the organization and each user; invoices in the customer's language",
  "Light, dark and system theme; screens from phone to desktop",
  "Contacts: people and organizations, their links and hierarchy; CSV import and export",
  "Deals with won/lost outcome",
  "Czech invoices: numbering, VAT, credit notes, payments, QR payment and PDF",
  "Trash: restore deleted contacts, deals and drafts for 30 days",
  "Home page: pipeline, unpaid and overdue invoices, revenue, recent activity and my tasks",
  "Projects: Kanban boards, a timeline and tasks (My tasks, Overdue) tied to clients and deals",
  "AI assistant in the right panel (offline model, changes confirmed); it creates projects and assigns tasks",
  "REST API /api/v1 with OpenAPI documentation and API keys",
  "Outgoing e-mail through SMTP, with an outbox admins can read",
] as const;

function WorkListCard({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1.5 pl-5 text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function RoadmapCard() {
  return <WorkListCard title="Roadmap" items={PLANNED_WORK} />;
}

export function DoneCard() {
  return <WorkListCard title="Co je hotové" items={FINISHED_WORK} />;
}
