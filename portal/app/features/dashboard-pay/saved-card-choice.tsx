/**
 * The card dialog's 'Pay with' (decision 030): the person's saved cards not yet expired, the first
 * chosen once they are loaded, and 'A new card' that shows the card fields.
 */
import type { SavedCard } from "@paygpa/contract";
import { useEffect, useState } from "react";
import { SelectInput } from "../../ui/choices";

export default function SavedCardChoice({
  cardId,
  onChoose,
}: {
  cardId: string;
  onChoose(cardId: string): void;
}) {
  const [saved, setSaved] = useState<SavedCard[] | null>(null);
  useEffect(() => {
    let current = true;
    fetch("/payments/saved-cards", { headers: { accept: "application/json" } })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ cards: SavedCard[] }>) : { cards: [] },
      )
      .catch(() => ({ cards: [] }))
      .then((answer) => {
        if (current) setSaved(answer.cards);
      });
    return () => {
      current = false;
    };
  }, []);
  const cards = (saved ?? []).filter((card) => !card.expired);
  const first = cards[0]?.cardId ?? "";
  const loaded = saved !== null;
  useEffect(() => {
    if (loaded && first) onChoose(first);
  }, [loaded, first, onChoose]);
  if (cards.length === 0) return null;
  return (
    <SelectInput
      name="cardId"
      label="Pay with"
      value={cardId}
      onChange={(event) => onChoose(event.target.value)}
      options={[
        ...cards.map((card) => ({
          value: card.cardId,
          label: `Saved ${card.brand} ending ${card.lastFour}${card.expiringSoon ? " (expires soon)" : ""}`,
        })),
        { value: "", label: "A new card" },
      ]}
    />
  );
}
