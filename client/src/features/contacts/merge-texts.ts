import { enMerge } from "@kancl/shared/i18n/en/merge";
import { addEnglish } from "@/i18n/i18n";

// The merge's English texts come with the contact page's chunk (the "Merge…" button, the contact form's "Merge with
// it"), not with every screen's (en-screens.ts is in the first route's bundle, whose budget is full).
addEnglish(enMerge);

export { useT } from "@/i18n/screens";
