import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc";
import { useInvalidateProjects } from "../project-queries";

/** A task's changes from its dialog: each reloads the task, the board and the task lists that show it. */
export function useTaskMutations(projectId: string, taskId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProjects();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.projects.getTask.queryFilter({ id: projectId, taskId })),
      queryClient.invalidateQueries(trpc.projects.board.queryFilter({ id: projectId })),
      invalidate.tasks(projectId),
    ]);
  return {
    update: useMutation(trpc.projects.updateTask.mutationOptions({ onSettled: refresh })),
    move: useMutation(trpc.projects.moveTask.mutationOptions({ onSettled: refresh })),
    remove: useMutation(trpc.projects.deleteTask.mutationOptions({ onSettled: refresh })),
    addComment: useMutation(
      trpc.projects.addComment.mutationOptions({
        onSettled: () =>
          Promise.all([
            queryClient.invalidateQueries(trpc.projects.comments.queryFilter({ id: projectId, taskId })),
            refresh(),
          ]),
      }),
    ),
  };
}
