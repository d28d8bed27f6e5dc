import { useSearchParams } from 'react-router-dom';
import { RatingFormScreen } from '@/features/rating/complaints/components/rating-form-screen';

export default function FeedbackPage() {
  const [query] = useSearchParams();
  return (
    <RatingFormScreen
      title="意见反馈"
      formKey="rating.feedback"
      intro="您对数字门牌服务的评价和建议将帮助我们持续改进。"
      outHallId={query.get('hallId') ?? undefined}
    />
  );
}
