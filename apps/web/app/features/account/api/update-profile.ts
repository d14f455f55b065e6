import { accountApi, type ProfileUpdateRequest } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { SESSION_KEY, userKey } from "../../../lib/query-keys";

/** PUT /api/user/profile-update: only the fields sent change; a new e-mail needs the password. */
export const updateProfile = (body: z.input<typeof ProfileUpdateRequest>) =>
  api(accountApi.putUserProfileUpdate, { body });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      client.setQueryData(userKey("profile"), profile);
      // The session carries the name, e-mail and its verification flag too.
      return client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
