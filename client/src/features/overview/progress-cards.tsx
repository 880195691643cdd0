import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const PLANNED_WORK = [
  "Kontakty: osoby a organizace, jejich vazby a hierarchie",
  "Obchodní případy",
  "Faktury s exportem do PDF",
  "AI asistent v panelu vpravo",
  "API klíče pro integrátory",
] as const;

const FINISHED_WORK = [
  "Kontrola stavu backendu včetně databáze",
  "REST API /api/v1 s dokumentací OpenAPI",
  "Jednotné chybové odpovědi",
  "Registrace s ID organizace",
  "Přihlášení e-mailem a heslem",
  "Relace s automatickým obnovováním",
  "Odhlášení",
  "Světlý, tmavý a systémový motiv",
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
