export interface MaintenanceFlagsTable {
  /** 1 = Login / Sign Up, 2 = Pay Now. */
  id: number;
  flag: 0 | 1;
  updated_at: string;
  updated_by: string | null;
}
