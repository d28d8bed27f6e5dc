import { defineRoutes } from './define';

/** Routes of the `rating` feature (docs/routes.md). */
export const ratingRoutes = defineRoutes('rating', {
  feedback: { title: '意见反馈', login: true, page: 'rating/feedback' },
  feedbackMe: { title: '回复我的', login: true, page: 'rating/feedback-me' },
  myFeedback: { title: '我的反馈', login: true, page: 'rating/my-feedback' },
  mFeedback: { title: '指南纠错', login: true, params: { matterId: 'optional' }, page: 'rating/m-feedback' },
  myNewEval: { title: '待评价', login: true, page: 'rating/my-new-eval' },
  evaluation: { title: '好差评', login: true, page: 'rating/evaluation' },
  myEval: { title: '我的评价', login: true, page: 'rating/my-eval' },
  evaluationPage: { title: '评价', login: true, params: { id: 'required' }, page: 'rating/evaluation-page' },
  watchEvaluated: { title: '评价详情', login: true, params: { id: 'required' }, page: 'rating/watch-evaluated' },
  complaint: { title: '投诉建议', landing: true, page: 'rating/complaint' },
  myComplaint: { title: '我的投诉建议', page: 'rating/my-complaint' },
  complaintDetails: { title: '投诉建议详情', params: { id: 'required' }, page: 'rating/complaint-details' },
  mFeedbackInfo: { title: '纠错详情', params: { id: 'required' }, page: 'rating/m-feedback-info' },
});
