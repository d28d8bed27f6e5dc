import { useSearchParams } from 'react-router-dom';
import { RatingFormScreen } from '@/features/rating/complaints/components/rating-form-screen';

export default function ComplaintPage() {
  const [query] = useSearchParams();
  return (
    <RatingFormScreen
      title="投诉建议"
      formKey="rating.complaint"
      intro="请如实反映您在办事过程中遇到的问题，我们将在5个工作日内答复。涉及紧急事项请拨打12345政务服务便民热线。"
      outHallId={query.get('hallId') ?? undefined}
    />
  );
}
