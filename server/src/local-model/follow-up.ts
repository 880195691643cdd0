import { CUES, isKnownWord } from "./lexicon";
import { Utterance } from "./utterance";

/**
 * Follow-up questions in one conversation (issue 43 item 2): "a kolik z toho je po splatnosti?", "and the lost ones?",
 * "a co Stavby Morava?", "whats his phone number" lean on the question before. The rule-based model reads them
 * together with that question: the earlier topic (invoices, deals, a named contact) and the new detail.
 */
const FOLLOW_UP =
  /^(a|and|ale|but|what about|how about|a co|a jak|which one|ktery z nich|ktera z nich|kolik to|how much is that)\b|\b(z toho|z nich|of those|of them|jeho|jeji|jejich|his|her|their|that in total|to dela|the lost ones|the won ones)\b/;
const ABOUT_SOMETHING_ELSE = /^(?:a co|a jak je to s|what about|how about|and)\s+(.+?)\??$/;

const STATUS_CUES = [
  CUES.won,
  CUES.lost,
  CUES.negotiation,
  CUES.lead,
  CUES.invoiceOverdue,
  CUES.invoiceOpen,
  CUES.invoicePaid,
  CUES.invoiceDraft,
];

export function withFollowUp(current: string, previous: string | undefined): string {
  if (!previous) return current;
  const now = new Utterance(current);
  const text = now.normalized.trim();
  if (!FOLLOW_UP.test(text)) return current;
  // "a co obchody ve vyjednávání?" names its own topic: a new question, unless it points back ("z toho").
  const topic = [CUES.invoice, CUES.deal, CUES.pipeline, CUES.contact, CUES.project, CUES.organization];
  const ownTopic = now.tokens().some((t) => topic.some((cue) => cue.test(t.key)));
  if (ownTopic && !/\b(z toho|z nich|of those|of them)\b/.test(text)) return current;
  const before = new Utterance(previous);
  const keys = (u: Utterance) => u.tokens().map((t) => t.key);
  // "a co Stavby Morava?": the same question about another name — the earlier one's known words, the new name.
  const other = ABOUT_SOMETHING_ELSE.exec(text)?.[1];
  if (other && now.tokens().some((t) => !isKnownWord(t.key))) {
    const question = before
      .tokens()
      .filter((t) => isKnownWord(t.key))
      .map((t) => t.clean)
      .join(" ");
    return `${question} ${current.replace(/^\s*(a co|a jak je to s|what about|how about|and)\s+/i, "")}`;
  }
  // "and the lost ones?": the new status replaces the earlier one.
  const statusNow = keys(now).some((k) => STATUS_CUES.some((cue) => cue.test(k)));
  const earlier = before
    .tokens()
    .filter((t) => !(statusNow && STATUS_CUES.some((cue) => cue.test(t.key))))
    .map((t) => t.clean)
    .join(" ");
  return `${earlier} ${current}`;
}
