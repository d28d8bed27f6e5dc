export interface MatterSummary {
  id: string;
  name: string;
  category: string;
  departmentName: string;
  online: boolean;
  hot: number;
}
