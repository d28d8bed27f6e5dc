import { MyComplaints } from '@/features/rating/complaints/components/my-complaints';

export default function MyComplaintPage() {
  return <MyComplaints />;
}
