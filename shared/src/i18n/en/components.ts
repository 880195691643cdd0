/** English texts of the shared components behind the shell (decision 180): paging, placeholders, the Email module. */
export const enComponents = {
  components: {
    loadMore: "Load more",
    loadingMore: "Loading...",
    comingSoon: "Coming soon",
    plannedFeatures: "Planned features",
    stubNotice: "This screen is being built.",
    checkForm: "Please check the form",
    ok: "OK",
    breadcrumb: "Breadcrumb",
  },
  emailScreen: {
    title: "Email",
    summary: "Your mailbox, linked to contacts, deals and projects.",
    features: {
      sync: "Mailbox sync and threading over IMAP/SMTP",
      operations: "Operations email.sync_mailbox, email.send_email, email.link_to_entity",
      attachments: "Automatic saving of attachments to Workspace",
    },
  },
  workspaceScreen: {
    title: "Workspace",
    summary: "Files and documents of your organization.",
    features: {
      files: "Folder tree, files and documents",
      editor: "Markdown editor with versions",
      sharing: "Sharing with clients through a portal",
    },
  },
} as const;
