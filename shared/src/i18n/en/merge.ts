/**
 * English texts of merging two contacts in the browser (issue 24 item 3, decision 104): their own part of the
 * catalogue (catalogue.ts spreads it into `en`), added by the contact page's chunk (client features/contacts/merge-texts.ts).
 */
export const enMerge = {
  merge: {
    action: "Merge…",
    title: "Merge contacts",
    description:
      "Choose the duplicate of {{name}}. Everything that names the duplicate moves to the contact that stays; the other goes to the trash, where it can be restored.",
    other: "Duplicate to merge",
    otherPlaceholder: "Type to search contacts…",
    keep: "Which contact stays?",
    keepHint: "The contact that stays keeps its own details; nothing of the other's is copied into them.",
    loadingPreview: "Looking at what would move…",
    previewFailed: "Could not preview the merge: {{message}}",
    movesTitle: "What moves from {{away}} to {{kept}}",
    links: "Links to people or organizations: {{count}}",
    duplicateLinks: "Links {{kept}} already has (dropped, not moved): {{count}}",
    children: "Sub-organizations: {{count}}",
    deals: "Deals: {{count}}",
    draftInvoices: "Draft invoices (they take {{kept}}'s details when issued): {{count}}",
    issuedInvoices: "Issued invoices and credit notes (they keep the customer details printed on them): {{count}}",
    projects: "Projects: {{count}}",
    nothingMoves: "Nothing names {{away}}: it only goes to the trash.",
    toTrash: "{{away}} goes to the trash; Settings → Trash can restore it.",
    confirm: "Merge",
    merging: "Merging…",
    cancel: "Cancel",
    merged: "Contacts merged",
    failed: "Failed to merge contacts",
    mergeWithIt: "Merge with it",
  },
} as const;
