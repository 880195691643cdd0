/** A line on screens whose route exists but whose content arrives with a later issue. */
export function StubNotice({ children = "This screen is being built." }: { children?: string }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
