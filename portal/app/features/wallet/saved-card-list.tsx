/** The saved cards as a table: brand, last four, expiry (flagged near or past it), and Remove. */
import { type SavedCard, walletMessages } from "@paygpa/contract";
import { Form } from "@remix-run/react";
import { Cell, RowHeader, Table } from "../../ui/table";

const COLUMNS = [{ label: "Card" }, { label: "Cardholder" }, { label: "Expires" }, { label: "Action" }];

export const cardLabel = (card: Pick<SavedCard, "brand" | "lastFour">) =>
  `${card.brand} ending ${card.lastFour}`;
export const expiryLabel = (expiry: string) => `${expiry.slice(0, 2)}/${expiry.slice(2)}`;

export function SavedCardList({ cards }: { cards: readonly SavedCard[] }) {
  if (cards.length === 0) return <p role="status">You have no saved cards.</p>;
  return (
    <Table caption="Your saved cards" columns={COLUMNS} variant="plain" cards>
      {cards.map((card) => (
        <tr key={card.cardId} className="border-b border-slate-100">
          <RowHeader dense label="Card" className="font-normal">
            {cardLabel(card)}
          </RowHeader>
          <Cell dense label="Cardholder">
            {card.cardholderName}
          </Cell>
          <Cell dense label="Expires">
            {expiryLabel(card.expiry)}{" "}
            {card.expired ? (
              <strong className="text-danger-800">{walletMessages.expired}</strong>
            ) : card.expiringSoon ? (
              <strong className="text-warning-800">{walletMessages.expiringSoon}</strong>
            ) : null}
          </Cell>
          <Cell dense label="Action">
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="cardId" value={card.cardId} />
              <button type="submit" className="button-secondary" aria-label={`Remove ${cardLabel(card)}`}>
                Remove
              </button>
            </Form>
          </Cell>
        </tr>
      ))}
    </Table>
  );
}
