import { Component, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

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
        <p>Asistent teď nefunguje.</p>
        <Button variant="outline" size="sm" onClick={() => this.setState({ failed: false })}>
          Zkusit znovu
        </Button>
      </div>
    );
  }
}
