import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The open task lives in the URL (?task=<id>): a link to it can be shared, and Back closes the dialog. */
export const TASK_PARAM = "task";

export function useOpenTask() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (taskId: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(TASK_PARAM, taskId);
        return next;
      }),
    [setParams],
  );
}

export function useOpenTaskId(): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(TASK_PARAM);
        return next;
      }),
    [setParams],
  );
  return [params.get(TASK_PARAM), close];
}
