import { Component, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/i18n/i18n";

interface State {
  failed: boolean;
}

/** A failure inside the assistant stays in its column: the page beside it keeps working. */
export class ChatPanelBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="space-y-3 p-4 text-sm">
        <p>{t("chatPanel.broken")}</p>
        <Button variant="outline" size="sm" onClick={() => this.setState({ failed: false })}>
          {t("chatPanel.retry")}
        </Button>
      </div>
    );
  }
}
