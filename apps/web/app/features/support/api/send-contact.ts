import { type SupportContactRequest, supportApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/support/contact: the message goes to the support team; the sender gets a confirmation. */
export const sendContact = (body: SupportContactRequest) => api(supportApi.postSupportContact, { body });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
