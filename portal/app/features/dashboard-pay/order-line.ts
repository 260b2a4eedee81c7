/** One line of 'Review Your Order': an account checked in the cart and the amount to pay on it. */
export type OrderLine = { accountId: string; name: string; amount: number };
