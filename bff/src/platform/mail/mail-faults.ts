/**
 * Mail delivery can fail too (docs/qa-guide.md): QA makes the next N delivery attempts fail, or all of
 * them until cleared, through the BFF's `PUT /__control/faults { route: "mail", … }` (test and demo
 * modes). A failed attempt leaves the mail queued for the next run, so nothing is lost.
 */
export interface MailFault {
  route: "mail";
  /** Every attempt fails until cleared. */
  down?: boolean;
  /** Only the next N attempts fail (left to fail, when listed). */
  failFirst?: number;
}

export class MailDeliveryFaults {
  private fault: MailFault | null = null;

  set(fault: MailFault): void {
    this.fault = { ...fault };
  }

  clear(): void {
    this.fault = null;
  }

  list(): MailFault[] {
    return this.fault ? [{ ...this.fault }] : [];
  }

  /** Whether this delivery attempt fails; consumes one failure of a failFirst fault. */
  take(): boolean {
    const fault = this.fault;
    if (!fault) return false;
    if (fault.failFirst !== undefined) {
      fault.failFirst -= 1;
      if (fault.failFirst <= 0) this.fault = null;
      return true;
    }
    return fault.down === true;
  }
}
