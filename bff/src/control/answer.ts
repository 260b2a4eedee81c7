/**
 * A control route's answer, typed by the contract's schema of it (`controlRoutes` in
 * packages/contract/src/control.ts): a BFF change the console would misread fails the typecheck.
 */
import type { ControlAnswer, ControlRouteName } from "@paygpa/contract";

export function answer<TName extends ControlRouteName>(
  ctx: { body: unknown },
  _route: TName,
  body: ControlAnswer<TName>,
): void {
  ctx.body = body;
}
