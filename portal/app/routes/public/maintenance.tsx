import { messages } from "@paygpa/contract";
import type { MetaFunction } from "@remix-run/node";
import { StaticPage } from "../../components/static-page";

/** /maintenance (and anything under it: prefix match, spec 002 §2). */
export default function MaintenancePage() {
  return (
    <StaticPage title="Maintenance" back={null}>
      <p role="status" className="text-lg">
        {messages.maintenance}
      </p>
    </StaticPage>
  );
}

export const meta: MetaFunction = () => [{ title: "Maintenance | PayGPA | Guam Power Authority" }];
