/**
 * Oracle's Bill Segment REST endpoints (C1-BillSegment, Financial Transactions / Bill Segment,
 * `…/framework/4.5.0.0.0/restapi/api-financial-transactions-bill-segment.html`):
 * - Bill Segment Search, `POST /customer/financials/billSegments/search` ("retrieves all bill
 *   Segments information for the provided Bill Id", `…/framework/254/restapi/op-rest-apis-customer-financials-billsegments-search-post.html`):
 *   `filters.queryOption` `C1BI` (Bill Search) with `filters.billSearch.billId`; the answer's `bill`,
 *   `billSegments[]` (`billSegment`, `billSegmentStatus`, `currentAmount`), `count`,
 *   `totalnumberOfrecords` and `hasMore` as the 4.5.0.0.1 page lists them;
 * - Get Bill Segment, `GET /customer/financials/billSegments/{billSegmentId}`.
 * Bill Text Search (`C1BT`) is not simulated. Unverified names: `../contract/oracle/financials.ts`.
 */
import type Router from "@koa/router";
import { badRequest, CcbError } from "../errors";
import type { CcbStore } from "../store";
import { jsonObject } from "../validation";
import { billById, segmentById, segmentSearchItem, segmentsOf, segmentView } from "./bill-segments";

const BILL_SEARCH = "C1BI";

const unknownBill = () => new CcbError(400, "NOT_FOUND", "Bill doesn't exist");
const unknownSegment = () => new CcbError(400, "NOT_FOUND", "Bill segment doesn't exist");

/** The search's bill id, as the 25.4 page nests it. */
function searchedBillId(body: Record<string, unknown>): string {
  const filters = body.filters as Record<string, unknown> | undefined;
  if (!filters || typeof filters !== "object") throw badRequest("filters is required");
  const option = filters.queryOption ?? BILL_SEARCH;
  if (option !== BILL_SEARCH) throw badRequest(`filters.queryOption must be ${BILL_SEARCH} (Bill Search)`);
  const billId = (filters.billSearch as Record<string, unknown> | undefined)?.billId;
  if (typeof billId !== "string" || billId.trim() === "") {
    throw badRequest("filters.billSearch.billId is required");
  }
  return billId;
}

export function billSegmentRoutes(router: Router, store: CcbStore): void {
  router.post("/customer/financials/billSegments/search", (ctx) => {
    const bill = billById(store, searchedBillId(jsonObject(ctx.request.body)));
    if (!bill) throw unknownBill();
    const segments = segmentsOf(store, bill);
    ctx.body = {
      bill: { billId: bill.billId },
      billSegments: segments.map(segmentSearchItem),
      count: segments.length,
      totalnumberOfrecords: segments.length,
      hasMore: false,
    };
  });

  router.get("/customer/financials/billSegments/:billSegmentId", (ctx) => {
    const segment = segmentById(store, ctx.params.billSegmentId ?? "");
    if (!segment) throw unknownSegment();
    ctx.body = segmentView(store, segment);
  });
}
