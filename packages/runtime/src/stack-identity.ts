/**
 * Which stack a service belongs to (decision 037). `npm start` and the e2e runner make one random
 * stack id per run and hand it to every service (`PAYGPA_STACK_ID`); each service says it in its
 * `/health` and `/ready` answers, and checks the peers it was given: one that answers with another
 * stack's id is another stack (a stack moved to other ports but still pointed at the old ones), so
 * the service refuses to start, naming the variable, and its `/ready` is 503 if one turns up later.
 * A service without a stack id (started by hand, production) and a peer without one (the real
 * billing system, which has no `/health` of ours) are not compared.
 */
import { randomUUID } from "node:crypto";

export const STACK_ID_VARIABLE = "PAYGPA_STACK_ID";

/** A service this one calls or sends browsers to, and the variable its address came from. */
export interface StackPeer {
  name: string;
  variable: string;
  url: string;
}

export interface StackIdentity {
  /** This run's stack id, or null when none was given. */
  id: string | null;
  peers: readonly StackPeer[];
}

/** What a peer said when asked: its stack id when it answered with one. */
export interface PeerAnswer {
  name: string;
  url: string;
  reached: boolean;
  stack: string | null;
}

/** A fresh stack id, for whoever starts a whole stack. */
export function newStackId(): string {
  return randomUUID();
}

export function stackIdentity(
  env: Record<string, string | undefined>,
  peers: readonly StackPeer[],
): StackIdentity {
  return { id: env[STACK_ID_VARIABLE]?.trim() || null, peers };
}

/** Asks a peer's `/health` which stack it is; an address that does not answer is not reached. */
export async function askPeer(peer: StackPeer, timeoutMs = 1_500): Promise<PeerAnswer> {
  const answer: PeerAnswer = { name: peer.name, url: peer.url, reached: false, stack: null };
  try {
    const response = await fetch(new URL("/health", peer.url), { signal: AbortSignal.timeout(timeoutMs) });
    answer.reached = response.status < 500;
    const body = (await response.json().catch(() => null)) as { stack?: unknown } | null;
    if (typeof body?.stack === "string") answer.stack = body.stack;
  } catch {
    // not reached
  }
  return answer;
}

/** Why `answer` is another stack's service, naming the variable to change; null when it is not. */
export function foreignPeer(identity: StackIdentity, peer: StackPeer, answer: PeerAnswer): string | null {
  if (!identity.id || !answer.stack || answer.stack === identity.id) return null;
  return (
    `${peer.variable} (${peer.url}) answers as another stack (stack ${answer.stack}; this one is ` +
    `${identity.id}): set ${peer.variable}, or PAYGPA_PORT_BASE for the whole stack, to this stack's ${peer.name}`
  );
}

/** Every peer asked at once: the ones that answered, and why any of them is another stack's. */
export async function checkPeers(
  identity: StackIdentity,
  timeoutMs?: number,
): Promise<{ reached: PeerAnswer[]; problems: string[] }> {
  const answers = await Promise.all(identity.peers.map((peer) => askPeer(peer, timeoutMs)));
  const problems = identity.peers.flatMap((peer, index) => {
    const answer = answers[index];
    const problem = answer ? foreignPeer(identity, peer, answer) : null;
    return problem ? [problem] : [];
  });
  return { reached: answers.filter((answer) => answer.reached), problems };
}

export class ForeignStackError extends Error {}

/**
 * Called before a service listens: throws, naming the variable, when a peer answers as another
 * stack. A peer that is not up yet is fine (the four start together).
 */
export async function refuseForeignPeers(service: string, identity: StackIdentity): Promise<void> {
  const { problems } = await checkPeers(identity);
  if (problems.length > 0) throw new ForeignStackError(`${service} does not start: ${problems.join("; ")}`);
}
