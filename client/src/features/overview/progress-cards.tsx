import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// Keep both lists true as features land (issue "Organizations, accounts and sessions").
const PLANNED_WORK = [
  "E-mail: synchronizace schránky (IMAP/SMTP) a vlákna",
  "Workspace: soubory, dokumenty a sdílení s klienty",
  "Asistent: e-maily, až bude e-mail připojený",
] as const;

const FINISHED_WORK = [
  "Kontrola stavu backendu včetně databáze",
  "Registrace s ID organizace, přihlášení a obnovování relace",
  "Světlý, tmavý a systémový motiv",
  "Kontakty: osoby a organizace, jejich vazby a hierarchie",
  "Obchodní případy s výsledkem vyhráno/prohráno",
  "Faktury s číslováním, výpočtem DPH a exportem do PDF",
  "AI asistent v panelu vpravo (offline model, potvrzování změn)",
  "REST API /api/v1 s dokumentací OpenAPI a API klíči",
  "Projekty: Kanban, časová osa a úkoly (Moje úkoly, Po termínu) navázané na klienty a obchody",
  "Asistent zakládá projekty a úkoly a přiřazuje je kolegům (po potvrzení)",
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
