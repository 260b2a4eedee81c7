/** Usage from the meter's interval reads: the views and Green Button Download My Data (decision 042). */
export { staffUsageHandlers, usageHandlers } from "./usage.handlers";
