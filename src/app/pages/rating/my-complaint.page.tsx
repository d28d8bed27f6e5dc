import { MyComplaints } from '@/features/rating/components/my-complaints';

export default function MyComplaintPage() {
  return <MyComplaints />;
}
