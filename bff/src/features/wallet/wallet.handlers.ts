import type { RouteHandlers } from "../../platform/http/mount-routes";
import type { Services } from "../../services";
import type { CustomerSession } from "../auth";
import type { Payer } from "../payments";
import { payWithSavedCard, removeCard, saveCard, savedCards } from "./wallet.service";

/** The wallet's routes (decision 030): every one scoped to the session's person. */
export function walletHandlers(
  services: Services,
): RouteHandlers<"savedCards" | "saveCard" | "removeCard", CustomerSession> &
  RouteHandlers<"payeezySavedCard", Payer> {
  return {
    savedCards: (_input, { caller }) => savedCards(services, caller.personId),
    saveCard: (request, { caller }) => saveCard(services, caller.personId, request),
    async removeCard({ cardId }, { caller }) {
      await removeCard(services, caller.personId, cardId);
      return undefined;
    },
    payeezySavedCard: (request, { caller }) => payWithSavedCard(services, caller, request),
  };
}
