import type { Contact } from "@kancl/shared";
import type { ComponentProps } from "react";
import { NativeSelect } from "@/components/ui/native-select";

type CandidateSelectProps = ComponentProps<"select"> & {
  /** Choices, already without the contacts that are linked (spec §5); undefined while they load. */
  candidates: readonly Pick<Contact, "id" | "name">[] | undefined;
  /** True when the choices could not be loaded. */
  candidatesFailed?: boolean;
  /** What is chosen, for the empty option: "organization" → 'Select organization...'. */
  noun: string;
};

/** The contact to link: a select of the candidates, disabled until they are there. */
export function CandidateSelect({ candidates, candidatesFailed, noun, ...props }: CandidateSelectProps) {
  return (
    <NativeSelect disabled={!candidates} {...props}>
      <option value="">
        {candidates
          ? candidates.length > 0
            ? `Select ${noun}...`
            : "Nothing left to add"
          : candidatesFailed
            ? "Could not load the choices"
            : "Loading..."}
      </option>
      {candidates?.map((candidate) => (
        <option key={candidate.id} value={candidate.id}>
          {candidate.name}
        </option>
      ))}
    </NativeSelect>
  );
}
